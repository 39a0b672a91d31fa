import { useState, type FormEvent } from 'react';
import '@lib/i18n/destek';
import '@styles/destek.css';
import { destekApi } from '@api/destek';
import { DestekBaslatSchema } from '@lib/schemas/destek';
import { withLoader } from '@stores/loader';
import { Dialog } from '@panel/ui/Dialog';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useT } from '@panel/hooks';

/**
 * "View as" a venue: the reason (the owner reads it) and the owner's consent to changes; starting opens the business
 * panel as that venue. Open while `isletmeId` is set (the venues screen's row action, the dashboard's support card).
 */
export function DestekBaslat({ isletmeId, isletmeAdi, onClose }: { isletmeId: number | null; isletmeAdi: string; onClose: () => void }) {
  const t = useT();
  const [neden, setNeden] = useState('');
  const [sahipOnayi, setSahipOnayi] = useState(false);
  const f = useAlanHatalari(DestekBaslatSchema, { isletmeId: isletmeId ?? 0, neden, sahipOnayi });

  function kapat() {
    setNeden('');
    setSahipOnayi(false);
    f.sifirla();
    onClose();
  }

  async function baslat(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(() => destekApi.baslat(body));
      location.assign('/isletme/dashboard');
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={t('destek.olarakAcEtiket', { ad: isletmeAdi })} open={isletmeId !== null} onClose={kapat}>
      <form ref={f.formRef} className="form" onSubmit={(event) => void baslat(event)} noValidate data-testid="destek-form">
        <p className="muted">{t('destek.aciklama')}</p>
        <label className="field"><span>{t('destek.neden')} <span className="req" aria-hidden="true">*</span></span>
          <textarea className="input" name="neden" rows={3} required maxLength={500} value={neden} onChange={(event) => { setNeden(event.target.value); f.setFormHatasi(null); }} {...f.alan('neden', 'destek-neden-ipucu')} data-testid="destek-neden" />
          <small id="destek-neden-ipucu" className="muted">{t('destek.nedenIpucu')}</small>{f.hata('neden')}</label>
        <label className="destek-onay">
          <input type="checkbox" name="sahipOnayi" checked={sahipOnayi} onChange={(event) => setSahipOnayi(event.target.checked)} aria-describedby="destek-onay-ipucu" data-testid="destek-onay" />
          <span>{t('destek.sahipOnayi')}</span>
        </label>
        <small id="destek-onay-ipucu" className="muted">{t('destek.sahipOnayiIpucu')}</small>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={kapat}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="destek-baslat">{t('destek.baslat')}</button>
        </div>
      </form>
    </Dialog>
  );
}
