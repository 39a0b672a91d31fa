import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { api, type ApiCallError } from '@api/client';
import { withLoader } from '@stores/loader';
import { $session, patchSession } from '@stores/session';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { useT } from '../hooks';

/** Top-bar button + dialog for the user's own name and password (PUT /api/auth/profil). */
export function ProfilButton() {
  const t = useT();
  const session = useStore($session);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ adSoyad: '', mevcutSifre: '', yeniSifre: '' });
  const [error, setError] = useState<string | null>(null);

  function start() {
    setError(null);
    setForm({ adSoyad: session.userInfo?.adSoyad ?? '', mevcutSifre: '', yeniSifre: '' });
    setOpen(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await withLoader(() => api.put<{ adSoyad: string }>('/auth/profil', form));
      if (session.userInfo) patchSession({ userInfo: { ...session.userInfo, adSoyad: answer.adSoyad } });
      toast('success', t('common.saved'));
      setOpen(false);
    } catch (caught) {
      setError((caught as ApiCallError).message);
    }
  }

  return (
    <>
      <button type="button" className="icon-btn" onClick={start} aria-label={t('profile.title')} data-testid="profile-open"><Icon name="user" /></button>
      <Dialog title={t('profile.title')} open={open} onClose={() => setOpen(false)}>
        <form className="form" onSubmit={(event) => void save(event)} noValidate>
          <label className="field"><span>{t('users.fullName')} <span className="req" aria-hidden="true">*</span></span>
            <input className="input" required autoComplete="name" value={form.adSoyad} onChange={(event) => setForm({ ...form, adSoyad: event.target.value })} /></label>
          <label className="field"><span>{t('profile.newPassword')}</span>
            <input className="input" type="password" autoComplete="new-password" value={form.yeniSifre} onChange={(event) => setForm({ ...form, yeniSifre: event.target.value })} aria-describedby="profile-hint" />
            <small id="profile-hint" className="muted">{t('profile.newPasswordHint')}</small></label>
          {form.yeniSifre && (
            <label className="field"><span>{t('profile.currentPassword')} <span className="req" aria-hidden="true">*</span></span>
              <input className="input" type="password" autoComplete="current-password" value={form.mevcutSifre} onChange={(event) => setForm({ ...form, mevcutSifre: event.target.value })} /></label>
          )}
          <p className="field-error" role="alert">{error}</p>
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => setOpen(false)}>{t('common.cancel')}</button>
            <button type="submit" className="btn btn-primary" data-testid="profile-save">{t('common.save')}</button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
