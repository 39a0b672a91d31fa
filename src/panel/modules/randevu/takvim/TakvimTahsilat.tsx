import '@lib/i18n/kasa';
import { useState } from 'react';
import { formatKurus, parseLira, tutarMetni } from '@lib/para';
import type { OdemeYontemi } from '@lib/schemas/parametre';
import type { TahsilatGirdisi } from '@lib/schemas/randevu/takvim';
import { useT } from '@panel/hooks';

interface Satir { yontem: OdemeYontemi; tutar: string }

/** Discount in kuruş from what was typed (an amount, or a percentage rounded to the kuruş); null when not valid. */
function indirimHesapla(fiyat: number, tur: 'tutar' | 'yuzde', metin: string): number | null {
  if (metin.trim() === '') return 0;
  if (tur === 'tutar') return parseLira(metin);
  const yuzde = Number(metin.replace(',', '.'));
  return Number.isFinite(yuzde) && yuzde >= 0 && yuzde <= 100 ? Math.round((fiyat * yuzde) / 100) : null;
}

/**
 * How the completion is paid: a discount, rows over the venue's payment methods (300 ₺ cash + 150 ₺ card), the rest
 * onto the customer's ledger; cash above what is due is change and is not booked. Sends exactly what is due.
 */
export function TakvimTahsilat({ fiyat, yontemler, veresiyeOlur, onGonder, onVazgec }: {
  fiyat: number; yontemler: OdemeYontemi[]; veresiyeOlur: boolean; onGonder: (g: TahsilatGirdisi) => void; onVazgec: () => void;
}) {
  const t = useT();
  const [indirimTur, setIndirimTur] = useState<'tutar' | 'yuzde'>('tutar');
  const [indirimMetni, setIndirimMetni] = useState('');
  const [satirlar, setSatirlar] = useState<Satir[]>([{ yontem: yontemler[0] ?? 'nakit', tutar: '' }]);
  const [veresiye, setVeresiye] = useState('');
  const [hata, setHata] = useState<string | null>(null);
  // the first amount follows what is due until it is typed in: one method is one click
  const [ilkElle, setIlkElle] = useState(false);
  const indirim = indirimHesapla(fiyat, indirimTur, indirimMetni);
  const odenecek = Math.max(0, fiyat - (indirim ?? 0));
  const gorunen = satirlar.map((s, i) => (i === 0 && !ilkElle ? tutarMetni(odenecek, { grupsuz: true }) : s.tutar));
  const tutarlar = gorunen.map((text) => (text.trim() === '' ? 0 : parseLira(text)));
  const veresiyeKurus = veresiye.trim() === '' ? 0 : parseLira(veresiye);
  const girilen = tutarlar.reduce<number>((sum, x) => sum + (x ?? 0), 0) + (veresiyeKurus ?? 0);
  const nakitIndex = satirlar.findIndex((s) => s.yontem === 'nakit');
  // only cash can be handed back
  const paraUstu = nakitIndex >= 0 ? Math.min(Math.max(0, girilen - odenecek), tutarlar[nakitIndex] ?? 0) : 0;
  const kalan = odenecek - girilen + paraUstu;
  const bosYontem = yontemler.find((y) => !satirlar.some((s) => s.yontem === y));
  const degistir = (i: number, patch: Partial<Satir>) => {
    setHata(null);
    if (i === 0 && patch.tutar !== undefined) setIlkElle(true);
    setSatirlar(satirlar.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  };

  function gonder() {
    setHata(null);
    if (indirim === null || indirim > fiyat) return setHata(t('randevu.takvim.tahsilat.indirimHata'));
    if (tutarlar.some((x) => x === null) || veresiyeKurus === null) return setHata(t('randevu.takvim.tahsilat.tutarHata'));
    if (kalan !== 0) return setHata(t('randevu.takvim.tahsilat.kalanHata', { kalan: formatKurus(Math.abs(kalan)) }));
    const odemeler = satirlar.map((s, i) => ({ yontem: s.yontem, tutarKurus: (tutarlar[i] ?? 0) - (i === nakitIndex ? paraUstu : 0) })).filter((o) => o.tutarKurus > 0);
    onGonder({ indirim: { tur: indirimTur, deger: indirimTur === 'tutar' ? indirim : Number(indirimMetni.replace(',', '.') || 0) }, odemeler, veresiyeKurus: veresiyeKurus ?? 0 });
  }

  return (
    <div className="rt-tahsilat" data-testid="tahsilat-form">
      <p>{t('randevu.takvim.tahsilat.fiyat')}: <strong>{formatKurus(fiyat)}</strong></p>
      <div className="rt-tahsilat-satir">
        <label className="field"><span>{t('randevu.takvim.tahsilat.indirim')}</span>
          <input className="input" inputMode="decimal" value={indirimMetni} onChange={(e) => { setHata(null); setIndirimMetni(e.target.value); }} aria-invalid={indirim === null || (indirim ?? 0) > fiyat} data-testid="tahsilat-indirim" /></label>
        <label className="field"><span>{t('randevu.takvim.tahsilat.indirimTuru')}</span>
          <select className="input" value={indirimTur} onChange={(e) => setIndirimTur(e.target.value as 'tutar' | 'yuzde')} data-testid="tahsilat-indirim-tur">
            <option value="tutar">₺</option><option value="yuzde">%</option>
          </select></label>
      </div>
      <p><strong data-testid="tahsilat-odenecek">{t('randevu.takvim.tahsilEdilecek', { tutar: formatKurus(odenecek) })}</strong></p>
      {satirlar.map((s, i) => (
        <div key={i} className="rt-tahsilat-satir">
          <label className="field"><span>{t('randevu.takvim.tahsilat.yontem')}</span>
            <select className="input" value={s.yontem} onChange={(e) => degistir(i, { yontem: e.target.value as OdemeYontemi })} data-testid={`tahsilat-yontem-${i}`}>
              {yontemler.filter((y) => y === s.yontem || !satirlar.some((x) => x.yontem === y)).map((y) => <option key={y} value={y}>{t(`kasa.odeme.${y}`)}</option>)}
            </select></label>
          <label className="field"><span>{t('randevu.takvim.tahsilat.tutar')}</span>
            <input className="input" inputMode="decimal" value={gorunen[i]} onChange={(e) => degistir(i, { tutar: e.target.value })} aria-invalid={tutarlar[i] === null} data-testid={`tahsilat-tutar-${i}`} /></label>
          {satirlar.length > 1 && <button type="button" className="btn btn-small" onClick={() => { if (i === 0) setIlkElle(true); setSatirlar(satirlar.filter((_, j) => j !== i)); }}>{t('randevu.takvim.tahsilat.sil')}</button>}
        </div>
      ))}
      {bosYontem && <button type="button" className="btn btn-small" onClick={() => setSatirlar([...satirlar, { yontem: bosYontem, tutar: '' }])} data-testid="tahsilat-satir-ekle">{t('randevu.takvim.tahsilat.satirEkle')}</button>}
      {veresiyeOlur && (
        <label className="field"><span>{t('randevu.takvim.tahsilat.veresiye')}</span>
          <input className="input" inputMode="decimal" value={veresiye} onChange={(e) => { setHata(null); setVeresiye(e.target.value); }} aria-invalid={veresiyeKurus === null} data-testid="tahsilat-veresiye" /></label>
      )}
      <p aria-live="polite" data-testid="tahsilat-ozet">
        {kalan > 0 && <>{t('randevu.takvim.tahsilat.kalan', { tutar: formatKurus(kalan) })} </>}
        {paraUstu > 0 && <strong>{t('randevu.takvim.tahsilat.paraUstu', { tutar: formatKurus(paraUstu) })}</strong>}
      </p>
      <p className="field-error" role="alert">{hata}</p>
      <div className="row-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={gonder} data-testid="tamamla-onay">{t('randevu.takvim.islem.tamamla')}</button>
        <button type="button" className="btn btn-small" onClick={onVazgec}>{t('common.cancel')}</button>
      </div>
    </div>
  );
}
