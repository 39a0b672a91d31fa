import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { genelApi } from '@api/admin/genel';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '@lib/i18n/languages';
import { GenelAyarSchema, type GenelAyar } from '@lib/schemas/admin/genel';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useZaman } from '@panel/ui/useZaman';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { useTx } from '../muhasebe/ortak';

const KEY = 'admin:ayarlar:genel';
type Taslak = Record<Exclude<keyof GenelAyar, 'diller'>, string> & { diller: Lang[] };
const taslakOf = (a: GenelAyar): Taslak => ({
  ...Object.fromEntries(Object.entries(a).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])) as Taslak, diller: [...a.diller],
});
const SAYILAR = ['denemeGun', 'ekSureGun', 'kdvOrani', 'faturaVadeGun'] as const;

/** /admin/ayarlar/ornek (Genel): the platform's settings row – company details, support contact, defaults, languages. */
export default function GenelScreen() {
  const t = useTx();
  const { data, error, reload } = useApiData<GenelAyar & { guncelleme: string }>(genelApi.yol);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <section className="screen gnl-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.admin.ayarlar.genel')}</h1>
          <p className="muted">{t('admin.genel.alt')}</p>
        </div>
      </header>
      {data && <Form key={data.guncelleme} ayar={data} />}
    </section>
  );
}

function Form({ ayar }: { ayar: GenelAyar & { guncelleme: string } }) {
  const t = useTx();
  const zaman = useZaman(VARSAYILAN_DILIM);
  const yazabilir = useStore($permissionSet).has(`${KEY}:guncelle`);
  const [x, setX] = useState<Taslak>(() => taslakOf(ayar));
  const [son, setSon] = useState(ayar.guncelleme);
  useEffect(() => setX(taslakOf(ayar)), [ayar]);
  const set = (p: Partial<Taslak>) => setX((o) => ({ ...o, ...p }));
  const govde = { ...x, ...Object.fromEntries(SAYILAR.map((k) => [k, /^\d+$/.test(x[k].trim()) ? Number(x[k]) : Number.NaN])) };
  const f = useAlanHatalari(GenelAyarSchema, govde);

  async function kaydet(e: FormEvent) {
    e.preventDefault();
    const g = f.gonder();
    if (!g) return;
    try {
      const yeni = await withLoader(() => genelApi.kaydet(g));
      setX(taslakOf(yeni));
      setSon(yeni.guncelleme);
      toast('success', t('admin.genel.kaydedildi'));
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const alan = (ad: Exclude<keyof Taslak, 'diller'>, props: Record<string, unknown> = {}, zorunlu = false, ipucu?: string) => (
    <label className="field"><span>{t(`admin.genel.f.${ad}`)}{zorunlu && <span className="req" aria-hidden="true"> *</span>}</span>
      <input className="input" value={x[ad]} disabled={!yazabilir} onChange={(e) => set({ [ad]: e.target.value })} data-testid={`genel-${ad}`} {...props} {...f.alan(ad, ipucu ? `genel-${ad}-ipucu` : undefined)} />
      {ipucu && <small id={`genel-${ad}-ipucu`} className="muted">{ipucu}</small>}
      {f.hata(ad)}
    </label>
  );

  return (
    <form ref={f.formRef} className="form gnl-form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="genel-form">
      <fieldset>
        <legend>{t('admin.genel.firma')}</legend>
        <p className="muted">{t('admin.genel.firmaIpucu')}</p>
        {alan('firmaUnvan', { maxLength: 200 }, true)}
        <div className="form-row">
          {alan('vergiDairesi', { maxLength: 100 })}
          {alan('vergiNo', { inputMode: 'numeric', maxLength: 11 })}
        </div>
        {alan('adres', { maxLength: 300 })}
        <div className="form-row">
          {alan('telefon', { type: 'tel', maxLength: 30 })}
          {alan('eposta', { type: 'email', maxLength: 120 })}
        </div>
        {alan('iban', { maxLength: 40, autoComplete: 'off' })}
      </fieldset>
      <fieldset>
        <legend>{t('admin.genel.destek')}</legend>
        <div className="form-row">
          {alan('destekEposta', { type: 'email', maxLength: 120 })}
          {alan('destekTelefon', { type: 'tel', maxLength: 30 })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('admin.genel.varsayilanlar')}</legend>
        <div className="form-row">
          {alan('denemeGun', { type: 'number', inputMode: 'numeric', min: 1, max: 90 }, true)}
          {alan('ekSureGun', { type: 'number', inputMode: 'numeric', min: 0, max: 90 }, true, t('admin.genel.f.ekSureIpucu'))}
        </div>
        <div className="form-row">
          {alan('kdvOrani', { type: 'number', inputMode: 'numeric', min: 0, max: 100 }, true)}
          {alan('faturaVadeGun', { type: 'number', inputMode: 'numeric', min: 0, max: 365 }, true)}
        </div>
      </fieldset>
      <fieldset data-alan="diller" tabIndex={-1}>
        <legend>{t('admin.genel.dillerBaslik')}</legend>
        <p className="muted" id="genel-diller-ipucu">{t('admin.genel.dillerIpucu')}</p>
        <div className="gnl-diller" aria-describedby="genel-diller-ipucu">
          {LANGUAGES.map((l) => (
            <label key={l} className="check">
              <input type="checkbox" checked={l === 'tr' || x.diller.includes(l)} disabled={l === 'tr' || !yazabilir} data-testid={`genel-dil-${l}`}
                onChange={(e) => set({ diller: e.target.checked ? [...x.diller, l] : x.diller.filter((d) => d !== l) })} />
              {LANGUAGE_NAMES[l]}
            </label>
          ))}
        </div>
        {f.hata('diller')}
      </fieldset>
      <p className="field-error" role="alert">{f.formHatasi}</p>
      <div className="form-actions">
        <span className="muted">{t('admin.genel.sonGuncelleme', { zaman: zaman.an(son) })}</span>
        {yazabilir && <button type="submit" className="btn btn-primary" data-testid="genel-kaydet">{t('common.save')}</button>}
      </div>
    </form>
  );
}
