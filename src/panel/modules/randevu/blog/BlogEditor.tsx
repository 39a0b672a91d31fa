import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { ApiCallError } from '@api/client';
import { gorselUrl } from '@api/dosya';
import { blogDuzMetin, blogHtmlTemizle } from '@lib/blog/sanitize';
import { blogTarihi } from '@lib/blog/tarih';
import { yerelGirdi, yerelGirdidenIso } from '@lib/zaman/girdi';
import { urlAdiUret } from '@lib/blog/url-adi';
import { blogDurumu, BlogSchema, KAPAK_BOY, KAPAK_EN, MAX_OZET, type BlogListesi, type BlogYazisi } from '@lib/schemas/randevu/blog';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { BlogZenginMetin } from './BlogZenginMetin';
import { blogApi, blogYolu, kapakYukle } from '@api/randevu/blog';
import { hataMetni, kapakHazirla, okumaBilgisi, useTx } from './blog-ortak';
import '@styles/panel-ui.css';
import { onayla } from '@stores/onay';
import { TarihSaatGirdisi } from '@panel/ui/TarihSaatGirdisi';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';

interface Draft { baslik: string; urlAdi: string; ozet: string; govdeHtml: string; kapak: string | null; yayinda: boolean; tarih: string }

const bosTaslak: Draft = { baslik: '', urlAdi: '', ozet: '', govdeHtml: '', kapak: null, yayinda: false, tarih: '' };

/** Add/edit one post: title, URL name, summary, body, cover, publish flag and date; stays open after saving. */
export function BlogEditor({ id: baslangicId, liste, onBack, canCreate, canUpdate }: { id: number | null; liste: BlogListesi; onBack: () => void; canCreate: boolean; canUpdate: boolean }) {
  const t = useTx();
  const lang = useStore($lang);
  const tz = liste.saatDilimi;
  const [id, setId] = useState(baslangicId);
  const [yazi, setYazi] = useState<BlogYazisi | null>(null);
  const [yukHata, setYukHata] = useState<ApiCallError | null>(null);
  const [draft, setDraft] = useState<Draft>(bosTaslak);
  const [kayitli, setKayitli] = useState<Draft>(bosTaslak);
  const [urlElle, setUrlElle] = useState(baslangicId !== null);
  const [baslangicGovde, setBaslangicGovde] = useState('');
  const [yukleniyor, setYukleniyor] = useState(false);
  // a publish time that cannot be read goes to the schema as typed, so it is refused at its field
  const yayinTarihi = draft.tarih.trim() ? (yerelGirdidenIso(draft.tarih, tz) ?? draft.tarih) : null;
  const body = { baslik: draft.baslik, urlAdi: draft.urlAdi, ozet: draft.ozet, govdeHtml: draft.govdeHtml, kapak: draft.kapak, yayinda: draft.yayinda, yayinTarihi };
  const f = useAlanHatalari(BlogSchema, body, {
    kodAlani: { URL_TAKEN: 'urlAdi' },
    ek: (): Record<string, string> => (draft.yayinda && blogDuzMetin(blogHtmlTemizle(draft.govdeHtml)) === '' ? { govdeHtml: 'randevu.blog.v.govdeBos' } : {}),
  });

  async function yukle() {
    if (baslangicId === null) return;
    setYukHata(null);
    try {
      const y = await withLoader(() => blogApi.getir(baslangicId));
      const d: Draft = { baslik: y.baslik, urlAdi: y.urlAdi, ozet: y.ozet, govdeHtml: y.govdeHtml, kapak: y.kapak, yayinda: y.yayinda, tarih: y.yayinTarihi ? yerelGirdi(y.yayinTarihi, tz) : '' };
      setYazi(y);
      setDraft(d);
      setKayitli(d);
      setBaslangicGovde(y.govdeHtml);
    } catch (caught) {
      setYukHata(caught as ApiCallError);
    }
  }
  useEffect(() => {
    void yukle();
  }, [baslangicId]);

  // the editor's markup differs from the stored (sanitised) one only in form, so compare what would be stored
  const kirli = useMemo(() => JSON.stringify({ ...draft, govdeHtml: blogHtmlTemizle(draft.govdeHtml) }) !== JSON.stringify({ ...kayitli, govdeHtml: blogHtmlTemizle(kayitli.govdeHtml) }), [draft, kayitli]);
  useEffect(() => {
    if (!kirli) return;
    const uyar = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', uyar);
    return () => window.removeEventListener('beforeunload', uyar);
  }, [kirli]);

  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const yazabilir = id === null ? canCreate : canUpdate;
  const durum = yazi ? blogDurumu(yazi.yayinda, yazi.yayinTarihi) : 'taslak';
  const okuma = okumaBilgisi(blogDuzMetin(blogHtmlTemizle(draft.govdeHtml)));
  const yol = blogYolu(liste.firmaAdi, draft.urlAdi || '…');

  async function geri() {
    if (kirli && !(await onayla(t('randevu.blog.form.unsaved')))) return;
    onBack();
  }

  async function kapak(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast('error', t('common.imageType'));
    setYukleniyor(true);
    try {
      let blob: Blob;
      try {
        blob = await kapakHazirla(file);
      } catch {
        throw new Error(t('common.imageTooBig'));
      }
      const anahtar = await withLoader(() => kapakYukle(blob));
      set({ kapak: anahtar });
    } catch (caught) {
      toast('error', hataMetni(caught));
    } finally {
      setYukleniyor(false);
    }
  }

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde) return;
    try {
      const sonuc = await withLoader(() => blogApi.kaydet(id, govde));
      const once = yazi ? blogDurumu(yazi.yayinda, yazi.yayinTarihi) : 'taslak';
      const simdi = blogDurumu(govde.yayinda, sonuc.yayinTarihi);
      if (simdi === 'zamanli') toast('success', t('randevu.blog.scheduled', { tarih: `${blogTarihi(sonuc.yayinTarihi!, lang, tz)} ${yerelGirdi(sonuc.yayinTarihi!, tz).slice(11)}` }));
      else toast('success', simdi === 'yayinda' && once !== 'yayinda' ? t('randevu.blog.published') : t('randevu.blog.form.created'));
      const d: Draft = { ...draft, urlAdi: sonuc.urlAdi, govdeHtml: sonuc.govdeHtml, tarih: sonuc.yayinTarihi ? yerelGirdi(sonuc.yayinTarihi, tz) : '' };
      setDraft(d);
      setKayitli(d);
      // the editor shows what was stored (the server's sanitised body)
      setBaslangicGovde(sonuc.govdeHtml);
      setUrlElle(true);
      setYazi({ ...(yazi ?? { olusturma: new Date().toISOString() }), id: sonuc.id, baslik: d.baslik, urlAdi: d.urlAdi, ozet: d.ozet, govdeHtml: d.govdeHtml, kapak: d.kapak, yayinda: d.yayinda, yayinTarihi: sonuc.yayinTarihi, guncelleme: new Date().toISOString() });
      if (id === null) {
        setId(sonuc.id);
        history.replaceState(history.state, '', `${location.pathname}?yazi=${sonuc.id}`);
      }
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  if (yukHata) return <LoadError error={yukHata} onRetry={() => void yukle()} />;
  if (baslangicId !== null && !yazi) return null;
  return (
    <section className="screen rb-screen">
      <header className="screen-header">
        <div>
          <button type="button" className="btn btn-ghost btn-small rb-back" onClick={geri} data-testid="rb-back"><span aria-hidden="true">←</span>{t('randevu.blog.form.back')}</button>
          <h1>{id === null ? t('randevu.blog.form.add') : t('randevu.blog.form.edit')}</h1>
        </div>
        {durum === 'yayinda' && yazi && (
          <a className="btn" href={blogYolu(liste.firmaAdi, yazi.urlAdi)} target="_blank" rel="noopener" data-testid="rb-open-public">
            {t('randevu.blog.form.openPublic')}<span className="sr-only"> {t('randevu.blog.newTab')}</span>
          </a>
        )}
      </header>
      <form ref={f.formRef} className="rb-form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="rb-form">
        <div className="rb-main card">
          <label className="field"><span>{t('randevu.blog.form.baslik')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input rb-title-input" required maxLength={200} value={draft.baslik} {...f.alan('baslik')} data-testid="rb-baslik"
              onChange={(event) => set({ baslik: event.target.value, ...(urlElle ? {} : { urlAdi: urlAdiUret(event.target.value) }) })} />
            {f.hata('baslik')}
          </label>
          <label className="field"><span>{t('randevu.blog.form.urlAdi')}</span>
            <input className="input rb-mono" maxLength={120} value={draft.urlAdi} {...f.alan('urlAdi', 'rb-url-hint')} data-testid="rb-url"
              autoCapitalize="off" spellCheck={false} onChange={(event) => { setUrlElle(true); set({ urlAdi: event.target.value }); }}
              onBlur={(event) => {
                f.alan('urlAdi').onBlur(event);
                // normalised as typed; emptied, it follows the title again
                const ad = urlAdiUret(draft.urlAdi);
                if (!ad) setUrlElle(false);
                set({ urlAdi: ad || urlAdiUret(draft.baslik) });
              }} />
            {f.hata('urlAdi')}
            <small className="muted rb-break" id="rb-url-hint">{t('randevu.blog.form.urlAdiHint', { yol })}</small>
          </label>
          <label className="field"><span>{t('randevu.blog.form.ozet')}</span>
            <textarea className="input" rows={2} maxLength={MAX_OZET} value={draft.ozet} {...f.alan('ozet', 'rb-ozet-hint')} data-testid="rb-ozet"
              onChange={(event) => set({ ozet: event.target.value })} />
            {f.hata('ozet')}
            <small className="muted" id="rb-ozet-hint">{t('randevu.blog.form.ozetHint', { sayi: draft.ozet.length, en: MAX_OZET })}</small>
          </label>
          <div className={f.hataMetni('govdeHtml') ? 'rb-invalid' : undefined}>
            <BlogZenginMetin etiket={t('randevu.blog.form.govde')} baslangic={baslangicGovde} onChange={(govdeHtml) => set({ govdeHtml })} isaret={f.alan('govdeHtml')}
              altBilgi={<small className="muted rb-stat">{t('randevu.blog.form.istatistik', { kelime: okuma.kelime, dk: okuma.dk })}</small>} />
            {f.hata('govdeHtml')}
          </div>
        </div>
        <div className="rb-side">
          <fieldset className="card rb-box">
            <legend>{t('randevu.blog.form.yayin')}</legend>
            <label className="check"><input type="checkbox" checked={draft.yayinda} onChange={(event) => set({ yayinda: event.target.checked })} data-testid="rb-yayinda" />{t('randevu.blog.form.yayinda')}</label>
            {draft.yayinda ? (
              <>
                <TarihSaatGirdisi label={t('randevu.blog.form.yayinTarihi')} value={draft.tarih} onChange={(tarih) => set({ tarih })} isaret={f.alan('yayinTarihi')}
                  hint={t('randevu.blog.form.yayinTarihiHint', { saatDilimi: tz })} testId="rb-tarih" />
                {f.hata('yayinTarihi')}
              </>
            ) : <p className="muted rb-hint">{t('randevu.blog.form.taslakHint')}</p>}
          </fieldset>
          <div className="card rb-box">
            <span className="rb-label">{t('randevu.blog.form.kapak')}</span>
            <div className="rb-cover-preview">
              {draft.kapak
                ? <img src={gorselUrl(draft.kapak)} alt={t('randevu.blog.form.kapakAlt')} width={KAPAK_EN} height={KAPAK_BOY} data-testid="rb-kapak-img" />
                : <span className="rb-cover-empty" aria-hidden="true"><Icon name="plus" size={22} /></span>}
            </div>
            <div className="row-actions">
              <label className={`btn btn-small qm-upload${yukleniyor ? ' rb-busy' : ''}`}>
                <Icon name="plus" size={16} />{yukleniyor ? t('randevu.blog.form.kapakYukleniyor') : draft.kapak ? t('randevu.blog.form.kapakDegistir') : t('randevu.blog.form.kapakYukle')}
                <input type="file" accept="image/*" className="sr-only" disabled={yukleniyor} aria-describedby="rb-kapak-hint" data-testid="rb-kapak"
                  onChange={(event) => { void kapak(event.target.files?.[0]); event.target.value = ''; }} />
              </label>
              {draft.kapak && <button type="button" className="btn btn-small" onClick={() => set({ kapak: null })}>{t('randevu.blog.form.kapakKaldir')}</button>}
            </div>
            <small className="muted" id="rb-kapak-hint">{t('randevu.blog.form.kapakHint')}</small>
          </div>
          <p className="field-error rb-form-error" id="rb-form-error" role="alert" data-testid="rb-form-error">{f.formHatasi}</p>
          <div className="form-actions rb-actions">
            <button type="button" className="btn" onClick={geri}>{t('common.cancel')}</button>
            {yazabilir && <button type="submit" className="btn btn-primary" disabled={yukleniyor} data-testid="rb-save">{!draft.yayinda ? t('randevu.blog.form.saveDraft') : durum === 'yayinda' ? t('randevu.blog.form.save') : t('randevu.blog.form.savePublish')}</button>}
          </div>
        </div>
      </form>
    </section>
  );
}
