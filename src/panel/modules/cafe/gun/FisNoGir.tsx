import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import type { AdisyonOdemesi, FissizOdeme } from '@lib/schemas/cafe/gun';
import { FIS_NO_UZUNLUK } from '@lib/schemas/cafe/islem';
import { hataMetni } from '@api/client';
import { gunApi, islemKimligi } from '@api/cafe/gun';
import { useT } from '@panel/hooks';
import { $lang } from '@stores/language';
import { zamanGoster } from '@panel/modules/kasa/ortak';

/**
 * The receipt numbers of a check's payments taken without one, typed in from the register's copies before the day
 * closes; each saved number takes its payment off the list.
 */
export function FisNoGir({ adisyonNo, odemeler, saatDilimi, onKaydedildi }: {
  adisyonNo: number; odemeler: FissizOdeme[]; saatDilimi: string; onKaydedildi: () => void;
}) {
  return (
    <ul className="cg-fisno-liste">
      {odemeler.map((o) => <li key={o.id}><FisNoSatiri adisyonNo={adisyonNo} odeme={o} saatDilimi={saatDilimi} onKaydedildi={onKaydedildi} /></li>)}
    </ul>
  );
}

function FisNoSatiri({ adisyonNo, odeme, saatDilimi, onKaydedildi }: { adisyonNo: number; odeme: FissizOdeme; saatDilimi: string; onKaydedildi: () => void }) {
  const t = useT();
  const lang = useStore($lang);
  const [fisNo, setFisNo] = useState('');
  const [hata, setHata] = useState<string | null>(null);
  const [gonderiliyor, setGonderiliyor] = useState(false);
  // a retry of the same press keeps its id: the venue's object applies it once
  const [islemId, setIslemId] = useState(islemKimligi);
  const alanId = `cg-fisno-${odeme.id}`;
  const kaydet = async () => {
    const deger = fisNo.trim().toUpperCase();
    if (!deger || !/^[0-9A-Z/-]+$/.test(deger)) return setHata(t('cafe.v.fisNo'));
    setHata(null);
    setGonderiliyor(true);
    try {
      await gunApi.odemeFisNo(odeme.id, deger, islemId);
      onKaydedildi();
    } catch (e) {
      setHata(hataMetni(e));
      setIslemId(islemKimligi());
    } finally {
      setGonderiliyor(false);
    }
  };
  const etiket = t('cafe.gun.gs.fisNoEtiket', {
    no: adisyonNo, odeme: t(`cafe.gun.odeme.${odeme.odeme as AdisyonOdemesi}`), tutar: formatKurus(odeme.tutarKurus), saat: zamanGoster(odeme.zaman, lang, saatDilimi, 'time'),
  });
  return (
    <form className="cg-fisno" onSubmit={(e) => { e.preventDefault(); void kaydet(); }} data-testid={`cg-fisno-${odeme.id}`}>
      <label htmlFor={alanId}>{etiket}</label>
      <span className="cg-fisno-giris">
        <input id={alanId} className="input" value={fisNo} maxLength={FIS_NO_UZUNLUK} autoComplete="off" inputMode="text" onChange={(e) => setFisNo(e.target.value)}
          aria-invalid={hata ? true : undefined} aria-describedby={hata ? `${alanId}-hata` : undefined} />
        <button type="submit" className="btn btn-secondary" disabled={gonderiliyor}>{t('cafe.gun.gs.fisNoKaydet')}</button>
      </span>
      {hata && <span className="cg-hata" id={`${alanId}-hata`} role="alert">{hata}</span>}
    </form>
  );
}
