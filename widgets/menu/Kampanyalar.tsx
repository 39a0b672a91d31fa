/** @jsxImportSource preact */
import type { KampanyaDurumu } from '../../src/lib/menu/campaign';
import { formatKurus } from '@lib/para';
import type { ParaGosterimi } from '../../src/lib/parametre/para';
import type { PublicKampanya } from '../../src/lib/menu/public-types';
import { sureMetni } from './sure';
import { fill, type WidgetTexts } from './texts';

export interface CanliKampanya {
  kampanya: PublicKampanya;
  durum: Exclude<KampanyaDurumu, { durum: 'bitti' }>;
}

function detay(kampanya: PublicKampanya, t: WidgetTexts, para: ParaGosterimi): string {
  if (kampanya.tur === 'sabit_fiyat') return `${t.campaignPrice}: ${formatKurus(kampanya.deger, para)}`;
  if (kampanya.tur === 'yuzde_indirim') return fill(t.percentOff, { x: String(kampanya.deger) });
  return fill(t.gift, { x: kampanya.hediyeUrunAd ?? '' });
}

export function Kampanyalar({ liste, simdi, t, para }: { liste: CanliKampanya[]; simdi: number; t: WidgetTexts; para: ParaGosterimi }) {
  return (
    <section class="k" aria-labelledby="kb">
      <h3 id="kb">{t.campaigns}</h3>
      <ul>
        {liste.map(({ kampanya, durum }) => (
          <li key={kampanya.id}>
            <div class="h">
              <h4>{kampanya.baslik}</h4>
              <span class={durum.durum === 'aktif' ? 'b' : 'b t'}>
                {durum.durum === 'aktif'
                  ? fill(t.endsIn, { t: sureMetni(durum.bitisMs - simdi, t) })
                  : fill(t.startsIn, { t: sureMetni(durum.baslangicMs - simdi, t) })}
              </span>
            </div>
            {kampanya.aciklama && <p class="d">{kampanya.aciklama}</p>}
            <p class="p">{detay(kampanya, t, para)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
