import { useId, useState } from 'react';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { useT } from '@panel/hooks';
import { useGecikmeliArama } from '@panel/useGecikmeliArama';
import { takvimApi } from '@api/randevu/takvim';
import type { MusteriSonucu } from '@lib/schemas/randevu/takvim';

export type MusteriSecimi =
  | { tur: 'kayitli'; m: MusteriSonucu }
  | { tur: 'yeni'; adSoyad: string; telefon: string; email: string };

/** Customer step of the create dialog: search (name or phone digits) or type a new customer. */
export function TakvimMusteriSec({ deger, onChange }: { deger: MusteriSecimi | null; onChange: (m: MusteriSecimi | null) => void }) {
  const t = useT();
  const id = useId();
  const [q, setQ] = useState('');
  const { sonuc, hata } = useGecikmeliArama<MusteriSonucu>(q, takvimApi.musteriAra);

  function yeni() {
    const rakam = /\d{3}/.test(q);
    onChange({ tur: 'yeni', adSoyad: rakam ? '' : q.trim(), telefon: rakam ? q.trim() : '', email: '' });
  }

  if (deger?.tur === 'kayitli') {
    return (
      <div className="rt-musteri-secili" data-testid="musteri-secili">
        <div><strong>{deger.m.adSoyad}</strong> <span className="muted">{telefonGoster(deger.m.telefon)}</span>{deger.m.notlar && <p className="rt-musteri-not">{deger.m.notlar}</p>}</div>
        <button type="button" className="btn btn-small" onClick={() => onChange(null)}>{t('randevu.takvim.musteriDegistir')}</button>
      </div>
    );
  }
  if (deger?.tur === 'yeni') {
    const set = (patch: Partial<typeof deger>) => onChange({ ...deger, ...patch });
    return (
      <fieldset className="rt-fieldset">
        <legend>{t('randevu.takvim.yeniMusteri')}</legend>
        <div className="form-row">
          <label className="field"><span>{t('randevu.takvim.adSoyad')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" required maxLength={100} value={deger.adSoyad} onChange={(e) => set({ adSoyad: e.target.value })} autoComplete="off" data-testid="yeni-ad" /></label>
          <label className="field"><span>{t('randevu.takvim.telefon')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" required type="tel" inputMode="tel" maxLength={20} value={deger.telefon} onChange={(e) => set({ telefon: e.target.value })} placeholder="0555 111 22 33" autoComplete="off" data-testid="yeni-telefon" /></label>
          <label className="field"><span>{t('randevu.takvim.eposta')}</span>
            <input className="input" type="email" maxLength={254} value={deger.email} onChange={(e) => set({ email: e.target.value })} autoComplete="off" data-testid="yeni-eposta" /></label>
        </div>
        <p className="muted rt-kucuk">{t('randevu.takvim.kvkkNotu')}</p>
        <button type="button" className="btn btn-small" onClick={() => onChange(null)}>{t('randevu.takvim.kayitliAra')}</button>
      </fieldset>
    );
  }
  return (
    <div className="field rt-musteri-ara">
      <label htmlFor={`${id}-q`}>{t('randevu.takvim.musteri')}<span className="req" aria-hidden="true"> *</span></label>
      <div className="rt-satir">
        <input id={`${id}-q`} className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('randevu.takvim.musteriAraIpucu')} autoComplete="off" aria-describedby={`${id}-durum`} data-testid="musteri-ara" />
        <button type="button" className="btn" onClick={yeni} data-testid="musteri-yeni">{t('randevu.takvim.yeniMusteri')}</button>
      </div>
      <p id={`${id}-durum`} className="muted rt-kucuk" aria-live="polite">
        {hata ?? (sonuc === null ? t('randevu.takvim.musteriAraBilgi') : sonuc.length === 0 ? t('randevu.takvim.musteriYok') : t('randevu.takvim.musteriBulundu', { sayi: sonuc.length }))}
      </p>
      {sonuc && sonuc.length > 0 && (
        <ul className="rt-musteri-liste" aria-label={t('randevu.takvim.musteriSonuclari')}>
          {sonuc.map((m) => (
            <li key={m.id}><button type="button" className="rt-musteri-dugme" onClick={() => onChange({ tur: 'kayitli', m })} data-testid={`musteri-${m.id}`}>
              <strong>{m.adSoyad}</strong> <span className="muted">{telefonGoster(m.telefon)}</span>
            </button></li>
          ))}
        </ul>
      )}
    </div>
  );
}
