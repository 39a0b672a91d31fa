import '@lib/i18n/qrmenu';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type DragEvent, type FormEvent } from 'react';
import { ApiCallError, hataMetni } from '@api/client';
import { qrApi } from '@api/qrmenu';
import { metin, type CokDilliMetin } from '@lib/menu/text';
import { KategoriSchema, type Kategori } from '@lib/schemas/qrmenu';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Anahtar } from '@panel/ui/Anahtar';
import { BOS_METIN, DilSekmeleri } from '@panel/ui/DilSekmeleri';
import { Gorsel, GorselYukle } from './gorsel';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useVenueName } from '@panel/ui/useVenueName';
import { SecenekBaglantisi } from './SecenekBaglantisi';
import { IstasyonSecimi } from './IstasyonSecimi';
import { onayla } from '@stores/onay';

const KEY = 'isletme:qrmenu:kategori';
type Draft = { id: number | null; ad: CokDilliMetin; aciklama: CokDilliMetin; ustKategoriId: string; gorunur: boolean; altVar: boolean };

function sirali(list: Kategori[], parent: number | null): Kategori[] {
  return list.filter((item) => item.ustKategoriId === parent).sort((a, b) => a.sira - b.sira || a.id - b.id);
}

/** /isletme/qrmenu/kategori: two-level category tree with reorder (drag or buttons), visibility, images. */
export default function KategoriScreen() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<Kategori[]>(qrApi.kategoriler);
  const [list, setList] = useState<Kategori[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const f = useAlanHatalari(KategoriSchema, draft && { ad: draft.ad, aciklama: draft.aciklama, ustKategoriId: draft.ustKategoriId ? Number(draft.ustKategoriId) : null, gorunur: draft.gorunur }, { kodAlani: { NAME_TAKEN: 'ad' } });
  const [dragId, setDragId] = useState<number | null>(null);
  useEffect(() => setList(data ?? []), [data]);
  const canEdit = can.has(`${KEY}:guncelle`);
  const ad = (item: Kategori) => metin(item.ad, lang);

  async function run(task: () => Promise<unknown>, done?: string) {
    await islem(task, done);
    await reload();
  }

  function yeniSira(parent: number | null, ids: number[]) {
    setList((current) => current.map((item) => (item.ustKategoriId === parent && ids.includes(item.id) ? { ...item, sira: ids.indexOf(item.id) } : item)));
    void run(() => qrApi.kategoriSirala(ids), t('qrmenu.cat.reordered'));
  }

  function tasi(item: Kategori, step: number) {
    const ids = sirali(list, item.ustKategoriId).map((sibling) => sibling.id);
    const from = ids.indexOf(item.id);
    const to = from + step;
    if (to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, item.id);
    yeniSira(item.ustKategoriId, ids);
  }

  function onDrop(event: DragEvent, target: Kategori) {
    event.preventDefault();
    const dragged = list.find((item) => item.id === dragId);
    setDragId(null);
    if (!dragged || dragged.id === target.id || dragged.ustKategoriId !== target.ustKategoriId) return;
    const ids = sirali(list, target.ustKategoriId).map((item) => item.id).filter((id) => id !== dragged.id);
    ids.splice(ids.indexOf(target.id), 0, dragged.id);
    yeniSira(target.ustKategoriId, ids);
  }

  async function sil(item: Kategori) {
    if (!(await onayla(t('qrmenu.cat.confirmDelete', { ad: ad(item) }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    try {
      await withLoader(() => qrApi.kategoriSil(item.id));
      toast('success', t('common.deleted'));
    } catch (caught) {
      if (caught instanceof ApiCallError && caught.errorCode === 'CATEGORY_NOT_EMPTY') {
        if (await onayla(t('qrmenu.cat.confirmDeleteAll', { ad: ad(item), urun: item.urunSayisi, alt: item.altKategoriSayisi }), { onayMetni: t('common.delete'), tehlikeli: true })) {
          await run(() => qrApi.kategoriSil(item.id, true), t('common.deleted'));
          return;
        }
      } else toast('error', hataMetni(caught));
    }
    await reload();
  }

  function gorunurluk(item: Kategori) {
    const body = { ad: item.ad, aciklama: item.aciklama, ustKategoriId: item.ustKategoriId, gorunur: !item.gorunur };
    setList((current) => current.map((row) => (row.id === item.id ? { ...row, gorunur: !row.gorunur } : row)));
    void run(() => qrApi.kategoriKaydet(item.id, body as never));
  }

  function ac(item: Kategori | null, parent: number | null = null) {
    f.sifirla();
    setDraft(item
      ? { id: item.id, ad: { ...BOS_METIN, ...item.ad }, aciklama: { ...BOS_METIN, ...item.aciklama }, ustKategoriId: item.ustKategoriId ? String(item.ustKategoriId) : '', gorunur: item.gorunur, altVar: item.altKategoriSayisi > 0 }
      : { id: null, ad: { ...BOS_METIN }, aciklama: { ...BOS_METIN }, ustKategoriId: parent ? String(parent) : '', gorunur: true, altVar: false });
  }

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(() => qrApi.kategoriKaydet(draft.id, body));
      toast('success', t('common.saved'));
      setDraft(null);
      await reload();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  function satir(item: Kategori, index: number, siblings: Kategori[]) {
    const children = item.ustKategoriId === null ? sirali(list, item.id) : [];
    return (
      <li key={item.id} className={`qm-cat${dragId === item.id ? ' dragging' : ''}`} data-testid={`cat-${item.id}`}>
        <div className={`qm-cat-row${item.gorunur ? '' : ' row-passive'}`} draggable={canEdit} onDragStart={(event) => { event.stopPropagation(); event.dataTransfer.effectAllowed = 'move'; setDragId(item.id); }}
          onDragOver={(event) => { if (dragId !== null) event.preventDefault(); }} onDrop={(event) => onDrop(event, item)} onDragEnd={() => setDragId(null)}>
          {canEdit && <span className="qm-grip" aria-hidden="true">⋮⋮</span>}
          {item.gorsel ? <Gorsel anahtar={item.gorsel} alt="" size={44} /> : <span className="qm-thumb qm-thumb-empty" aria-hidden="true"><Icon name="box" size={18} /></span>}
          <div className="qm-cat-main">
            <strong className="qm-cat-name">{ad(item)}</strong>
            <span className="muted qm-cat-meta">
              {t('qrmenu.cat.productCount', { sayi: item.urunSayisi })}
              {item.ustKategoriId === null && ` · ${t('qrmenu.cat.subCount', { sayi: item.altKategoriSayisi })}`}
              {!item.gorunur && <span className="badge">{t('qrmenu.hidden')}</span>}
            </span>
          </div>
          <div className="row-actions">
            {canEdit && (
              <>
                <button type="button" className="icon-btn" aria-label={t('qrmenu.moveUp', { ad: ad(item) })} disabled={index === 0} onClick={() => tasi(item, -1)}><span aria-hidden="true">↑</span></button>
                <button type="button" className="icon-btn" aria-label={t('qrmenu.moveDown', { ad: ad(item) })} disabled={index === siblings.length - 1} onClick={() => tasi(item, 1)}><span aria-hidden="true">↓</span></button>
                <Anahtar on={item.gorunur} label={t('qrmenu.visibleFor', { ad: ad(item) })} onToggle={() => gorunurluk(item)} testId={`cat-visible-${item.id}`} />
                <GorselYukle label={t('qrmenu.image')} onUploaded={(anahtar) => void run(() => qrApi.kategoriGorsel(item.id, anahtar), t('common.saved'))} />
                {item.gorsel && <button type="button" className="btn btn-small" onClick={() => void run(() => qrApi.kategoriGorsel(item.id, null))} aria-label={t('qrmenu.removeImageFor', { ad: ad(item) })}>{t('qrmenu.removeImage')}</button>}
                <button type="button" className="btn btn-small" onClick={() => ac(item)} aria-label={`${t('common.edit')}: ${ad(item)}`}><Icon name="edit" size={16} />{t('common.edit')}</button>
              </>
            )}
            {item.ustKategoriId === null && can.has(`${KEY}:ekle`) && (
              <button type="button" className="btn btn-small" onClick={() => ac(null, item.id)} data-testid={`cat-addsub-${item.id}`} aria-label={t('qrmenu.cat.addSubFor', { ad: ad(item) })}><Icon name="plus" size={16} />{t('qrmenu.cat.addSub')}</button>
            )}
            {can.has(`${KEY}:sil`) && (
              <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(item)} aria-label={`${t('common.delete')}: ${ad(item)}`}><Icon name="trash" size={16} /></button>
            )}
          </div>
        </div>
        {children.length > 0 && <ul className="qm-cat-children">{children.map((child, i) => satir(child, i, children))}</ul>}
      </li>
    );
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const roots = sirali(list, null);
  const parentOptions = [{ value: '', label: t('qrmenu.cat.noParent') }, ...roots.filter((item) => item.id !== draft?.id).map((item) => ({ value: String(item.id), label: ad(item) }))];
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.qrmenu.kategori')}</h1>
          <p className="muted">{t('qrmenu.cat.subtitle', { isletme: venue })}</p>
        </div>
        {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => ac(null)} data-testid="cat-add"><Icon name="plus" size={18} />{t('qrmenu.cat.add')}</button>}
      </header>
      {data && roots.length === 0 && <p className="empty-lead">{t('qrmenu.cat.empty')}</p>}
      {canEdit && roots.length > 1 && <p className="muted qm-hint">{t('qrmenu.cat.dragHint')}</p>}
      <ul className="qm-tree" data-testid="cat-tree">{roots.map((item, index) => satir(item, index, roots))}</ul>
      {draft && (
        <Dialog title={draft.id ? t('qrmenu.cat.edit') : draft.ustKategoriId ? t('qrmenu.cat.addSub') : t('qrmenu.cat.add')} open onClose={() => setDraft(null)}>
          <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate>
            <DilSekmeleri fields={[
              { key: 'ad', label: t('common.name'), value: draft.ad, onChange: (value) => setDraft({ ...draft, ad: value }), required: true, max: 80, isaret: f.alan('ad'), hata: f.hata('ad') },
              { key: 'aciklama', label: t('common.description'), value: draft.aciklama, onChange: (value) => setDraft({ ...draft, aciklama: value }), multiline: true, max: 300, isaret: f.alan('aciklama'), hata: f.hata('aciklama') },
            ]} />
            {!draft.altVar && <div data-alan="ustKategoriId"><Dropdown label={t('qrmenu.cat.parent')} value={draft.ustKategoriId} options={parentOptions} onChange={(value) => setDraft({ ...draft, ustKategoriId: value })} name="ustKategoriId" error={f.hataMetni('ustKategoriId')} /></div>}
            <label className="check"><input type="checkbox" checked={draft.gorunur} onChange={(event) => setDraft({ ...draft, gorunur: event.target.checked })} />{t('qrmenu.visibleToGuests')}</label>
            <SecenekBaglantisi />
            {draft.id && <IstasyonSecimi kategoriId={draft.id} />}
            <p className="field-error" role="alert">{f.formHatasi}</p>
            <div className="form-actions">
              <button type="button" className="btn" onClick={() => setDraft(null)}>{t('common.cancel')}</button>
              <button type="submit" className="btn btn-primary" data-testid="cat-save">{t('common.save')}</button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  );
}
