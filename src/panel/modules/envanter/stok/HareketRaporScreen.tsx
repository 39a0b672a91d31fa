import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { stokApi } from '@api/envanter/stok';
import type { HareketRaporSatiri, HareketRaporu } from '@lib/schemas/envanter/stok';
import { gunMetni } from '@lib/zaman/bicim';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { dosyaIndir } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo as KitTablosu, type Kolon } from '@panel/ui/Tablo';
import { useVenueName } from '@panel/ui/useVenueName';
import { HareketFiltreleri, bosFiltre, type HareketFiltresi } from './HareketFiltreleri';
import { para, useMiktar, useTx } from './ortak';
import { baskiyaGonder } from '@panel/ui/baski';

const KEY = 'isletme:envanter:rapor:hareket';

/** Prints the report alone on A4 (the kit's print document shows only it while body carries the mark). */
function yazdir(): void {
  baskiyaGonder('estBaski', 'a4');
}

/** /isletme/envanter/rapor/hareket: stock movements of a period by kind, item, location and person; CSV and A4 print. */
export default function HareketRaporScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const [f, setF] = useState(bosFiltre);
  const { data, error, reload } = useApiData<HareketRaporu>(stokApi.rapor(f));
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const filtre = (patch: Partial<HareketFiltresi>) => setF((x) => ({ ...x, ...patch }));
  return (
    <section className="screen est-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.raporHareket')}</h1>
          <p className="muted">{t('envanter.stok.rapor.alt')}</p>
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(stokApi.raporCsv(f), 'stok-hareket-raporu.csv')} data-testid="rapor-csv">{t('envanter.stok.disaAktar')}</button>}
          {can.has(`${KEY}:raporCek`) && data && <button type="button" className="btn" onClick={yazdir} data-testid="rapor-yazdir">{t('envanter.stok.rapor.yazdir')}</button>}
        </div>
      </header>
      <HareketFiltreleri f={f} donem={data ?? undefined} kullanicilar={data?.kullanicilar ?? []} onChange={filtre} />
      {data && <RaporGovdesi r={data} venue={venue} />}
      {/* on paper the venue's name is the document's header */}
      {data && <BaskiBelgesi isaret="estBaski" boy="a4" sinif="est-baski"><RaporGovdesi r={data} venue={null} /></BaskiBelgesi>}
    </section>
  );
}

function RaporGovdesi({ r, venue }: { r: HareketRaporu; venue: string | null }) {
  const t = useTx();
  const miktar = useMiktar();
  const lang = useStore($lang);
  const bos = r.turler.length === 0;
  const deger = (tur: string) => r.turler.filter((x) => x.tur === tur).reduce((s, x) => s + x.degerKurus, 0);
  return (
    <article className="est-rapor" data-testid="rapor">
      <header className="est-rapor-bas">
        <h2>{venue ? `${venue} · ` : ''}{t('menu.envanter.raporHareket')}</h2>
        <p className="muted">{t('envanter.stok.rapor.donem', { bas: gunMetni(r.bas, lang), bit: gunMetni(r.bit, lang) })}</p>
      </header>
      {bos && <p className="empty-lead">{t('envanter.stok.rapor.bos')}</p>}
      {!bos && (
        <>
          <dl className="est-ozet">
            {(['giris', 'cikis', 'transfer'] as const).map((tur) => {
              const satirlar = r.turler.filter((x) => x.tur === tur);
              return (
                <div key={tur} className={`est-ozet-${tur}`} data-testid={`rapor-ozet-${tur}`}>
                  <dt>{t(`envanter.stok.tur.${tur}`)} · {t('envanter.stok.rapor.hareketSayi', { sayi: satirlar.reduce((s, x) => s + x.adet, 0) })}</dt>
                  <dd>{satirlar.length ? satirlar.map((x) => miktar(x.miktarBinde, x.birim)).join(' · ') : '–'}</dd>
                  {tur !== 'transfer' && <dd className="est-ozet-deger">{para(deger(tur))}</dd>}
                </div>
              );
            })}
          </dl>
          <Tablo baslik={t('envanter.stok.rapor.urunBazinda')} satirlar={r.urunler} miktarli testId="rapor-urunler" />
          <Tablo baslik={t('envanter.stok.rapor.lokasyonBazinda')} satirlar={r.lokasyonlar} testId="rapor-lokasyonlar" />
          <Tablo baslik={t('envanter.stok.rapor.kisiBazinda')} satirlar={r.kisiler} testId="rapor-kisiler" />
        </>
      )}
    </article>
  );
}

function Tablo({ baslik, satirlar, miktarli = false, testId }: { baslik: string; satirlar: HareketRaporSatiri[]; miktarli?: boolean; testId: string }) {
  const t = useTx();
  const miktar = useMiktar();
  const miktarKolonu = (tur: 'giris' | 'cikis' | 'transfer', binde: (s: HareketRaporSatiri) => number): Kolon<HareketRaporSatiri> => ({
    anahtar: tur, baslik: t(`envanter.stok.tur.${tur}`), sayisal: true, hucre: (s) => (s.birim && binde(s) ? miktar(binde(s), s.birim) : '–'),
  });
  return (
    <section className="est-bolum">
      <h3>{baslik}</h3>
      <KitTablosu testId={testId} sinif="est-tablo" baslik={baslik} satirlar={satirlar} satirAnahtari={(s) => s.anahtar} kolonlar={[
        { anahtar: 'ad', baslik: t('envanter.stok.rapor.ad'), satirBasligi: true, hucre: (s) => s.ad || t('envanter.stok.rapor.bilinmeyen') },
        miktarli && miktarKolonu('giris', (s) => s.girisBinde),
        miktarli && miktarKolonu('cikis', (s) => s.cikisBinde),
        miktarli && miktarKolonu('transfer', (s) => s.transferBinde),
        { anahtar: 'girisDeger', baslik: t('envanter.stok.rapor.girisDeger'), sayisal: true, hucre: (s) => (s.girisKurus ? para(s.girisKurus) : '–') },
        { anahtar: 'cikisDeger', baslik: t('envanter.stok.rapor.cikisDeger'), sayisal: true, hucre: (s) => (s.cikisKurus ? para(s.cikisKurus) : '–') },
        { anahtar: 'adet', baslik: t('envanter.stok.rapor.adet'), sayisal: true, hucre: (s) => s.adet },
      ]} />
    </section>
  );
}
