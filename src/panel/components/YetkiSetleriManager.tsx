import '@lib/i18n/ayarlar';
import { useState, type FormEvent } from 'react';
import { api, ApiCallError } from '@api/client';
import type { MessageKey } from '@lib/i18n/translate';
import type { MenuItem } from '@lib/permissions';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { PermissionTreeEditor } from './PermissionTreeEditor';
import { useT } from '../hooks';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { YetkiSetiSchema } from '@lib/schemas/ayarlar';
import { useApiData } from '../useApiData';
import { onayla } from '@stores/onay';

export interface YetkiSeti {
  id: number;
  ad: string;
  aciklama: string;
  kapsam: 'isletme' | 'admin';
  yetkiler: string[];
  kullaniciSayisi: number;
}

interface Props {
  /** API base, e.g. /isletme/yetki-setleri */
  base: string;
  title: string;
  subtitle: string;
  treeFor: (kapsam: 'isletme' | 'admin') => readonly MenuItem[];
  /** admin templates choose a scope; venue sets are always 'isletme' */
  scopes: ('isletme' | 'admin')[];
  can: { ekle: boolean; guncelle: boolean; sil: boolean };
  templatesPath?: string;
}

type Draft = { id: number | null; ad: string; aciklama: string; kapsam: 'isletme' | 'admin'; yetkiler: Set<string> };

/** List + editor for permission sets, shared by the venue screen and the admin templates screen. */
export function YetkiSetleriManager({ base, title, subtitle, treeFor, scopes, can, templatesPath }: Props) {
  const t = useT();
  const { data, error, reload } = useApiData<YetkiSeti[]>(base);
  const [draft, setDraft] = useState<Draft | null>(null);
  const f = useAlanHatalari(YetkiSetiSchema, draft && { ad: draft.ad, aciklama: draft.aciklama, yetkiler: [...draft.yetkiler] }, { kodAlani: { NAME_TAKEN: 'ad', UNKNOWN_PERMISSION: 'yetkiler' } });
  const templates = useApiData<YetkiSeti[]>(templatesPath ?? base);

  function startNew() {
    f.sifirla();
    setDraft({ id: null, ad: '', aciklama: '', kapsam: scopes[0]!, yetkiler: new Set() });
  }
  function startEdit(set: YetkiSeti) {
    f.sifirla();
    setDraft({ id: set.id, ad: set.ad, aciklama: set.aciklama, kapsam: set.kapsam, yetkiler: new Set(set.yetkiler) });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const gecerli = f.gonder();
    if (!gecerli) return;
    const body = { ...gecerli, ...(scopes.length > 1 ? { kapsam: draft.kapsam } : {}) };
    try {
      await withLoader(() => (draft.id ? api.put(`${base}/${draft.id}`, body) : api.post(base, body)));
      toast('success', t('common.saved'));
      setDraft(null);
      await reload();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  async function remove(set: YetkiSeti) {
    if (!(await onayla(t('ayarlar.yetki.confirmDelete', { ad: set.ad }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    try {
      await withLoader(() => api.delete(`${base}/${set.id}`));
      toast('success', t('common.deleted'));
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
          <h1>{title}</h1>
          <p className="muted">{subtitle}</p>
        </div>
        {can.ekle && <button type="button" className="btn btn-primary" onClick={startNew} data-testid="set-add"><Icon name="plus" size={18} />{t('ayarlar.yetki.add')}</button>}
      </header>
      {data && data.length === 0 && <p className="empty-lead">{t('ayarlar.yetki.empty')}</p>}
      <ul className="card-list" role="list" data-testid="set-list">
        {data?.map((set) => (
          <li key={set.id} className="card row-card">
            <div className="row-main">
              <h2 className="row-title">{set.ad}</h2>
              <p className="muted">
                {scopes.length > 1 && <span className="badge">{t(`ayarlar.yetki.scope.${set.kapsam}` as MessageKey)}</span>} {t('ayarlar.yetki.permissionCount', { sayi: set.yetkiler.length })} · {t('ayarlar.yetki.userCount', { sayi: set.kullaniciSayisi })}
              </p>
              {set.aciklama && <p>{set.aciklama}</p>}
            </div>
            <div className="row-actions">
              {can.guncelle && <button type="button" className="btn btn-small" onClick={() => startEdit(set)}><Icon name="edit" size={16} />{t('common.edit')}</button>}
              {can.sil && <button type="button" className="btn btn-small btn-danger" onClick={() => void remove(set)} aria-label={`${t('common.delete')}: ${set.ad}`}><Icon name="trash" size={16} /></button>}
            </div>
          </li>
        ))}
      </ul>
      <Dialog title={draft?.id ? t('ayarlar.yetki.edit') : t('ayarlar.yetki.add')} open={draft !== null} onClose={() => setDraft(null)} wide>
        {draft && (
          <form ref={f.formRef} onSubmit={(event) => void save(event)} className="form" noValidate>
            <div className="form-row">
              <label className="field">
                <span>{t('ayarlar.yetki.name')} <span className="req" aria-hidden="true">*</span></span>
                <input className="input" required value={draft.ad} onChange={(event) => setDraft({ ...draft, ad: event.target.value })} {...f.alan('ad')} name="ad" data-testid="set-ad" />
                {f.hata('ad')}
              </label>
              {scopes.length > 1 && (
                <Dropdown label={t('ayarlar.yetki.scope')} value={draft.kapsam} disabled={draft.id !== null} required options={scopes.map((scope) => ({ value: scope, label: t(`ayarlar.yetki.scope.${scope}` as MessageKey) }))} onChange={(value) => setDraft({ ...draft, kapsam: value as 'isletme' | 'admin', yetkiler: new Set() })} />
              )}
              {draft.id === null && templatesPath && (templates.data?.length ?? 0) > 0 && (
                <Dropdown label={t('ayarlar.yetki.fromTemplate')} value="" searchable options={(templates.data ?? []).map((set) => ({ value: String(set.id), label: set.ad }))} onChange={(value) => { const tpl = templates.data?.find((set) => String(set.id) === value); if (tpl) setDraft({ ...draft, yetkiler: new Set(tpl.yetkiler), ad: draft.ad || tpl.ad }); }} />
              )}
            </div>
            <label className="field">
              <span>{t('common.description')}</span>
              <input className="input" value={draft.aciklama} maxLength={200} onChange={(event) => setDraft({ ...draft, aciklama: event.target.value })} {...f.alan('aciklama')} />
              {f.hata('aciklama')}
            </label>
            <div {...f.alan('yetkiler')} tabIndex={-1}>
              <PermissionTreeEditor tree={treeFor(draft.kapsam)} value={draft.yetkiler} onChange={(yetkiler) => setDraft({ ...draft, yetkiler })} />
              {f.hata('yetkiler')}
            </div>
            <p id="set-error" className="field-error" role="alert">{f.formHatasi}</p>
            <div className="form-actions">
              <button type="button" className="btn" onClick={() => setDraft(null)}>{t('common.cancel')}</button>
              <button type="submit" className="btn btn-primary" data-testid="set-save">{t('common.save')}</button>
            </div>
          </form>
        )}
      </Dialog>
    </section>
  );
}
