import { useState, type FormEvent } from 'react';
import { takipApi } from '@api/crm/takip';
import type { Sablon, SablonGirdisi } from '@lib/schemas/crm/takip';
import { onayla } from '@stores/onay';
import { useT } from '@panel/hooks';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import { KURAL_ADLARI, ceviri } from './ortak';

const DILLER = ['tr', 'en', 'de', 'ru'] as const;
const BOS: SablonGirdisi = { ad: '', tur: 'hizmet', kural: null, metin: { tr: '', en: '', de: '', ru: '' }, aktif: true };

/** Message templates: the list shows each one's kind (marketing needs consent, service does not); add, edit, delete. */
export function SablonlarDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const tt = ceviri(t);
  const { data, error, reload } = useApiData<{ sablonlar: Sablon[] }>(takipApi.sablonlar);
  const [form, setForm] = useState<{ id: number | null; g: SablonGirdisi } | null>(null);
  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    const ok = await islem(() => (form.id === null ? takipApi.sablonEkle(form.g) : takipApi.sablonGuncelle(form.id, form.g)), t('crm.takip.kaydedildi'), 10000);
    if (ok) { setForm(null); void reload(); }
  }
  async function sil(s: Sablon) {
    if (!(await onayla(t('crm.takip.sablon.silSoru', { ad: s.ad }), { onayMetni: t('crm.takip.sablon.sil'), tehlikeli: true }))) return;
    if (await islem(() => takipApi.sablonSil(s.id), t('crm.takip.kaydedildi'))) void reload();
  }
  const g = form?.g;
  const set = (d: Partial<SablonGirdisi>) => setForm((f) => (f ? { ...f, g: { ...f.g, ...d } } : f));
  return (
    <Dialog title={t('crm.takip.sablon.baslik')} open onClose={onClose} wide>
      {error && <div className="crt-dialog-govde"><LoadError error={error} onRetry={() => void reload()} /></div>}
      {!form && (
        <div className="crt-dialog-govde">
          <button type="button" className="btn btn-primary" onClick={() => setForm({ id: null, g: BOS })} data-testid="sablon-yeni">{t('crm.takip.sablon.yeni')}</button>
          {data?.sablonlar.length === 0 && <p className="empty-lead">{t('crm.takip.sablon.bos')}</p>}
          <ul className="crt-sablonlar" data-testid="sablon-liste">
            {data?.sablonlar.map((s) => (
              <li key={s.id} className="crt-sablon" data-testid="sablon-satir">
                <div>
                  <strong>{s.ad}</strong> {!s.aktif && <span className="muted">({t('crm.takip.sablon.pasif')})</span>}
                  <div><span className={`crt-tur ${s.tur}`}>{tt(`crm.takip.sablon.turAciklama.${s.tur}`)}</span> · {s.kural ? tt(`crm.takip.kural.${s.kural}`) : t('crm.takip.sablon.herKural')}</div>
                  <p className="crt-sablon-metin">{s.metin.tr}</p>
                </div>
                <div className="crt-kart-eylem">
                  <button type="button" className="btn btn-small" onClick={() => setForm({ id: s.id, g: { ad: s.ad, tur: s.tur, kural: s.kural, metin: s.metin, aktif: s.aktif } })} aria-label={`${t('crm.takip.sablon.duzenle')}: ${s.ad}`}>{t('crm.takip.sablon.duzenle')}</button>
                  <button type="button" className="btn btn-small" onClick={() => void sil(s)} aria-label={`${t('crm.takip.sablon.sil')}: ${s.ad}`}>{t('crm.takip.sablon.sil')}</button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {form && g && (
        <form className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="sablon-form">
          <label className="field"><span>{t('crm.takip.sablon.ad')}</span>
            <input className="input" value={g.ad} onChange={(e) => set({ ad: e.target.value })} maxLength={80} required data-testid="sablon-ad" />
          </label>
          <fieldset className="crt-radyo">
            <legend>{t('crm.takip.sablon.tur')}</legend>
            {(['hizmet', 'pazarlama'] as const).map((tur) => (
              <label key={tur}><input type="radio" name="sablon-tur" checked={g.tur === tur} onChange={() => set({ tur })} data-testid={`sablon-tur-${tur}`} /> {tt(`crm.takip.sablon.turAciklama.${tur}`)}</label>
            ))}
          </fieldset>
          <label className="field"><span>{t('crm.takip.sablon.kural')}</span>
            <select className="input" value={g.kural ?? ''} onChange={(e) => set({ kural: (e.target.value || null) as SablonGirdisi['kural'] })} data-testid="sablon-kural">
              <option value="">{t('crm.takip.sablon.herKural')}</option>
              {KURAL_ADLARI.map((k) => <option key={k} value={k}>{tt(`crm.takip.kural.${k}`)}</option>)}
            </select>
          </label>
          {DILLER.map((dil) => (
            <label key={dil} className="field"><span>{t('crm.takip.sablon.metin')} ({dil.toUpperCase()}){dil === 'tr' ? ' *' : ''}</span>
              <textarea className="input" rows={3} lang={dil} value={g.metin[dil]} onChange={(e) => set({ metin: { ...g.metin, [dil]: e.target.value } })} maxLength={1000} required={dil === 'tr'} data-testid={`sablon-metin-${dil}`} />
            </label>
          ))}
          <p className="muted">{t('crm.takip.sablon.yerTutucular')}</p>
          <label className="crt-onay"><input type="checkbox" checked={g.aktif} onChange={(e) => set({ aktif: e.target.checked })} /> {t('crm.takip.sablon.aktif')}</label>
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => setForm(null)}>{t('crm.takip.iptal')}</button>
            <button type="submit" className="btn btn-primary" data-testid="sablon-kaydet">{t('crm.takip.kaydet')}</button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
