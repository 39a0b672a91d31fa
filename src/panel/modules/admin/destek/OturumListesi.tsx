import { useStore } from '@nanostores/react';
import '@lib/i18n/admin/destek-yukle';
import '@styles/destek.css';
import type { DestekKaydi } from '@api/destek';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';

/** A moment in the reader's language: 28 Kas 2026 14:05. */
function zamanMetni(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : lang, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * Support sessions as cards: who, when (start – end), why, read-only or with the owner's consent, and every write
 * made (or refused) in it. The admin's list also names the venue; the owner's log is about their own venue.
 */
export function OturumListesi({ oturumlar, isletmeGoster = false, testId }: { oturumlar: readonly DestekKaydi[]; isletmeGoster?: boolean; testId: string }) {
  const t = useT();
  const lang = useStore($lang);
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
            <p className="muted"><time dateTime={o.baslangic}>{zamanMetni(o.baslangic, lang)}</time> – <time dateTime={son}>{zamanMetni(son, lang)}</time></p>
            <p><span className="muted">{t('destek.neden')}: </span>{o.neden}</p>
            {o.yazmalar.length === 0 ? (
              <p className="muted">{t('destek.yazmaYok')}</p>
            ) : (
              <details>
                <summary>{t('destek.yazmaSayisi', { sayi: o.yazmalar.length })}</summary>
                <ul className="destek-yazmalar">
                  {o.yazmalar.map((y, i) => (
                    <li key={i}>
                      <time dateTime={y.zaman}>{zamanMetni(y.zaman, lang)}</time> · <code>{y.method} {y.path}</code> · {y.status}
                      {y.status >= 400 && <> <span className="destek-red">{t('destek.reddedildi')}</span></>}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
