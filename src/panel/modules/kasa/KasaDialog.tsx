import '@lib/i18n/kasa';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatKurus, parseLira } from '@lib/para';
import type { CariMusteri } from '@lib/schemas/cari';
import { KASA_TURLERI, KasaGirdiSchema, type KasaSatiri, type KasaTuru } from '@lib/schemas/kasa';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';
import { isoYerelMetin } from '@lib/zaman/yerel';
import { $lang } from '@stores/language';
import { toast } from '@stores/toasts';
import { ApiCallError } from '@api/client';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useKasaBaglami } from './kasa-baglam';
import { MusteriSec, gunGoster } from './ortak';
import { Secenekler, TutarAlani, liraMetni } from './form';
import { TarihSaatGirdisi } from '@panel/ui/TarihSaatGirdisi';

/**
 * Add / edit one cash movement; amounts are typed in lira and sent in kuruş. A movement dated in a closed business day
 * is refused (409 DAY_CLOSED): the form then offers to enter the correction today, as a new movement noting that day.
 */
export function KasaDialog({ satir, kasaTuru, saatDilimi, odemeYontemleri, onClose, onSaved }: {
  satir: KasaSatiri | null;
  kasaTuru: KasaTuru;
  saatDilimi: string;
  /** what the venue offers (parameters); an edited row keeps its own method even if no longer offered */
  odemeYontemleri: readonly OdemeYontemi[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { api: kasa } = useKasaBaglami();
  const [tur, setTur] = useState<KasaTuru>(kasaTuru);
  const secilebilir = ODEME_YONTEMLERI.filter((y) => odemeYontemleri.includes(y) || y === satir?.odeme);
  const [odeme, setOdeme] = useState<OdemeYontemi>(satir?.odeme ?? secilebilir[0] ?? 'nakit');
  const [tutar, setTutar] = useState(satir ? liraMetni(satir.tutarKurus) : '');
  const [tarih, setTarih] = useState(isoYerelMetin(satir?.tarih ?? Date.now(), saatDilimi));
  const [aciklama, setAciklama] = useState(satir?.aciklama ?? '');
  const [musteri, setMusteri] = useState<CariMusteri | null>(satir?.musteri ? { ...satir.musteri, telefon: '', bakiyeKurus: 0, hareketSayisi: 0 } : null);
  const [kaydediliyor, setKaydediliyor] = useState(false);
  const lang = useStore($lang);
  /** the closed business day the server named, while its refusal is shown */
  const [kapaliGun, setKapaliGun] = useState<string | null>(null);
  /** an edit turned into a correction in the open day: saved as a new movement */
  const [duzeltme, setDuzeltme] = useState(false);
  const guncelleme = satir !== null && !duzeltme;
  const bugunRef = useRef<HTMLButtonElement>(null);
  // on a phone the refusal sits below the fold of the dialog: bring it and its way out into view
  useEffect(() => { if (kapaliGun !== null) bugunRef.current?.scrollIntoView({ block: 'center' }); }, [kapaliGun]);
  const kurus = parseLira(tutar);
  const f = useAlanHatalari(KasaGirdiSchema, { tur, odeme, tutarKurus: kurus ?? Number.NaN, tarih, aciklama, musteriId: musteri?.id ?? null });

  async function gonder(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde) return;
    setKaydediliyor(true);
    try {
      if (guncelleme) await kasa.kasaGuncelle(satir.id, govde);
      else await kasa.kasaEkle(govde);
      toast('success', t('common.saved'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
      const kapali = caught instanceof ApiCallError && caught.errorCode === 'DAY_CLOSED' ? (caught.data as { isGunu?: string } | undefined)?.isGunu : undefined;
      setKapaliGun(kapali ?? null);
    } finally {
      setKaydediliyor(false);
    }
  }

  function bugunGir() {
    if (kapaliGun === null) return;
    const not = t('kasa.duzeltmeNotu', { gun: gunGoster(kapaliGun, lang) });
    setTarih(isoYerelMetin(Date.now(), saatDilimi));
    setAciklama((a) => (a.startsWith(not) ? a : a ? `${not} · ${a}` : not).slice(0, 500));
    setDuzeltme(true);
    setKapaliGun(null);
    f.setFormHatasi(null);
  }

  const baslik = guncelleme ? t('kasa.duzenle') : tur === 'gelir' ? t('kasa.yeniGelir') : t('kasa.yeniGider');
  return (
    <Dialog title={baslik} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(event) => void gonder(event)} noValidate data-testid="kasa-form">
        {guncelleme && satir.randevu && <p className="rf-bilgi" data-testid="kasa-randevu-uyari">{t('kasa.randevuBagli', { kod: satir.randevu.kod })}</p>}
        <Secenekler etiket={t('kasa.tur')} ad="kasa-tur" deger={tur} secenekler={KASA_TURLERI.map((k) => ({ deger: k, etiket: t(`kasa.tur.${k}`) }))} onChange={setTur} testId="kasa-tur" />
        <div className="form-row">
          <TutarAlani deger={tutar} onChange={setTutar} kurus={kurus} testId="kasa-tutar" isaret={f.alan('tutarKurus')} hata={f.hata('tutarKurus')} />
          <div><TarihSaatGirdisi label={t('kasa.tarihSaat')} required value={tarih} onChange={setTarih} isaret={f.alan('tarih')} testId="kasa-tarih" />{f.hata('tarih')}</div>
        </div>
        <Secenekler etiket={t('kasa.odeme')} ad="kasa-odeme" deger={odeme} secenekler={secilebilir.map((k) => ({ deger: k, etiket: t(`kasa.odeme.${k}`) }))} onChange={setOdeme} testId="kasa-odeme" />
        <label className="field"><span>{t('common.description')}</span>
          <input className="input" maxLength={500} value={aciklama} onChange={(e) => setAciklama(e.target.value)} placeholder={t(tur === 'gelir' ? 'kasa.aciklamaGelirIpucu' : 'kasa.aciklamaGiderIpucu')} {...f.alan('aciklama')} data-testid="kasa-aciklama" />{f.hata('aciklama')}</label>
        <MusteriSec etiket={t('kasa.musteriOpsiyonel')} secili={musteri} onSec={setMusteri} ara={kasa.kasaMusteriAra} testId="kasa-musteri" isaret={f.alan('musteriId')} hataNode={f.hata('musteriId')} />
        <p className="field-error" role="alert" data-testid="kasa-hata">{f.formHatasi}</p>
        {kapaliGun !== null && <button ref={bugunRef} type="button" className="btn kasa-bugune" onClick={bugunGir} data-testid="kasa-bugune-gir">{t('kasa.duzeltmeBugune')}</button>}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={kaydediliyor} data-testid="kasa-kaydet">
            {kurus !== null && kurus > 0 ? t('kasa.kaydetTutar', { tutar: formatKurus(kurus) }) : t('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
