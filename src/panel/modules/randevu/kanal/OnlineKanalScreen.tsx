import '@lib/i18n/randevu';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '@api/client';
import { ADIM_SECENEKLERI, KanalAyarSchema, type KanalAyarGirdisi } from '@lib/schemas/randevu/kanal';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { LoadError } from '@panel/ui/LoadError';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';

const KEY = 'isletme:randevutakip:online-kanal';
const PATH = '/isletme/randevu/kanal';

interface KanalAyar extends KanalAyarGirdisi {
  firmaKey: string;
  firmaAdi: string;
}
type Sayisal = 'minOnBildirimDk' | 'ileriGun' | 'iptalSaatOnce';

const satir = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const;

function Kopyala({ text, label, testId }: { text: string; label: string; testId: string }) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast('success', t('randevu.kanal.copied'));
    } catch {
      toast('error', t('randevu.kanal.copyFailed'));
    }
  }
  return <button type="button" className="btn btn-small" onClick={() => void copy()} aria-label={t('randevu.kanal.copyLabel', { ad: label })} data-testid={testId}>{t('randevu.kanal.copy')}</button>;
}

function Baglanti({ url, label, testId }: { url: string; label: string; testId: string }) {
  const t = useT();
  return (
    <div className="field">
      <span>{label}</span>
      <div style={satir}>
        <code data-testid={testId} style={{ wordBreak: 'break-all', flex: '1 1 220px' }}>{url}</code>
        <Kopyala text={url} label={label} testId={`${testId}-copy`} />
        <a className="btn btn-small" href={url} target="_blank" rel="noopener" aria-label={t('randevu.kanal.openLabel', { ad: label })}>{t('randevu.kanal.open')}</a>
      </div>
    </div>
  );
}

function Snippet({ code, label, testId }: { code: string; label: string; testId: string }) {
  return (
    <div className="field">
      <label htmlFor={testId}>{label}</label>
      <textarea id={testId} className="input" readOnly rows={3} value={code} data-testid={testId} style={{ fontFamily: 'monospace', fontSize: '.85rem' }} onFocus={(event) => event.currentTarget.select()} />
      <div><Kopyala text={code} label={label} testId={`${testId}-copy`} /></div>
    </div>
  );
}

/** /isletme/randevutakip/online-kanal: booking rules of the public channel, its links and the widget snippet. */
export default function OnlineKanalScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<KanalAyar>(PATH);
  const [form, setForm] = useState<KanalAyar | null>(null);
  const f = useAlanHatalari(KanalAyarSchema, form);
  useEffect(() => { if (data) setForm(data); }, [data]);
  const canSave = can.has(`${KEY}:guncelle`);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!form) return <section className="screen" aria-busy="true" />;
  const set = (patch: Partial<KanalAyar>) => setForm({ ...form, ...patch });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde) return;
    try {
      const saved = await withLoader(() => api.put<KanalAyar>(PATH, govde));
      setForm(saved);
      toast('success', t('common.saved'));
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const sayi = (key: Sayisal, label: string, unit: string, min: number, max: number) => (
    <label className="field"><span>{label}</span>
      <span style={{ ...satir, flexWrap: 'nowrap' }}>
        <input className="input" type="number" inputMode="numeric" name={key} min={min} max={max} step={1} style={{ flex: '0 1 120px', minWidth: 80 }} readOnly={!canSave}
          value={Number.isNaN(form[key]) ? '' : form[key]} onChange={(event) => set({ [key]: event.target.value === '' ? Number.NaN : Number(event.target.value) })} {...f.alan(key)} data-testid={`rkp-${key}`} />
        <span className="muted" style={{ whiteSpace: 'nowrap' }}>{unit}</span>
      </span>
      {f.hata(key)}
    </label>
  );

  const origin = typeof location === 'undefined' ? '' : location.origin;
  const anahtarVar = form.firmaKey !== '';
  const kok = `${origin}/${form.firmaAdi}/${form.firmaKey}/randevu`;
  const etiket = (mode: 'inline' | 'button') => `<script src="${origin}/widgets/booking.js" data-firma="${form.firmaKey}" data-mode="${mode}" async></script>`;
  // the box the inline widget will fill is reserved by the host page, so nothing below it moves when it loads
  const widget = (mode: 'inline' | 'button') => (mode === 'inline' ? `<div style="min-height:560px">${etiket(mode)}</div>` : etiket(mode));

  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.onlineKanal')}</h1>
          <p className="muted">{t('randevu.kanal.subtitle')}</p>
        </div>
      </header>
      <form ref={f.formRef} className="form card" onSubmit={(event) => void kaydet(event)} noValidate aria-labelledby="rkp-settings">
        <h2 id="rkp-settings">{t('randevu.kanal.settings')}</h2>
        <label className="check"><input type="checkbox" checked={form.aktif} disabled={!canSave} onChange={(event) => set({ aktif: event.target.checked })} data-testid="rkp-aktif" />{t('randevu.kanal.aktif')}</label>
        <p className="muted">{t('randevu.kanal.aktifHint')}</p>
        <div className="form-row">
          {sayi('minOnBildirimDk', t('randevu.kanal.minOnBildirim'), t('randevu.kanal.unit.dk'), 0, 10080)}
          {sayi('ileriGun', t('randevu.kanal.ileriGun'), t('randevu.kanal.unit.gun'), 1, 365)}
          <label className="field"><span>{t('randevu.kanal.adim')}</span>
            <select className="input" style={{ fontWeight: 400 }} name="adimDk" value={form.adimDk} disabled={!canSave} onChange={(event) => set({ adimDk: Number(event.target.value) as KanalAyar['adimDk'] })} {...f.alan('adimDk')} data-testid="rkp-adim">
              {ADIM_SECENEKLERI.map((dk) => <option key={dk} value={dk}>{t('randevu.kanal.adimSecenek', { dk })}</option>)}
            </select>
            {f.hata('adimDk')}
          </label>
          {sayi('iptalSaatOnce', t('randevu.kanal.iptal'), t('randevu.kanal.unit.saat'), 0, 168)}
        </div>
        <label className="check"><input type="checkbox" checked={form.otomatikOnay} disabled={!canSave} onChange={(event) => set({ otomatikOnay: event.target.checked })} data-testid="rkp-otomatik" />{t('randevu.kanal.otomatikOnay')}</label>
        <p className="muted">{t('randevu.kanal.otomatikOnayHint')}</p>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        {canSave && <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="rkp-save">{t('common.save')}</button></div>}
      </form>
      <section className="card form" aria-labelledby="rkp-share" style={{ marginTop: 16 }}>
        <h2 id="rkp-share">{t('randevu.kanal.share.title')}</h2>
        {!anahtarVar ? <p className="muted" data-testid="rkp-no-key">{t('randevu.kanal.share.noKey')}</p> : (
          <>
            {!form.aktif && <p className="muted" data-testid="rkp-inactive">{t('randevu.kanal.share.inactive')}</p>}
            <Baglanti url={`${kok}/yeni`} label={t('randevu.kanal.share.booking')} testId="rkp-link" />
            <Baglanti url={`${kok}/sorgula`} label={t('randevu.kanal.share.lookup')} testId="rkp-lookup" />
          </>
        )}
      </section>
      {anahtarVar && (
        <section className="card form" aria-labelledby="rkp-widget" style={{ marginTop: 16 }}>
          <h2 id="rkp-widget">{t('randevu.kanal.widget.title')}</h2>
          <p className="muted">{t('randevu.kanal.widget.hint')}</p>
          <Snippet code={widget('inline')} label={t('randevu.kanal.widget.inline')} testId="rkp-snippet" />
          <Snippet code={widget('button')} label={t('randevu.kanal.widget.button')} testId="rkp-snippet-button" />
        </section>
      )}
    </section>
  );
}
