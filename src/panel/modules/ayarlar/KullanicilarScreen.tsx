import '@lib/i18n/ayarlar';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { kullaniciApi } from '@api/ayarlar';
import { ApiCallError } from '@api/client';
import { $permissionSet } from '../../../stores/auth';
import { withLoader } from '../../../stores/loader';
import { $session } from '../../../stores/session';
import { toast } from '../../../stores/toasts';
import { Alan } from '@panel/ui/Alan';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { FormSonu } from '@panel/ui/FormSonu';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '../../hooks';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { KullaniciEkleSchema, KullaniciGuncelleSchema } from '@lib/schemas/ayarlar';
import type * as v from 'valibot';
import { useApiData } from '../../useApiData';
import { MevcutHesapDialog, type MevcutHesap } from './MevcutHesapDialog';
import { DestekKayitlari } from './DestekKayitlari';
import { onayla } from '@stores/onay';

interface Kullanici {
  id: number;
  adSoyad: string;
  email: string;
  aktif: boolean;
  yetkiSetiId: number | null;
  yetkiSetiAd: string | null;
  digerIsletmeler: boolean;
  sonGiris: string | null;
  ben: boolean;
}
type Draft = { id: number | null; adSoyad: string; email: string; sifre: string; yetkiSetiId: string };

const KEY = 'isletme:ayarlar:yonetim:kullanici';

/** /isletme/ayarlar/yonetim/kullanici: the venue's operators (list, add, update, disable). */
export default function KullanicilarScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const session = useStore($session);
  const venueName = session.userInfo?.isletmeler.find((venue) => venue.id === session.selectedIsletmeId)?.ad ?? '';
  const { data, error, reload } = useApiData<Kullanici[]>(kullaniciApi.liste);
  const sets = useApiData<{ id: number; ad: string }[]>(kullaniciApi.yetkiSecenekleri);
  const setOptions = (sets.data ?? []).map((set) => ({ value: String(set.id), label: set.ad }));
  const [draft, setDraft] = useState<Draft | null>(null);
  const f = useAlanHatalari<v.GenericSchema>(draft?.id ? KullaniciGuncelleSchema : KullaniciEkleSchema,
    draft && { adSoyad: draft.adSoyad, email: draft.email, sifre: draft.sifre, yetkiSetiId: draft.yetkiSetiId ? Number(draft.yetkiSetiId) : null },
    { kodAlani: { EMAIL_TAKEN: 'email', ALREADY_MEMBER: 'email' } });
  const [mevcut, setMevcut] = useState<MevcutHesap | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(() => kullaniciApi.kaydet(draft.id, body));
      toast('success', t('common.saved'));
      setDraft(null);
      await reload();
    } catch (caught) {
      // another venue's operator: ask before adding that account here (its name and password stay theirs)
      if (draft.id === null && (caught as ApiCallError).errorCode === 'ACCOUNT_EXISTS') {
        setDraft(null);
        setMevcut({ email: draft.email.trim().toLowerCase(), yetkiSetiId: draft.yetkiSetiId });
        return;
      }
      f.sunucuHatasi(caught);
    }
  }

  async function setActive(user: Kullanici, aktif: boolean) {
    if (!aktif && !(await onayla(t('ayarlar.kullanici.confirmDisable', { ad: user.adSoyad }), { tehlikeli: true }))) return;
    try {
      await withLoader(() => kullaniciApi.durum(user.id, aktif));
      toast('success', aktif ? t('ayarlar.kullanici.enabled') : t('ayarlar.kullanici.disabled'));
      await reload();
    } catch (caught) {
      toast('error', (caught as ApiCallError).message);
    }
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.ayarlar.kullanici')}</h1>
          <p className="muted">{t('ayarlar.kullanici.subtitle', { isletme: venueName })}</p>
        </div>
        {can.has(`${KEY}:ekle`) && (
          <button type="button" className="btn btn-primary" data-testid="user-add" onClick={() => { f.sifirla(); setDraft({ id: null, adSoyad: '', email: '', sifre: '', yetkiSetiId: '' }); }}>
            <Icon name="plus" size={18} />{t('ayarlar.kullanici.add')}
          </button>
        )}
      </header>
      {data && (
        <Tablo testId="user-table" satirlar={data} satirAnahtari={(user) => user.id} satirOzellik={(user) => ({ className: user.aktif ? undefined : 'row-passive' })} bos={t('ayarlar.kullanici.empty')} kolonlar={[
          { anahtar: 'ad', baslik: t('profile.fullName'), satirBasligi: true, hucre: (user) => <>{user.adSoyad}{user.ben && <span className="badge">{t('ayarlar.kullanici.you')}</span>}</> },
          { anahtar: 'email', baslik: t('ayarlar.kullanici.email'), hucre: (user) => user.email },
          { anahtar: 'set', baslik: t('ayarlar.kullanici.permissionSet'), hucre: (user) => user.yetkiSetiAd ?? <span className="muted">{t('ayarlar.kullanici.noSet')}</span> },
          { anahtar: 'durum', baslik: t('common.status'), hucre: (user) => <span className={`status ${user.aktif ? 'status-on' : 'status-off'}`}>{user.aktif ? t('common.active') : t('common.passive')}</span> },
          { anahtar: 'islem', baslik: t('common.actions'), islemler: true, hucre: (user) => can.has(`${KEY}:guncelle`) && (
            <>
              <button type="button" className="btn btn-small" onClick={() => { f.sifirla(); setDraft({ id: user.id, adSoyad: user.adSoyad, email: user.email, sifre: '', yetkiSetiId: user.yetkiSetiId ? String(user.yetkiSetiId) : '' }); }}>
                <Icon name="edit" size={16} />{t('common.edit')}
              </button>
              {!user.ben && (
                <button type="button" className="btn btn-small" onClick={() => void setActive(user, !user.aktif)} data-testid={`user-toggle-${user.id}`}>
                  {user.aktif ? t('ayarlar.kullanici.disable') : t('ayarlar.kullanici.enable')}
                </button>
              )}
            </>
          ) },
        ]} />
      )}
      <Dialog title={draft?.id ? t('ayarlar.kullanici.edit') : t('ayarlar.kullanici.add')} open={draft !== null} onClose={() => setDraft(null)}>
        {draft && (
          <form ref={f.formRef} className="form" onSubmit={(event) => void save(event)} noValidate>
            <Alan f={f} ad="adSoyad" etiket={t('profile.fullName')} zorunlu>
              {(alan) => <input className="input" name="adSoyad" required autoComplete="name" value={draft.adSoyad} onChange={(event) => setDraft({ ...draft, adSoyad: event.target.value })} {...alan} data-testid="user-adSoyad" />}
            </Alan>
            <Alan f={f} ad="email" etiket={t('ayarlar.kullanici.email')} zorunlu>
              {(alan) => <input className="input" name="email" type="email" required autoComplete="off" value={draft.email} onChange={(event) => setDraft({ ...draft, email: event.target.value })} {...alan} data-testid="user-email" />}
            </Alan>
            <Alan f={f} ad="sifre" etiket={t('ayarlar.kullanici.password')} zorunlu={draft.id === null} ipucu={draft.id !== null && t('ayarlar.kullanici.passwordHint')}>
              {(alan) => <input className="input" name="sifre" type="password" autoComplete="new-password" required={draft.id === null} value={draft.sifre} onChange={(event) => setDraft({ ...draft, sifre: event.target.value })} {...alan} data-testid="user-sifre" />}
            </Alan>
            <div data-alan="yetkiSetiId"><Dropdown label={t('ayarlar.kullanici.permissionSet')} value={draft.yetkiSetiId} searchable options={[{ value: '', label: t('ayarlar.kullanici.noSet') }, ...setOptions]} onChange={(value) => setDraft({ ...draft, yetkiSetiId: value })} name="yetkiSetiId" error={f.hataMetni('yetkiSetiId')} /></div>
            <FormSonu f={f} onVazgec={() => setDraft(null)} kaydetTestId="user-save" />
          </form>
        )}
      </Dialog>
      <DestekKayitlari />
      <MevcutHesapDialog hesap={mevcut} isletme={venueName} setOptions={setOptions} onClose={() => setMevcut(null)} onAdded={() => { setMevcut(null); void reload(); }} />
    </section>
  );
}
