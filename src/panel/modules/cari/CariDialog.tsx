import '@lib/i18n/kasa';
import '@lib/i18n/cari';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { formatKurus, parseLira } from '@lib/para';
import { CARI_TURLERI, CariGirdiSchema, CariGuncelleSchema, type CariHareket, type CariMusteri, type CariTuru } from '@lib/schemas/cari';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';
import { isoYerelMetin } from '@lib/zaman/yerel';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { cariApi } from '@api/cari';
import { Secenekler, TutarAlani, liraMetni } from '@panel/modules/kasa/form';
import { MusteriSec, bakiyeMetni } from '@panel/modules/kasa/ortak';
import { TarihSaatGirdisi } from '@panel/ui/TarihSaatGirdisi';

/**
 * Add (customer given or picked here) or edit a ledger movement. A new tahsilat can also go into the cash book with
 * a payment method — one request, one batch on the server.
 */
export function CariDialog({ musteri: verilen, hareket, varsayilanTur = 'borc', saatDilimi = 'Europe/Istanbul', onClose, onSaved }: {
  musteri: CariMusteri | null;
  hareket: CariHareket | null;
  varsayilanTur?: CariTuru;
  saatDilimi?: string;
  onClose: () => void;
  onSaved: (musteriId: number) => void;
}) {
  const t = useT();
  const [musteri, setMusteri] = useState<CariMusteri | null>(verilen);
  const [tur, setTur] = useState<CariTuru>(hareket?.tur ?? varsayilanTur);
  const [tutar, setTutar] = useState(hareket ? liraMetni(hareket.tutarKurus) : '');
  const [tarih, setTarih] = useState(isoYerelMetin(hareket?.tarih ?? Date.now(), saatDilimi));
  const [aciklama, setAciklama] = useState(hareket?.aciklama ?? '');
  const [kasaya, setKasaya] = useState(true);
  const [odeme, setOdeme] = useState<OdemeYontemi>('nakit');
  const [kaydediliyor, setKaydediliyor] = useState(false);
  const kurus = parseLira(tutar);
  const bakiye = musteri && !hareket ? musteri.bakiyeKurus : null;
  const sonra = bakiye !== null && kurus !== null && kurus > 0 ? bakiye + (tur === 'borc' ? kurus : -kurus) : null;

  const ortak = { tur, tutarKurus: kurus ?? Number.NaN, tarih, aciklama };
  const f = useAlanHatalari<v.GenericSchema>(hareket ? CariGuncelleSchema : CariGirdiSchema,
    hareket ? ortak : { ...ortak, musteriId: musteri?.id ?? null, kasaOdeme: tur === 'tahsilat' && kasaya ? odeme : null });

  async function gonder(event: FormEvent) {
    event.preventDefault();
    const cikti = f.gonder();
    if (!cikti) return;
    setKaydediliyor(true);
    try {
      if (hareket) {
        await cariApi.cariGuncelle(hareket.id, cikti as v.InferOutput<typeof CariGuncelleSchema>);
        toast('success', t('common.saved'));
      } else {
        const yeni = await cariApi.cariEkle(cikti as v.InferOutput<typeof CariGirdiSchema>);
        toast('success', yeni.kasaId ? t('cari.kaydedildiKasa') : t('common.saved'));
      }
      onSaved(hareket ? musteri?.id ?? 0 : musteri!.id);
    } catch (caught) {
      f.sunucuHatasi(caught);
    } finally {
      setKaydediliyor(false);
    }
  }

  const baslik = hareket ? t('cari.duzenle') : tur === 'borc' ? t('cari.borcEkle') : t('cari.tahsilatAl');
  return (
    <Dialog title={baslik} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(event) => void gonder(event)} noValidate data-testid="cari-form">
        {hareket?.randevu && <p className="rf-bilgi">{t('cari.randevuBagli', { kod: hareket.randevu.kod })}</p>}
        {!hareket && (verilen ? (
          <div className="rf-secili" data-testid="cari-form-musteri">
            <div className="rf-secili-ad"><strong>{verilen.adSoyad}</strong></div>
            <span className="muted">{t('cari.guncelBakiye', { bakiye: bakiyeMetni(verilen.bakiyeKurus, t) })}</span>
          </div>
        ) : (
          <MusteriSec etiket={t('kasa.col.musteri')} secili={musteri} onSec={setMusteri} ara={cariApi.cariMusteriAra} zorunlu testId="cari-form-musteri" isaret={f.alan('musteriId')} hataNode={f.hata('musteriId')} />
        ))}
        <Secenekler etiket={t('kasa.tur')} ad="cari-tur" deger={tur} secenekler={CARI_TURLERI.map((k) => ({ deger: k, etiket: t(`cari.tur.${k}`) }))} onChange={setTur} testId="cari-tur" />
        <div className="form-row">
          <div className="rf-tutar-satir">
            <TutarAlani deger={tutar} onChange={setTutar} kurus={kurus} testId="cari-tutar" isaret={f.alan('tutarKurus')} hata={f.hata('tutarKurus')} />
            {!hareket && tur === 'tahsilat' && bakiye !== null && bakiye > 0 && (
              <button type="button" className="btn btn-small" onClick={() => setTutar(liraMetni(bakiye))} data-testid="cari-tamami">{t('cari.tamami', { tutar: formatKurus(bakiye) })}</button>
            )}
          </div>
          <div><TarihSaatGirdisi label={t('kasa.tarihSaat')} required value={tarih} onChange={setTarih} isaret={f.alan('tarih')} testId="cari-tarih" />{f.hata('tarih')}</div>
        </div>
        <label className="field"><span>{t('common.description')}</span>
          <input className="input" maxLength={500} value={aciklama} onChange={(e) => setAciklama(e.target.value)} placeholder={t(tur === 'borc' ? 'cari.aciklamaBorcIpucu' : 'cari.aciklamaTahsilatIpucu')} {...f.alan('aciklama')} data-testid="cari-aciklama" />{f.hata('aciklama')}</label>
        {!hareket && tur === 'tahsilat' && (
          <div className="rf-kasaya">
            <label className="check"><input type="checkbox" checked={kasaya} onChange={(e) => setKasaya(e.target.checked)} data-testid="cari-kasaya" />{t('cari.kasayaIsle')}</label>
            {kasaya && <Secenekler etiket={t('kasa.odeme')} ad="cari-odeme" deger={odeme} secenekler={ODEME_YONTEMLERI.map((k) => ({ deger: k, etiket: t(`kasa.odeme.${k}`) }))} onChange={setOdeme} testId="cari-odeme" />}
          </div>
        )}
        {hareket && <p className="muted rf-kucuk">{t('cari.kasaAyri')}</p>}
        {sonra !== null && <p className="rf-sonra" data-testid="cari-sonra">{t('cari.sonrakiBakiye', { bakiye: bakiyeMetni(sonra, t) })}</p>}
        <p className="field-error" role="alert" data-testid="cari-hata">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={kaydediliyor} data-testid="cari-kaydet">
            {kurus !== null && kurus > 0 ? t('kasa.kaydetTutar', { tutar: formatKurus(kurus) }) : t('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
