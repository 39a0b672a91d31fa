import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { api } from '@api/client';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { formatKurus } from '@lib/para';
import { ODEME_TURLERI, PaketSatisSchema, sonGunHesapla, type MusteriSonucu, type OdemeTuru, type Paket, type SatisSonucu } from '@lib/schemas/randevu/hizmet';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { ORTA, gunMetni } from '@lib/zaman/bicim';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { useZaman } from '@panel/ui/useZaman';
import { MusteriArama } from '@panel/modules/musteri/MusteriArama';
import { API } from './hizmet-ortak';
import '@styles/panel-ui.css';

type Odeme = OdemeTuru | 'veresiye';
const ODEMELER: readonly Odeme[] = [...ODEME_TURLERI, 'veresiye'];

/** Sells a package to a customer: pick the customer, the payment (cash book) or on account (customer debt). */
export function PaketSatisDialog({ paket, hizmetAd, onClose, onSold }: { paket: Paket; hizmetAd: ReadonlyMap<number, string>; onClose: () => void; onSold: (musteri: MusteriSonucu) => void }) {
  const t = useT();
  const lang = useStore($lang);
  // the preview counts from the venue's today, as the server does
  const zaman = useZaman();
  const [musteri, setMusteri] = useState<MusteriSonucu | null>(null);
  const [odeme, setOdeme] = useState<Odeme | null>(null);
  const ucretsiz = paket.fiyatKurus === 0;
  // nothing chosen yet: the blank values fail the shared schema; the form says what to do instead
  const f = useAlanHatalari(PaketSatisSchema, { musteriId: musteri?.id ?? 0, odeme: ucretsiz || odeme === 'veresiye' ? null : odeme ?? '' }, {
    ek: () => ({ ...(musteri ? {} : { musteriId: 'randevu.hizmet.satis.musteriSecin' }), ...(ucretsiz || odeme ? {} : { odeme: 'randevu.hizmet.satis.odemeSecin' }) }),
  });
  const sonGun = sonGunHesapla(zaman.bugun(), paket.gecerlilikGun);
  const tutar = formatKurus(paket.fiyatKurus);

  async function sat(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde || !musteri) return;
    try {
      await withLoader(() => api.post<SatisSonucu>(`${API}/paketler/${paket.id}/sat`, govde));
      toast('success', t('randevu.hizmet.satis.basarili', { musteri: musteri.adSoyad, paket: paket.ad }));
      onSold(musteri);
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={t('randevu.hizmet.satis.title', { ad: paket.ad })} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(event) => void sat(event)} noValidate>
        <div className="rh-satis-ozet">
          <p className="rh-satis-fiyat"><strong className="qm-price">{tutar}</strong></p>
          <p className="muted rh-small">{paket.hizmetler.map((h) => t('randevu.hizmet.seansli', { ad: hizmetAd.get(h.hizmetId) ?? '', sayi: h.seans })).join(', ')}</p>
          <p className="muted rh-small">{sonGun ? t('randevu.hizmet.satis.sonGun', { tarih: gunMetni(sonGun, lang, ORTA) }) : t('randevu.hizmet.satis.suresiz')}</p>
        </div>
        {musteri ? (
          <div className="rh-secili" data-testid="satis-musteri">
            <span><span className="muted rh-small rh-block">{t('randevu.hizmet.satis.secildi')}</span><strong>{musteri.adSoyad}</strong> <span className="muted">{telefonGoster(musteri.telefon)}</span></span>
            <button type="button" className="btn btn-small" onClick={() => setMusteri(null)}>{t('randevu.hizmet.satis.degistir')}</button>
          </div>
        ) : (
          <MusteriArama label={t('randevu.hizmet.satis.musteri')} onSec={setMusteri} autoFocus testId="satis-musteri-ara" isaret={f.alan('musteriId')} />
        )}
        {f.hata('musteriId')}
        {!ucretsiz && (
          <fieldset className="rh-odeme" {...f.alan('odeme')} tabIndex={-1}>
            <legend>{t('randevu.hizmet.satis.odeme')}</legend>
            {ODEMELER.map((o) => (
              <label key={o} className={`qm-chip${odeme === o ? ' on' : ''}`}>
                <input type="radio" name="odeme" value={o} checked={odeme === o} onChange={() => setOdeme(o)} data-testid={`satis-odeme-${o}`} />
                {t(`randevu.hizmet.odeme.${o}`)}
              </label>
            ))}
          </fieldset>
        )}
        {!ucretsiz && f.hata('odeme')}
        <p className="muted rh-small" aria-live="polite">
          {ucretsiz ? t('randevu.hizmet.satis.ucretsiz') : odeme === 'veresiye' ? t('randevu.hizmet.satis.cariNotu', { tutar }) : odeme ? t('randevu.hizmet.satis.kasaNotu', { tutar }) : ''}
        </p>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="satis-onay">{t('randevu.hizmet.satis.onay')}</button>
        </div>
      </form>
    </Dialog>
  );
}
