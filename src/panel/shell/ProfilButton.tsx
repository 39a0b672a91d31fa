import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { api } from '@api/client';
import { ProfilSchema } from '@lib/schemas/ayarlar';
import { withLoader } from '@stores/loader';
import { $session, patchSession } from '@stores/session';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useT } from '../hooks';

/** Top-bar button + dialog for the user's own name and password (PUT /api/auth/profil). */
export function ProfilButton() {
  const t = useT();
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ adSoyad: '', mevcutSifre: '', yeniSifre: '' });
  const f = useAlanHatalari(ProfilSchema, form, { kodAlani: { CURRENT_PASSWORD: 'mevcutSifre' } });

  function start() {
    f.sifirla();
    setForm({ adSoyad: session.userInfo?.adSoyad ?? '', mevcutSifre: '', yeniSifre: '' });
    setOpen(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde) return;
    try {
      const answer = await withLoader(() => api.put<{ adSoyad: string }>('/auth/profil', govde));
      if (session.userInfo) patchSession({ userInfo: { ...session.userInfo, adSoyad: answer.adSoyad } });
      toast('success', t('common.saved'));
      setOpen(false);
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <>
      <button type="button" className="icon-btn" onClick={start} aria-label={t('profile.title')} data-testid="profile-open"><Icon name="user" /></button>
      <Dialog title={t('profile.title')} open={open} onClose={() => setOpen(false)}>
        <form ref={f.formRef} className="form" onSubmit={(event) => void save(event)} noValidate>
          <label className="field"><span>{t('profile.fullName')} <span className="req" aria-hidden="true">*</span></span>
            <input className="input" required autoComplete="name" value={form.adSoyad} onChange={(event) => setForm({ ...form, adSoyad: event.target.value })} {...f.alan('adSoyad')} data-testid="profile-ad" />{f.hata('adSoyad')}</label>
          <label className="field"><span>{t('profile.newPassword')}</span>
            <input className="input" type="password" autoComplete="new-password" value={form.yeniSifre} onChange={(event) => setForm({ ...form, yeniSifre: event.target.value })} {...f.alan('yeniSifre', 'profile-hint')} data-testid="profile-yeni" />
            {f.hata('yeniSifre')}
            <small id="profile-hint" className="muted">{t('profile.newPasswordHint')}</small></label>
          {form.yeniSifre && (
            <label className="field"><span>{t('profile.currentPassword')} <span className="req" aria-hidden="true">*</span></span>
              <input className="input" type="password" autoComplete="current-password" value={form.mevcutSifre} onChange={(event) => setForm({ ...form, mevcutSifre: event.target.value })} {...f.alan('mevcutSifre')} data-testid="profile-mevcut" />{f.hata('mevcutSifre')}</label>
          )}
          <p className="field-error" role="alert">{f.formHatasi}</p>
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => setOpen(false)}>{t('common.cancel')}</button>
            <button type="submit" className="btn btn-primary" data-testid="profile-save">{t('common.save')}</button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
