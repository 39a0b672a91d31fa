import '@lib/i18n/destek';
import '@lib/i18n/destek';
import '@styles/destek.css';
import type { DestekKaydi } from '@lib/schemas/destek';
import type { MessageKey } from '@lib/i18n/translate';
import { useT } from '@panel/hooks';
import { useZaman } from '@panel/ui/useZaman';

// which part of the panel a write went to, by the first segment of its API path (the owner does not read URLs)
const BOLUM: Record<string, MessageKey> = {
  ozet: 'menu.dashboard', qrmenu: 'menu.qrmenu', cafe: 'menu.cafe', personel: 'menu.personel', crm: 'menu.crm', randevu: 'menu.randevu',
  envanter: 'menu.envanter', kullanicilar: 'menu.ayarlar.kullanici', 'yetki-setleri': 'menu.ayarlar.yetki', parametre: 'menu.ayarlar.parametre', ayarlar: 'menu.ayarlar',
};
const bolumu = (path: string): MessageKey | undefined => BOLUM[/^\/api\/isletme\/([^/]+)/.exec(path)?.[1] ?? ''];

/**
 * Support sessions as cards: who, when (start – end), why, read-only or with the owner's consent, and every write
 * made (or refused) in it. The admin's list also names the venue; the owner's log is about their own venue.
 */
export function OturumListesi({ oturumlar, isletmeGoster = false, testId }: { oturumlar: readonly DestekKaydi[]; isletmeGoster?: boolean; testId: string }) {
  const t = useT();
  const zaman = useZaman();
  if (oturumlar.length === 0) return <p className="muted">{t('destek.kayitYok')}</p>;
  return (
    <ul className="destek-oturumlar" data-testid={testId}>
      {oturumlar.map((o) => {
        const son = o.bitirmeZamani ?? o.bitis;
        return (
          <li key={o.id} className="card destek-oturum" data-testid={`destek-oturum-${o.id}`}>
            <div className="destek-oturum-bas">
              <strong>{isletmeGoster ? `${o.isletmeAdi} · ${o.adminAdi}` : o.adminAdi}</strong>
              {o.canli && <span className="status status-on">{t('destek.canli')}</span>}
              <span className={`status ${o.sahipOnayi ? 'status-on' : 'status-off'}`}>{o.sahipOnayi ? t('destek.degisiklikIzni') : t('destek.saltOkunurEtiket')}</span>
            </div>
            <p className="muted"><time dateTime={o.baslangic}>{zaman.an(o.baslangic)}</time> – <time dateTime={son}>{zaman.an(son)}</time></p>
            <p><span className="muted">{t('destek.neden')}: </span>{o.neden}</p>
            {o.yazmalar.length === 0 ? (
              <p className="muted">{t('destek.yazmaYok')}</p>
            ) : (
              <details>
                <summary>{t('destek.yazmaSayisi', { sayi: o.yazmalar.length })}</summary>
                <ul className="destek-yazmalar">
                  {o.yazmalar.map((y, i) => {
                    const bolum = bolumu(y.path);
                    return (
                      <li key={i}>
                        <time dateTime={y.zaman}>{zaman.an(y.zaman)}</time> · {bolum && <strong>{t(bolum)} </strong>}<code>{y.method} {y.path}</code> · {y.status}
                        {y.status >= 400 && <> <span className="destek-red">{t('destek.reddedildi')}</span></>}
                      </li>
                    );
                  })}
                </ul>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
