import '@lib/i18n/musteri';
import { useId, useState, type FormEvent } from 'react';
import { hataMetni } from '@api/client';
import { musteriApi } from '@api/musteri';
import { silmeOnayiDogru, type Musteri } from '@lib/schemas/musteri';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';

/** KVKK erase: says exactly what happens, and only goes ahead once the customer's name (or 'SİL') is typed. */
export function MusteriSilDialog({ musteri, yaklasan, onClose, onErased, yol = musteriApi.kvkkSilYolu(musteri.id) }: {
  musteri: Pick<Musteri, 'id' | 'adSoyad'>; yaklasan: number; onClose: () => void; onErased: () => void;
  /** the erase endpoint: the appointment module's, or the same erase under the CRM key */
  yol?: string;
}) {
  const t = useT();
  const id = useId();
  const [onay, setOnay] = useState('');
  const [hata, setHata] = useState<string | null>(null);
  const dogru = silmeOnayiDogru(onay, musteri.adSoyad);

  async function sil(event: FormEvent) {
    event.preventDefault();
    if (!dogru) {
      setHata(t('musteri.v.silOnay'));
      return;
    }
    try {
      const sonuc = await withLoader(() => musteriApi.kvkkSil(yol, onay));
      toast('success', t('musteri.sil.basarili', { sayi: sonuc.iptalEdilen }));
      onErased();
    } catch (caught) {
      setHata(hataMetni(caught));
    }
  }

  return (
    <Dialog title={t('musteri.kvkk.sil')} open onClose={onClose}>
      <form className="form" onSubmit={(event) => void sil(event)} noValidate data-testid="musteri-sil-form">
        <p className="rm-tehlike"><strong>{t('musteri.sil.uyari', { ad: musteri.adSoyad })}</strong></p>
        <ul className="rm-maddeler">
          <li>{t('musteri.sil.madde1')}</li>
          <li>{yaklasan > 0 ? t('musteri.sil.madde2', { sayi: yaklasan }) : t('musteri.sil.madde2Yok')}</li>
          <li>{t('musteri.sil.madde3')}</li>
        </ul>
        <label className="field"><span>{t('musteri.sil.onayLabel')}</span>
          <input className="input" value={onay} onChange={(e) => { setOnay(e.target.value); setHata(null); }} autoComplete="off" autoFocus maxLength={200}
            aria-describedby={`${id}-hata`} aria-invalid={hata ? true : undefined} placeholder={musteri.adSoyad} data-testid="musteri-sil-onay" /></label>
        <p id={`${id}-hata`} className="field-error" role="alert">{hata ?? ''}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary rm-sil-btn" disabled={!dogru} data-testid="musteri-sil-onayla">{t('musteri.sil.onayla')}</button>
        </div>
      </form>
    </Dialog>
  );
}
