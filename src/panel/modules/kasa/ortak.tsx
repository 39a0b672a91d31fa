import '@lib/i18n/kasa';
import { kayitMetni, type SistemKaydi } from '@lib/randevu/kayit-metni';
import { useId, useState, type ReactNode } from 'react';
import { hataMetni } from '@api/client';
import type { Lang } from '@lib/i18n/languages';
import { formatKurus } from '@lib/para';
import { anMetni, gunMetni, HAFTA_GUN_AY, HAFTA_GUNU_TARIH, ORTA, ORTA_SAAT, SAAT } from '@lib/zaman/bicim';
import type { CariMusteri } from '@lib/schemas/cari';

import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { useT } from '@panel/hooks';
import type { AlanIsareti } from '@panel/ui/useAlanHatalari';
import { useGecikmeliArama } from '@panel/useGecikmeliArama';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { baskiyaGonder } from '@panel/ui/baski';
import '@styles/kasa.css';

/** Shared bits of the cash book, ledger and balance report screens. */

type T = ReturnType<typeof useT>;

export { hataMetni };

/** An instant in the venue's zone, whatever zone the browser is in: 'date' 12 Mar 2026, 'time' 14:30, 'both'. */
export function zamanGoster(iso: string, lang: Lang, timeZone: string, bicim: 'date' | 'time' | 'both' = 'both'): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return anMetni(iso, lang, timeZone, bicim === 'time' ? SAAT : bicim === 'date' ? ORTA : ORTA_SAAT);
}

/** A calendar day 'YYYY-MM-DD' in the user's language: '12 Mar 2026', with the weekday, or short ('Per 12 Mar'). */
export function gunGoster(tarih: string, lang: Lang, bicim: boolean | 'kisa' = false): string {
  if (Number.isNaN(Date.parse(`${tarih}T00:00:00Z`))) return tarih;
  return gunMetni(tarih, lang, bicim === 'kisa' ? HAFTA_GUN_AY : bicim ? HAFTA_GUNU_TARIH : ORTA);
}

/** 'bas – bit' or one day. */
export function aralikGoster(bas: string, bit: string, lang: Lang): string {
  return bas === bit ? gunGoster(bas, lang) : `${gunGoster(bas, lang)} – ${gunGoster(bit, lang)}`;
}

/** Debt balance in words: '450,00 ₺ borç', '50,00 ₺ alacak' (paid in advance), 'Kapandı' when settled. */
export function bakiyeMetni(kurus: number, t: T): string {
  if (kurus === 0) return t('kasa.bakiye.kapali');
  return kurus > 0 ? t('kasa.bakiye.borc', { tutar: formatKurus(kurus) }) : t('kasa.bakiye.alacak', { tutar: formatKurus(-kurus) });
}
export function bakiyeSinifi(kurus: number): string {
  return kurus > 0 ? 'rf-rozet rf-rozet-borc' : kurus < 0 ? 'rf-rozet rf-rozet-alacak' : 'rf-rozet rf-rozet-kapali';
}

export function musteriAdi(m: { adSoyad: string; silinmis: boolean }, t: T): string {
  return m.silinmis ? t('kasa.silinmisMusteri') : m.adSoyad;
}

/** A row's description in the reader's language: what the system wrote, then what a person typed. */
export function aciklamaMetni(h: { sistem: SistemKaydi | null; aciklama: string; musteri?: { adSoyad: string; silinmis: boolean } | null }, t: T): string {
  return kayitMetni(t as (key: string, params?: Record<string, string | number>) => string, h.sistem, h.aciklama, h.musteri ? musteriAdi(h.musteri, t) : '');
}

/** One figure of a totals strip. */
export function Rakam({ etiket, deger, tone, testId, alt }: { etiket: string; deger: string; tone?: 'gelir' | 'gider' | 'net' | 'notr'; testId: string; alt?: ReactNode }) {
  return (
    <div className={`rf-rakam rf-rakam-${tone ?? 'notr'}`}>
      <dt>{etiket}</dt>
      <dd data-testid={testId}>{deger}</dd>
      {alt && <dd className="rf-rakam-alt">{alt}</dd>}
    </div>
  );
}

/**
 * Customer picker: name words or phone digits; `bosListe` lists the customers with recent ledger movements while the
 * box is empty. The chosen customer shows as a chip with a change button.
 */
export function MusteriSec({ etiket, secili, onSec, ara, bosListe, zorunlu, testId, isaret, hataNode }: {
  etiket: string;
  secili: CariMusteri | null;
  onSec: (m: CariMusteri | null) => void;
  ara: (q: string) => Promise<CariMusteri[]>;
  bosListe?: boolean;
  zorunlu?: boolean;
  testId: string;
  /** from useAlanHatalari: marks of the customer field and its message */
  isaret?: AlanIsareti;
  hataNode?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [q, setQ] = useState('');
  const { sonuc, hata } = useGecikmeliArama(q, ara, { bosken: bosListe, kapali: secili !== null });

  if (secili) {
    return (
      <div className="field">
        <span>{etiket}</span>
        <div className="rf-secili" data-testid={`${testId}-secili`}>
          <div className="rf-secili-ad">
            <strong>{musteriAdi(secili, t)}</strong>
            {secili.telefon && <span className="muted">{telefonGoster(secili.telefon)}</span>}
          </div>
          <button type="button" className="btn btn-small" onClick={() => { setQ(''); onSec(null); }} data-testid={`${testId}-degistir`}>
            {zorunlu ? t('kasa.musteriDegistir') : t('kasa.musteriKaldir')}
          </button>
        </div>
      </div>
    );
  }
  const durum = hata ?? (sonuc === null ? t('kasa.musteriAraBilgi') : sonuc.length === 0 ? t('kasa.musteriYok')
    : q.trim() === '' ? t('kasa.musteriSonHareketli') : t('kasa.musteriBulundu', { sayi: sonuc.length }));
  return (
    <div className="field rf-musteri-ara">
      <label htmlFor={`${id}-q`}>{etiket}{zorunlu && <span className="req" aria-hidden="true"> *</span>}</label>
      <input id={`${id}-q`} className="input" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} placeholder={t('kasa.musteriAraIpucu')}
        autoComplete="off" {...isaret} aria-describedby={[`${id}-durum`, isaret?.['aria-describedby']].filter(Boolean).join(' ')} data-testid={`${testId}-ara`} />
      {hataNode}
      <p id={`${id}-durum`} className="muted rf-kucuk" aria-live="polite">{durum}</p>
      {sonuc && sonuc.length > 0 && (
        <ul className="rf-musteri-liste" aria-label={t('kasa.musteriSonuclari')}>
          {sonuc.map((m) => (
            <li key={m.id}>
              <button type="button" className="rf-musteri-dugme" onClick={() => onSec(m)} data-testid={`${testId}-${m.id}`}>
                <span className="rf-musteri-ad"><strong>{musteriAdi(m, t)}</strong>{m.telefon && <span className="muted">{telefonGoster(m.telefon)}</span>}</span>
                {m.hareketSayisi > 0 && <span className={bakiyeSinifi(m.bakiyeKurus)}>{bakiyeMetni(m.bakiyeKurus, t)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Prints a report's paper copy alone (A4); `gecikme` lets a copy fetched just now render first. */
export function yazdir(gecikme = 0): void {
  baskiyaGonder('rfPrint', '1', gecikme);
}

/** The A4 paper copy of a book's report under the venue's header (the report's venue); yazdir() prints it. */
export function BaskiKopyasi({ isletme, children }: { isletme: string; children: ReactNode }) {
  return <BaskiBelgesi isaret="rfPrint" deger="1" boy="a4" sinif="rf-print-root" bas={{ ad: isletme }}>{children}</BaskiBelgesi>;
}
