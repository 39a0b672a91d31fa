/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../src/lib/i18n/languages';
import type { Api, Slot } from './api';
import { gunAdi, gunler, haftaGunu, saat } from './format';
import type { Metinler } from './texts';

interface Props {
  api: Api;
  t: Metinler;
  lang: Lang;
  tz: string;
  ileriGun: number;
  kapali: number[];
  hizmetIdler: number[];
  personel: 'any' | number;
  secili: number | null;
  onSec: (slot: Slot) => void;
  /** the waitlist join page's address up to its query (a full day offers it; not when moving a booking) */
  bekle?: string;
}

/** undefined = not asked yet, 0 = loading, null = failed */
type GunDurumu = Record<string, Slot[] | 0 | null | undefined>;
/** free slots per day from one /gunler call per ≤ 62 days; a failed probe leaves the day clickable */
type Adetler = Record<string, number>;
const PARCA_GUN = 62;

/** Compact calendar of the bookable horizon (closed weekdays and days without slots disabled) and the slot list. */
export function Picker({ api, t, lang, tz, ileriGun, kapali, hizmetIdler, personel, secili, onSec, bekle }: Props) {
  const [liste] = useState(() => gunler(tz, ileriGun));
  const [durum, setDurum] = useState<GunDurumu>({});
  const [adetler, setAdetler] = useState<Adetler | null>(null);
  const [gun, setGun] = useState<string | null>(null);
  const secimSorgusu = `hizmetIdler=${hizmetIdler.join(',')}&personelId=${personel}`;

  const yukle = (g: string) => {
    setDurum((d) => ({ ...d, [g]: 0 }));
    return api<Slot[]>(`slotlar?${secimSorgusu}&tarih=${g}`).then((y) => {
      setDurum((d) => ({ ...d, [g]: y.ok && Array.isArray(y.data) ? y.data : null }));
    });
  };

  // the whole horizon in one call (two past 62 days) so full days are greyed out before anyone clicks
  useEffect(() => {
    setDurum({});
    setAdetler(null);
    let iptal = false;
    void (async () => {
      const sonuc: Adetler = {};
      for (let i = 0; i < liste.length && !iptal; i += PARCA_GUN) {
        const y = await api<{ tarih: string; adet: number }[]>(`gunler?${secimSorgusu}&baslangic=${liste[i]}&gun=${Math.min(PARCA_GUN, liste.length - i)}`);
        if (y.ok && Array.isArray(y.data)) for (const g of y.data) sonuc[g.tarih] = g.adet;
      }
      if (!iptal) setAdetler(sonuc);
    })();
    return () => { iptal = true; };
  }, [secimSorgusu]); // the picker re-probes only when the selection changes

  const bekleyen = adetler === null;
  const aylar: string[][] = [];
  for (const g of liste) {
    const son = aylar[aylar.length - 1];
    if (son && son[0]!.slice(0, 7) === g.slice(0, 7)) son.push(g);
    else aylar.push([g]);
  }
  // Monday-first week header
  const basliklar = Array.from({ length: 7 }, (_, i) => gunAdi(`2024-01-${String(i + 1).padStart(2, '0')}`, lang, { weekday: 'short' }));
  const slotlar = gun ? durum[gun] : undefined;
  // the first full open day, found while the calendar is drawn: the waitlist is offered for it (the join page lets the guest pick another)
  let dolu: string | undefined;

  return (
    <>
      <fieldset>
        <legend class="sr">{t.date}</legend>
        <div class="cal" aria-busy={bekleyen}>
          {aylar.map((ay) => (
            <div key={ay[0]} role="group" aria-label={gunAdi(ay[0]!, lang, { month: 'long', year: 'numeric' })}>
              <p class="ay" aria-hidden="true">{gunAdi(ay[0]!, lang, { month: 'long', year: 'numeric' })}</p>
              <div class="gr">
                {basliklar.map((b) => <span key={b} class="wd" aria-hidden="true">{b}</span>)}
                {Array.from({ length: (haftaGunu(ay[0]!) + 6) % 7 }, (_, i) => <span key={`b${i}`} />)}
                {ay.map((g) => {
                  const wd = haftaGunu(g);
                  const kapaliMi = kapali.includes(wd);
                  const d = durum[g];
                  const bos = (Array.isArray(d) && d.length === 0) || adetler?.[g] === 0;
                  if (bos && !kapaliMi) dolu ??= g;
                  return (
                    <button
                      key={g}
                      type="button"
                      class="gun"
                      data-gun={g}
                      data-wd={wd}
                      disabled={kapaliMi || bos}
                      aria-pressed={gun === g}
                      aria-label={`${gunAdi(g, lang, { weekday: 'long', day: 'numeric', month: 'long' })}${kapaliMi ? ` (${t.closed})` : ''}`}
                      onClick={() => {
                        setGun(g);
                        if (d === null || d === undefined) void yukle(g);
                      }}
                    >
                      {Number(g.slice(8))}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
        {/* always there: text appearing and vanishing below the calendar would move the page */}
        <p class="m" role="status">{bekleyen ? t.checking : ''}</p>
        {bekle && dolu && <a class="lnk" target="_blank" href={`${bekle}h=${hizmetIdler[0]}&p=${personel}&t=${dolu}&lang=${lang}`}>{t.wl}</a>}
      </fieldset>
      <fieldset>
        <legend>{gun ? `${gunAdi(gun, lang, { weekday: 'long', day: 'numeric', month: 'long' })} · ${t.time}` : t.time}</legend>
        {!gun && <p class="m">{t.pickDay}</p>}
        {gun && (slotlar === 0 || slotlar === undefined) && <p class="m" role="status">{t.loading}</p>}
        {gun && slotlar === null && (
          <p role="alert">{t.failed} <button type="button" class="lnk" onClick={() => void yukle(gun)}>{t.retry}</button></p>
        )}
        {Array.isArray(slotlar) && slotlar.length === 0 && <p class="m">{t.noSlots}</p>}
        {Array.isArray(slotlar) && slotlar.length > 0 && (
          <ul class="sl">
            {slotlar.map((s) => (
              <li key={s.baslangicMs}>
                <button type="button" class="slot" aria-pressed={secili === s.baslangicMs} onClick={() => onSec(s)}>{saat(s.baslangicMs, tz, lang)}</button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </>
  );
}
