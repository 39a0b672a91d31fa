import '@lib/i18n/personel';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { ApiCallError } from '@api/client';
import { dosyaIndir, islem } from '@api/islem';
import { metin } from '@lib/menu/text';
import { sayiMetni } from '@lib/para';
import { haftaMetni, haftalikDakika, type Personel, type PersonelListesi } from '@lib/schemas/personel';
import { matchesSearch } from '@lib/search';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useApiData } from '@panel/useApiData';
import { Anahtar } from '@panel/ui/Anahtar';
import { useVenueName } from '@panel/ui/useVenueName';
import { PersonelFormu } from '@panel/modules/personel/form/PersonelFormu';
import { PersonelIzinDialog } from './PersonelIzinDialog';
import { PersonelSaatDialog } from './PersonelSaatDialog';
import { personelApi } from '@api/personel';
import { Avatar } from '@panel/ui/Avatar';
import { hataMetni, useTx } from '@panel/modules/personel/ortak';
import '@styles/personel-randevu.css';
import { onayla } from '@stores/onay';

const KEY = 'isletme:randevutakip:personel';
type Acik = { tur: 'form'; personel: Personel | null } | { tur: 'saat' | 'izin'; personel: Personel } | null;

const govde = (p: Personel, patch: Partial<Personel> = {}) => {
  const x = { ...p, ...patch };
  return { ad: x.ad, renk: x.renk, foto: x.foto, hizmetIdler: x.hizmetIdler, kullaniciId: x.kullaniciId, aktif: x.aktif, online: x.online, personelId: null };
};

/** /isletme/randevutakip/personel: bookable staff with services, weekly hours, leave, order and the linked account. */
export default function PersonelScreen() {
  const t = useTx();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<PersonelListesi>(personelApi.liste);
  const [list, setList] = useState<Personel[]>([]);
  const [query, setQuery] = useState('');
  const [acik, setAcik] = useState<Acik>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [yeniId, setYeniId] = useState<number | null>(null);
  useEffect(() => setList(data?.personeller ?? []), [data]);
  // a staff member just added goes straight to their hours
  useEffect(() => {
    const yeni = yeniId === null ? undefined : list.find((p) => p.id === yeniId);
    if (yeni) {
      setYeniId(null);
      setAcik({ tur: 'saat', personel: yeni });
    }
  }, [list, yeniId]);

  const hizmetAd = useMemo(() => new Map((data?.hizmetler ?? []).map((h) => [h.id, metin(h.ad, lang)])), [data, lang]);
  const guncelle = can.has(`${KEY}:guncelle`);
  const shown = list.filter((p) => matchesSearch(`${p.ad} ${p.hizmetIdler.map((id) => hizmetAd.get(id) ?? '').join(' ')}`, query));
  const sirala = guncelle && query.trim() === '' && list.length > 1;

  async function run(task: () => Promise<unknown>, done?: string) {
    await islem(task, done);
    await reload();
  }

  function yeniSira(ids: number[]) {
    setList((current) => ids.map((id) => current.find((p) => p.id === id)!).filter(Boolean));
    void run(() => personelApi.sirala(ids), t('personel.reordered'));
  }
  function tasi(p: Personel, step: number) {
    const ids = list.map((x) => x.id);
    const from = ids.indexOf(p.id);
    const to = from + step;
    if (to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, p.id);
    yeniSira(ids);
  }
  function onDrop(event: DragEvent, hedef: Personel) {
    event.preventDefault();
    const dragged = dragId;
    setDragId(null);
    if (dragged === null || dragged === hedef.id) return;
    const ids = list.map((x) => x.id).filter((id) => id !== dragged);
    ids.splice(ids.indexOf(hedef.id), 0, dragged);
    yeniSira(ids);
  }

  async function aktiflik(p: Personel, aktif: boolean) {
    setList((current) => current.map((x) => (x.id === p.id ? { ...x, aktif } : x)));
    try {
      const sonuc = await personelApi.kaydet(p.id, govde(p, { aktif }));
      if (!aktif && sonuc.gelecekRandevu) toast('warning', t('personel.passiveWarn', { sayi: sonuc.gelecekRandevu }), undefined, 8000);
      else toast('success', t(aktif ? 'personel.activated' : 'personel.passived'));
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
    await reload();
  }

  async function sil(p: Personel) {
    const pasifOner = async (sayi: number) => {
      if (p.aktif && (await onayla(t('personel.confirmPassive', { ad: p.ad, sayi })))) await aktiflik(p, false);
      else if (!p.aktif) toast('info', t('personel.cannotDelete', { ad: p.ad, sayi }), undefined, 6000);
    };
    if (p.toplamRandevu > 0) return pasifOner(p.toplamRandevu);
    if (!(await onayla(t('personel.confirmDelete', { ad: p.ad }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    try {
      await withLoader(() => personelApi.sil(p.id));
      toast('success', t('common.deleted'));
    } catch (caught) {
      if (caught instanceof ApiCallError && caught.errorCode === 'HAS_APPOINTMENTS') await pasifOner(1);
      else toast('error', hataMetni(caught));
    }
    await reload();
  }

  const disaAktar = () => dosyaIndir(personelApi.disaAktar, 'personel.csv');

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const gunKisa = (gun: number) => t(`personel.gunKisa.${gun}`);
  return (
    <section className="screen rp-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.personel')}</h1>
          <p className="muted">{t('personel.randevu.subtitle', { isletme: venue, sayi: list.length })}</p>
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="rp-export">{t('personel.export')}</button>}
          {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'form', personel: null })} data-testid="rp-add"><Icon name="plus" size={18} />{t('personel.randevu.add')}</button>}
        </div>
      </header>
      {list.length > 3 && (
        <label className="field rp-search"><span>{t('common.search')}</span>
          <input className="input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t('personel.randevu.searchPlaceholder')} data-testid="rp-search" />
        </label>
      )}
      {data && list.length === 0 && <p className="empty-lead">{t('personel.randevu.empty')}</p>}
      {data && list.length > 0 && shown.length === 0 && <p className="empty-lead">{t('dropdown.empty')}</p>}
      {sirala && <p className="muted rp-hint">{t('personel.dragHint')}</p>}
      <ul className="rp-list" data-testid="rp-list">
        {shown.map((p, index) => {
          const saat = haftaMetni(p.calisma, gunKisa, t('personel.saat.molaKisa'));
          const hizmetler = p.hizmetIdler.map((id) => hizmetAd.get(id)).filter(Boolean);
          return (
            <li key={p.id} className={`rp-row${p.aktif ? '' : ' row-passive'}${dragId === p.id ? ' dragging' : ''}`} data-testid={`rp-row-${p.id}`}
              draggable={sirala} onDragStart={(event) => { event.dataTransfer.effectAllowed = 'move'; setDragId(p.id); }}
              onDragOver={(event) => { if (dragId !== null) event.preventDefault(); }} onDrop={(event) => onDrop(event, p)} onDragEnd={() => setDragId(null)}>
              {sirala && (
                <div className="rp-order">
                  <button type="button" className="icon-btn" aria-label={t('personel.moveUp', { ad: p.ad })} disabled={index === 0} onClick={() => tasi(p, -1)}><span aria-hidden="true">↑</span></button>
                  <button type="button" className="icon-btn" aria-label={t('personel.moveDown', { ad: p.ad })} disabled={index === shown.length - 1} onClick={() => tasi(p, 1)}><span aria-hidden="true">↓</span></button>
                </div>
              )}
              <Avatar ad={p.ad} renk={p.renk} foto={p.foto} size={52} />
              <div className="rp-main">
                <h2 className="rp-name">
                  <span className="rp-dot" style={{ background: p.renk }} aria-hidden="true" />{p.ad}
                  {!p.aktif && <span className="status status-off">{t('common.passive')}</span>}
                </h2>
                <p className="rp-line">{hizmetler.length ? hizmetler.join(', ') : <span className="rp-warn">{t('personel.noServices')}</span>}</p>
                <p className="rp-line" data-testid={`rp-hours-${p.id}`}>
                  <Icon name="clock" size={16} />
                  {saat ? <span>{saat} · <span className="muted">{t('personel.weeklyTotal', { saat: sayiMetni(haftalikDakika(p.calisma) / 60, lang, { maximumFractionDigits: 1 }) })}</span></span> : <span className="rp-warn">{t('personel.noHours')}</span>}
                </p>
                <p className="rp-line rp-meta muted">
                  <span>{t('personel.upcoming', { sayi: p.gelecekRandevu })}</span>
                  {p.izinSayisi > 0 && <span data-testid={`rp-leave-count-${p.id}`}>{t('personel.leaveCount', { sayi: p.izinSayisi })}</span>}
                  {p.kullaniciAd && <span><Icon name="user" size={14} /> {t('personel.linked', { ad: p.kullaniciAd })}</span>}
                  {!p.online && <span data-testid="rp-online-kapali">{t('personel.onlineKapali')}</span>}
                </p>
                {guncelle && <span className="rp-switch"><Anahtar on={p.aktif} label={t('personel.activeFor', { ad: p.ad })} onToggle={() => void aktiflik(p, !p.aktif)} testId={`rp-active-${p.id}`} /><span aria-hidden="true">{t(p.aktif ? 'common.active' : 'common.passive')}</span></span>}
              </div>
              <div className="row-actions rp-actions">
                {guncelle && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'saat', personel: p })} aria-label={t('personel.hoursFor', { ad: p.ad })} data-testid={`rp-hours-btn-${p.id}`}><Icon name="clock" size={16} />{t('personel.hoursBtn')}</button>}
                <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'izin', personel: p })} aria-label={t('personel.leaveFor', { ad: p.ad })} data-testid={`rp-leave-btn-${p.id}`}><Icon name="calendar" size={16} />{t('personel.leaveBtn')}</button>
                {guncelle && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'form', personel: p })} aria-label={`${t('common.edit')}: ${p.ad}`} data-testid={`rp-edit-${p.id}`}><Icon name="edit" size={16} />{t('common.edit')}</button>}
                {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(p)} aria-label={`${t('common.delete')}: ${p.ad}`} data-testid={`rp-delete-${p.id}`}><Icon name="trash" size={16} /></button>}
              </div>
            </li>
          );
        })}
      </ul>
      {acik?.tur === 'form' && data && (
        <PersonelFormu tur="randevu" kisi={acik.personel} liste={data} onClose={() => setAcik(null)}
          onSaved={(id, yeni) => { setAcik(null); if (yeni && guncelle) setYeniId(id); void reload(); }} />
      )}
      {acik?.tur === 'saat' && data && (
        <PersonelSaatDialog personel={acik.personel} saatDilimi={data.saatDilimi} digerleri={list.filter((p) => p.id !== acik.personel.id && p.calisma.length > 0)}
          onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />
      )}
      {acik?.tur === 'izin' && <PersonelIzinDialog personel={acik.personel} duzenle={guncelle} onClose={() => { setAcik(null); void reload(); }} />}
    </section>
  );
}
