/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../src/lib/i18n/languages';
import type { Kanal, Olusan, Slot } from './api';
import { ics, tarihSaat } from './format';
import { fill, type Metinler } from './texts';

/** A step: its heading takes the focus when the step opens (not on the first render of the page). */
export function Adim({ baslik, adimNo, t, ozet, onGeri, odak = true, children }: {
  baslik: string; adimNo?: number; t: Metinler; ozet?: ComponentChildren; onGeri?: () => void; odak?: boolean; children: ComponentChildren;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => { if (odak) ref.current?.focus(); }, []);
  return (
    <section class="adim">
      <div class="ust">
        {onGeri && <button type="button" class="lnk" onClick={onGeri}>← {t.back}</button>}
        {adimNo && <span class="m">{fill(t.step, { n: adimNo })}</span>}
      </div>
      <h2 ref={ref} tabIndex={-1}>{baslik}</h2>
      {ozet}
      {children}
    </section>
  );
}

export function KodKutusu({ kod, t }: { kod: string; t: Metinler }) {
  const [kopya, setKopya] = useState(false);
  return (
    <div class="kodk">
      <p class="m" id="b-kod-e">{t.code}</p>
      <p class="kod" aria-labelledby="b-kod-e" data-kod={kod}>{kod}</p>
      <button type="button" onClick={() => {
        void navigator.clipboard?.writeText(kod).then(() => setKopya(true), () => undefined);
      }}>{kopya ? t.copied : t.copy}</button>
      <span class="sr" role="status">{kopya ? t.copied : ''}</span>
    </div>
  );
}

interface SonucProps { sonuc: Olusan; kanal: Kanal; t: Metinler; lang: Lang; origin: string; hizmetAdlari: string; personelAdi: string; onYeni: () => void }

/** Confirmation: code, time, .ics download and the manage link (full URL on the API origin). */
export function Sonuc({ sonuc, kanal, t, lang, origin, hizmetAdlari, personelAdi, onYeni }: SonucProps) {
  const link = origin + sonuc.yonetimLinki;
  const bekliyor = sonuc.durum === 'beklemede';
  const icsUrl = useMemo(() => URL.createObjectURL(new Blob([ics({
    kod: sonuc.kod, baslangic: sonuc.baslangic, bitis: sonuc.bitis, baslik: `${hizmetAdlari} – ${kanal.isletme.ad}`,
    aciklama: `${t.code}: ${sonuc.kod}\n${personelAdi}\n${link}`, url: link, host: new URL(origin).hostname,
  })], { type: 'text/calendar;charset=utf-8' })), [sonuc]);
  useEffect(() => () => URL.revokeObjectURL(icsUrl), [icsUrl]);
  return (
    <Adim baslik={bekliyor ? t.s_beklemede : t.done} t={t}>
      <div class="tamam" data-durum={sonuc.durum}>
        {bekliyor && <p class="uyari" role="status">{t.pending}</p>}
        <KodKutusu kod={sonuc.kod} t={t} />
        <dl>
          <dt>{t.when}</dt><dd>{tarihSaat(sonuc.baslangic, kanal.saatDilimi, lang)}</dd>
          <dt>{t.svc}</dt><dd>{hizmetAdlari}</dd>
          {personelAdi && <><dt>{t.who}</dt><dd>{personelAdi}</dd></>}
        </dl>
        <div class="alt">
          <a class="btn" href={icsUrl} download={`randevu-${sonuc.kod}.ics`}>{t.addCal}</a>
          <a class="btn" href={link} target="_top">{t.manage}</a>
        </div>
        <p class="m">{t.manageHint}</p>
        <p class="url">{link}</p>
        <button type="button" class="lnk" onClick={onYeni}>{t.newBooking}</button>
      </div>
    </Adim>
  );
}

/** Next free times offered after a 409 (the slot was taken meanwhile); picking one replaces the chosen slot. */
export function Oneriler({ slotlar, t, etiket, onSec }: { slotlar: Slot[]; t: Metinler; etiket: (s: Slot) => string; onSec: (s: Slot) => void }) {
  if (slotlar.length === 0) return null;
  return (
    <div class="oneri">
      <p>{t.slotOffer}</p>
      <ul class="sl">
        {slotlar.map((s) => (
          <li key={s.baslangicMs}>
            <button type="button" class="slot" onClick={() => onSec(s)}>{etiket(s)}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}
