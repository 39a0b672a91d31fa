import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { formatKurus, parseLira } from '@lib/menu/money';
import {
  CARI_TURLERI, CariGirdiSchema, CariGuncelleSchema, ODEME_YONTEMLERI, isoYerelMetin,
  type CariHareket, type CariMusteri, type CariTuru, type OdemeYontemi,
} from '@lib/schemas/randevu/finans';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { ilkHata } from '@panel/ui/ilkHata';
import { finansApi } from '@api/randevu/finans';
import { Secenekler, TutarAlani, liraMetni } from './finans-form';
import { MusteriSec, bakiyeMetni, hataMetni } from './finans-ortak';
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
  const [hata, setHata] = useState<string | null>(null);
  const [kaydediliyor, setKaydediliyor] = useState(false);
  const kurus = parseLira(tutar);
  const bakiye = musteri && !hareket ? musteri.bakiyeKurus : null;
  const sonra = bakiye !== null && kurus !== null && kurus > 0 ? bakiye + (tur === 'borc' ? kurus : -kurus) : null;

  async function gonder(event: FormEvent) {
    event.preventDefault();
    if (!hareket && !musteri) { setHata(t('rfinans.v.musteri')); return; }
    if (kurus === null) { setHata(t('rfinans.v.tutarBicim')); return; }
    const govde = { tur, tutarKurus: kurus, tarih, aciklama };
    const sonuc = hareket
      ? v.safeParse(CariGuncelleSchema, govde)
      : v.safeParse(CariGirdiSchema, { ...govde, musteriId: musteri!.id, kasaOdeme: tur === 'tahsilat' && kasaya ? odeme : null });
    if (!sonuc.success) { setHata(ilkHata(sonuc.issues, t as never)); return; }
    setHata(null);
    setKaydediliyor(true);
    try {
      if (hareket) {
        await finansApi.cariGuncelle(hareket.id, sonuc.output as v.InferOutput<typeof CariGuncelleSchema>);
        toast('success', t('common.saved'));
      } else {
        const yeni = await finansApi.cariEkle(sonuc.output as v.InferOutput<typeof CariGirdiSchema>);
        toast('success', yeni.kasaId ? t('rfinans.cari.kaydedildiKasa') : t('common.saved'));
      }
      onSaved(hareket ? musteri?.id ?? 0 : musteri!.id);
    } catch (caught) {
      setHata(hataMetni(caught));
    } finally {
      setKaydediliyor(false);
    }
  }

  const baslik = hareket ? t('rfinans.cari.duzenle') : tur === 'borc' ? t('rfinans.cari.borcEkle') : t('rfinans.cari.tahsilatAl');
  return (
    <Dialog title={baslik} open onClose={onClose}>
      <form className="form" onSubmit={(event) => void gonder(event)} noValidate data-testid="cari-form">
        {hareket?.randevu && <p className="rf-bilgi">{t('rfinans.cari.randevuBagli', { kod: hareket.randevu.kod })}</p>}
        {!hareket && (verilen ? (
          <div className="rf-secili" data-testid="cari-form-musteri">
            <div className="rf-secili-ad"><strong>{verilen.adSoyad}</strong></div>
            <span className="muted">{t('rfinans.cari.guncelBakiye', { bakiye: bakiyeMetni(verilen.bakiyeKurus, t) })}</span>
          </div>
        ) : (
          <MusteriSec etiket={t('rfinans.col.musteri')} secili={musteri} onSec={setMusteri} ara={finansApi.cariMusteriAra} zorunlu testId="cari-form-musteri" />
        ))}
        <Secenekler etiket={t('rfinans.tur')} ad="cari-tur" deger={tur} secenekler={CARI_TURLERI.map((k) => ({ deger: k, etiket: t(`rfinans.cariTur.${k}`) }))} onChange={setTur} testId="cari-tur" />
        <div className="form-row">
          <div className="rf-tutar-satir">
            <TutarAlani deger={tutar} onChange={(text) => { setTutar(text); setHata(null); }} kurus={kurus} testId="cari-tutar" />
            {!hareket && tur === 'tahsilat' && bakiye !== null && bakiye > 0 && (
              <button type="button" className="btn btn-small" onClick={() => setTutar(liraMetni(bakiye))} data-testid="cari-tamami">{t('rfinans.cari.tamami', { tutar: formatKurus(bakiye) })}</button>
            )}
          </div>
          <TarihSaatGirdisi label={t('rfinans.tarihSaat')} required value={tarih} onChange={setTarih} testId="cari-tarih" />
        </div>
        <label className="field"><span>{t('common.description')}</span>
          <input className="input" maxLength={500} value={aciklama} onChange={(e) => setAciklama(e.target.value)} placeholder={t(tur === 'borc' ? 'rfinans.cari.aciklamaBorcIpucu' : 'rfinans.cari.aciklamaTahsilatIpucu')} data-testid="cari-aciklama" /></label>
        {!hareket && tur === 'tahsilat' && (
          <div className="rf-kasaya">
            <label className="check"><input type="checkbox" checked={kasaya} onChange={(e) => setKasaya(e.target.checked)} data-testid="cari-kasaya" />{t('rfinans.cari.kasayaIsle')}</label>
            {kasaya && <Secenekler etiket={t('rfinans.odeme')} ad="cari-odeme" deger={odeme} secenekler={ODEME_YONTEMLERI.map((k) => ({ deger: k, etiket: t(`rfinans.odeme.${k}`) }))} onChange={setOdeme} testId="cari-odeme" />}
          </div>
        )}
        {hareket && <p className="muted rf-kucuk">{t('rfinans.cari.kasaAyri')}</p>}
        {sonra !== null && <p className="rf-sonra" data-testid="cari-sonra">{t('rfinans.cari.sonrakiBakiye', { bakiye: bakiyeMetni(sonra, t) })}</p>}
        {hata && <p className="field-error" role="alert" data-testid="cari-hata">{hata}</p>}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={kaydediliyor} data-testid="cari-kaydet">
            {kurus !== null && kurus > 0 ? t('rfinans.kaydetTutar', { tutar: formatKurus(kurus) }) : t('common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
