import '@lib/i18n/randevu';
import '@lib/i18n/randevu/blog';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { gorselUrl } from '@api/dosya';
import { dosyaIndir, islem } from '@api/islem';
import { blogTarihi } from '@lib/blog/tarih';
import { yerelGirdi } from '@lib/zaman/girdi';
import { blogDurumu, KAPAK_BOY, KAPAK_EN, type BlogDurumu, type BlogListesi, type BlogOzeti } from '@lib/schemas/randevu/blog';
import { matchesSearch } from '@lib/search';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useApiData } from '@panel/useApiData';
import { useVenueName } from '@panel/ui/useVenueName';
import { BlogEditor } from './BlogEditor';
import { blogApi, blogYolu } from '@api/randevu/blog';
import { hataMetni, useTx } from './blog-ortak';
import { onayla } from '@stores/onay';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';

const KEY = 'isletme:randevutakip:post-olustur';
type Filtre = 'hepsi' | BlogDurumu;
const FILTRELER: Filtre[] = ['hepsi', 'yayinda', 'zamanli', 'taslak'];

/** ?yazi=12 opens post 12 in the editor, ?yazi=yeni a new one: the browser's back button leaves the editor. */
function acikYazi(): { id: number | null } | null {
  const deger = new URLSearchParams(location.search).get('yazi');
  if (deger === 'yeni') return { id: null };
  return deger && /^\d{1,10}$/.test(deger) ? { id: Number(deger) } : null;
}

/** /isletme/randevutakip/post-olustur: the venue's blog posts (list, filters, publish, edit, delete, CSV). */
export default function BlogScreen() {
  const t = useTx();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<BlogListesi>(blogApi.liste);
  const [acik, setAcik] = useState(acikYazi);
  const [filtre, setFiltre] = useState<Filtre>('hepsi');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const geriIleri = () => setAcik(acikYazi());
    window.addEventListener('popstate', geriIleri);
    return () => window.removeEventListener('popstate', geriIleri);
  }, []);

  function ac(id: number | null) {
    history.pushState(history.state, '', `${location.pathname}?yazi=${id ?? 'yeni'}`);
    setAcik({ id });
  }
  function kapat() {
    history.pushState(history.state, '', location.pathname);
    setAcik(null);
    void reload();
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (acik && data) return <BlogEditor key={acik.id ?? 'yeni'} id={acik.id} liste={data} onBack={kapat} canCreate={can.has(`${KEY}:ekle`)} canUpdate={can.has(`${KEY}:guncelle`)} />;

  const yazilar = data?.yazilar ?? [];
  const durumu = (y: BlogOzeti) => blogDurumu(y.yayinda, y.yayinTarihi);
  const sayi = (f: Filtre) => (f === 'hepsi' ? yazilar.length : yazilar.filter((y) => durumu(y) === f).length);
  const shown = yazilar.filter((y) => (filtre === 'hepsi' || durumu(y) === filtre) && matchesSearch(`${y.baslik} ${y.ozet} ${y.urlAdi}`, query));
  const guncelle = can.has(`${KEY}:guncelle`);
  const tz = data?.saatDilimi ?? VARSAYILAN_DILIM;
  const tarihMetni = (y: BlogOzeti, durum: BlogDurumu) => {
    if (durum === 'taslak') return t('randevu.blog.tarih.taslak', { tarih: blogTarihi(y.guncelleme, lang, tz) });
    const tarih = blogTarihi(y.yayinTarihi!, lang, tz);
    return durum === 'zamanli' ? t('randevu.blog.tarih.zamanli', { tarih: `${tarih} ${yerelGirdi(y.yayinTarihi!, tz).slice(11)}` }) : t('randevu.blog.tarih.yayinda', { tarih });
  };

  async function yayin(y: BlogOzeti, yayinda: boolean) {
    try {
      const sonuc = await withLoader(() => blogApi.yayin(y.id, yayinda));
      const durum = blogDurumu(yayinda, sonuc.yayinTarihi);
      toast('success', !yayinda ? t('randevu.blog.unpublished') : durum === 'zamanli' ? t('randevu.blog.scheduled', { tarih: blogTarihi(sonuc.yayinTarihi!, lang, tz) }) : t('randevu.blog.published'));
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
    await reload();
  }

  async function sil(y: BlogOzeti) {
    if (!(await onayla(t('randevu.blog.confirmDelete', { baslik: y.baslik }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    await islem(() => blogApi.sil(y.id), t('common.deleted'));
    await reload();
  }

  const disaAktar = () => dosyaIndir(blogApi.disaAktar, 'blog.csv');

  return (
    <section className="screen rb-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.postOlustur')}</h1>
          <p className="muted">{t('randevu.blog.subtitle', { isletme: venue, sayi: yazilar.length })}</p>
        </div>
        <div className="row-actions">
          {data?.firmaAdi && (
            <a className="btn" href={blogYolu(data.firmaAdi)} target="_blank" rel="noopener" data-testid="rb-view-blog">
              {t('randevu.blog.viewBlog')}<span className="sr-only"> {t('randevu.blog.newTab')}</span>
            </a>
          )}
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="rb-export">{t('randevu.blog.export')}</button>}
          {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => ac(null)} data-testid="rb-add"><Icon name="plus" size={18} />{t('randevu.blog.add')}</button>}
        </div>
      </header>
      {yazilar.length > 0 && (
        <div className="rb-filters">
          <div className="rb-segment" role="group" aria-label={t('randevu.blog.filter')}>
            {FILTRELER.map((f) => (
              <button key={f} type="button" className="btn btn-small" aria-pressed={filtre === f} onClick={() => setFiltre(f)} data-testid={`rb-filter-${f}`}>{t(`randevu.blog.filter.${f}`, { sayi: sayi(f) })}</button>
            ))}
          </div>
          {yazilar.length > 3 && (
            <label className="field rb-search"><span className="sr-only">{t('common.search')}</span>
              <input className="input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t('randevu.blog.searchPlaceholder')} aria-label={t('common.search')} data-testid="rb-search" />
            </label>
          )}
        </div>
      )}
      {data && yazilar.length === 0 && <p className="empty-lead">{t('randevu.blog.empty')}</p>}
      {data && yazilar.length > 0 && shown.length === 0 && <p className="empty-lead">{t('dropdown.empty')}</p>}
      <ul className="rb-list" data-testid="rb-list">
        {shown.map((y) => {
          const durum = durumu(y);
          return (
            <li key={y.id} className="rb-card" data-testid={`rb-row-${y.id}`}>
              <div className="rb-thumb">
                {y.kapak ? <img src={gorselUrl(y.kapak)} alt="" width={KAPAK_EN} height={KAPAK_BOY} loading="lazy" decoding="async" /> : <span className="muted">{t('randevu.blog.kapakYok')}</span>}
              </div>
              <div className="rb-card-main">
                <h2 className="rb-card-title">{y.baslik}</h2>
                <p className="rb-meta">
                  <span className={`status rb-status-${durum}`} data-testid={`rb-status-${y.id}`}>{t(`randevu.blog.durum.${durum}`)}</span>
                  <span className="muted">{tarihMetni(y, durum)}</span>
                </p>
                {y.ozet && <p className="rb-card-ozet">{y.ozet}</p>}
                <p className="rb-url muted">{blogYolu(data!.firmaAdi, y.urlAdi)}</p>
              </div>
              <div className="row-actions rb-card-actions">
                {durum === 'yayinda' && (
                  <a className="btn btn-small" href={blogYolu(data!.firmaAdi, y.urlAdi)} target="_blank" rel="noopener" aria-label={t('randevu.blog.viewFor', { baslik: y.baslik })}>{t('randevu.blog.view')}</a>
                )}
                {guncelle && (
                  <button type="button" className="btn btn-small" onClick={() => void yayin(y, !y.yayinda)} aria-label={t(y.yayinda ? 'randevu.blog.unpublishFor' : 'randevu.blog.publishFor', { baslik: y.baslik })} data-testid={`rb-publish-${y.id}`}>
                    {t(y.yayinda ? 'randevu.blog.unpublish' : 'randevu.blog.publish')}
                  </button>
                )}
                {guncelle && <button type="button" className="btn btn-small" onClick={() => ac(y.id)} aria-label={t('randevu.blog.editFor', { baslik: y.baslik })} data-testid={`rb-edit-${y.id}`}><Icon name="edit" size={16} />{t('common.edit')}</button>}
                {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(y)} aria-label={t('randevu.blog.deleteFor', { baslik: y.baslik })} data-testid={`rb-delete-${y.id}`}><Icon name="trash" size={16} /></button>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
