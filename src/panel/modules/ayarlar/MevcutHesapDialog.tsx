import { useEffect, useState } from 'react';
import type { DropdownOption } from '../../../lib/dropdown';
import { kullaniciApi } from '@api/ayarlar';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { useT } from '../../hooks';
import { islem } from '@api/islem';

/** What the add form had when the API answered ACCOUNT_EXISTS. */
export interface MevcutHesap {
  email: string;
  yetkiSetiId: string;
}

/**
 * The add form's e-mail already has an operator account elsewhere: offer to add that account to this venue
 * with a set (POST /isletme/kullanicilar/mevcut). Only the membership is made; the typed password is dropped.
 */
export function MevcutHesapDialog({ hesap, isletme, setOptions, onClose, onAdded }: {
  hesap: MevcutHesap | null;
  isletme: string;
  setOptions: readonly DropdownOption[];
  onClose: () => void;
  onAdded: () => void;
}) {
  const t = useT();
  const [yetkiSetiId, setYetkiSetiId] = useState('');
  useEffect(() => setYetkiSetiId(hesap?.yetkiSetiId ?? ''), [hesap]);

  async function ekle() {
    if (!hesap) return;
    const body = { email: hesap.email, yetkiSetiId: yetkiSetiId ? Number(yetkiSetiId) : null };
    if (await islem(() => kullaniciApi.mevcutEkle(body), t('ayarlar.kullanici.existingAdded'))) onAdded();
  }

  return (
    <Dialog title={t('ayarlar.kullanici.existingTitle')} open={hesap !== null} onClose={onClose}>
      {hesap && (
        <div className="form" data-testid="user-existing">
          <p>{t('ayarlar.kullanici.existingLead', { email: hesap.email, isletme })}</p>
          <p className="muted">{t('ayarlar.kullanici.existingKeeps')}</p>
          <Dropdown label={t('ayarlar.kullanici.permissionSet')} value={yetkiSetiId} searchable options={[{ value: '', label: t('ayarlar.kullanici.noSet') }, ...setOptions]} onChange={setYetkiSetiId} name="mevcutYetkiSetiId" />
          <div className="form-actions">
            <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
            <button type="button" className="btn btn-primary" data-testid="user-existing-confirm" onClick={() => void ekle()}>{t('ayarlar.kullanici.existingConfirm')}</button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
