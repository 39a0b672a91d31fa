import '@lib/i18n/qrmenu';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { qrApi } from '@api/qrmenu';
import { metin } from '@lib/menu/text';
import { themeById } from '@lib/menu/themes';
import { AnasayfaSchema, type Anasayfa, type QrBilgi } from '@lib/schemas/qrmenu';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { temaStili } from './MenuOnizleme';
import { BOS_METIN, DilSekmeleri } from '@panel/ui/DilSekmeleri';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useVenueName } from '@panel/ui/useVenueName';
import '@styles/panel-ui.css';
import '@styles/qrmenu-panel.css';

const BOS: Anasayfa = { hosgeldin: { ...BOS_METIN }, wifiAd: '', wifiSifre: '', telefon: '', whatsapp: '', instagram: '', adres: '', haritaUrl: '', calismaSaatleri: [] };
type Metin = 'wifiAd' | 'wifiSifre' | 'telefon' | 'whatsapp' | 'instagram' | 'adres' | 'haritaUrl';

/** /isletme/qrmenu/anasayfa: the guest landing (welcome, Wi-Fi, contact, address, hours) with a themed preview. */
export default function AnasayfaScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<Partial<Anasayfa>>(qrApi.anasayfa);
  const tema = useApiData<{ temaId: string }>(qrApi.tema);
  const bilgi = useApiData<QrBilgi>(qrApi.qrBilgi);
  const [form, setForm] = useState<Anasayfa>(BOS);
  const f = useAlanHatalari(AnasayfaSchema, form);
  // the form shows only once it holds the saved values, so nothing typed is overwritten when they arrive
  const [hazir, setHazir] = useState(false);
  useEffect(() => {
    if (!data) return;
    setForm({ ...BOS, ...data, hosgeldin: { ...BOS_METIN, ...data.hosgeldin } });
    setHazir(true);
  }, [data]);
  const canSave = can.has('isletme:qrmenu:anasayfa:guncelle');
  const set = (patch: Partial<Anasayfa>) => setForm((current) => ({ ...current, ...patch }));

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(() => qrApi.anasayfaKaydet(body));
      toast('success', t('common.saved'));
      await reload();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const alan = (key: Metin, label: string, extra: Record<string, string> = {}) => (
    <label className="field"><span>{label}</span>
      <input className="input" name={key} value={form[key]} readOnly={!canSave} onChange={(event) => set({ [key]: event.target.value })} {...extra} {...f.alan(key)} data-testid={`home-${key}`} />{f.hata(key)}</label>
  );

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!hazir) return <section className="screen" aria-busy="true" />;
  const theme = themeById(tema.data?.temaId);
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.qrmenu.anasayfa')}</h1>
          <p className="muted">{t('qrmenu.home.subtitle')}</p>
        </div>
        {bilgi.data && <a className="btn" href={`${bilgi.data.yol}?lang=tr`} target="_blank" rel="noopener">{t('qrmenu.openGuestPage')}</a>}
      </header>
      <div className="qm-split">
        <form ref={f.formRef} className="form card" onSubmit={(event) => void kaydet(event)} noValidate>
          <DilSekmeleri fields={[{ key: 'hosgeldin', label: t('qrmenu.home.welcome'), value: form.hosgeldin, onChange: (value) => set({ hosgeldin: value }), multiline: true, max: 500, isaret: f.alan('hosgeldin'), hata: f.hata('hosgeldin') }]} />
          <div className="form-row">
            {alan('wifiAd', t('qrmenu.home.wifiName'), { maxLength: '64', autoComplete: 'off' })}
            {alan('wifiSifre', t('qrmenu.home.wifiPassword'), { maxLength: '64', autoComplete: 'off' })}
          </div>
          <div className="form-row">
            {alan('telefon', t('qrmenu.home.phone'), { type: 'tel', inputMode: 'tel', placeholder: '+90 242 000 00 00' })}
            {alan('whatsapp', t('qrmenu.home.whatsapp'), { type: 'tel', inputMode: 'tel' })}
            {alan('instagram', t('qrmenu.home.instagram'), { placeholder: '@kahveduragi' })}
          </div>
          {alan('adres', t('qrmenu.home.address'), { maxLength: '200' })}
          {alan('haritaUrl', t('qrmenu.home.map'), { type: 'url', placeholder: 'https://maps.google.com/...' })}
          <fieldset className="qm-lines" {...f.alan('calismaSaatleri')} tabIndex={-1}>
            <legend>{t('qrmenu.home.hours')}</legend>
            {f.hata('calismaSaatleri')}
            {form.calismaSaatleri.map((row, index) => (
              <div className="qm-line qm-hours" key={index}>
                <input className="input" aria-label={t('qrmenu.home.hoursDays', { sayi: index + 1 })} placeholder={t('qrmenu.home.hoursDaysPh')} maxLength={40} value={row.gunler}
                  onChange={(event) => set({ calismaSaatleri: form.calismaSaatleri.map((item, i) => (i === index ? { ...item, gunler: event.target.value } : item)) })} />
                <input className="input" aria-label={t('qrmenu.home.hoursTime', { sayi: index + 1 })} placeholder="08:00-23:00" maxLength={40} value={row.saat}
                  onChange={(event) => set({ calismaSaatleri: form.calismaSaatleri.map((item, i) => (i === index ? { ...item, saat: event.target.value } : item)) })} />
                <button type="button" className="icon-btn" aria-label={t('qrmenu.removeLine', { sayi: index + 1 })} onClick={() => set({ calismaSaatleri: form.calismaSaatleri.filter((_, i) => i !== index) })}><Icon name="close" size={16} /></button>
              </div>
            ))}
            {form.calismaSaatleri.length < 14 && <button type="button" className="btn btn-small" onClick={() => set({ calismaSaatleri: [...form.calismaSaatleri, { gunler: '', saat: '' }] })}><Icon name="plus" size={16} />{t('qrmenu.addLine')}</button>}
          </fieldset>
          <p className="field-error" role="alert">{f.formHatasi}</p>
          {canSave && <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="home-save">{t('common.save')}</button></div>}
        </form>
        <aside className="qm-phone" aria-label={t('qrmenu.preview')}>
          <div className="qm-preview qm-landing" style={temaStili(theme)} data-testid="home-preview">
            <div className="qm-pv-head">{venue}</div>
            {metin(form.hosgeldin, 'tr') && <p className="qm-pv-welcome">{metin(form.hosgeldin, 'tr')}</p>}
            {form.wifiAd && <div className="qm-pv-box"><strong>{t('qrmenu.home.wifi')}</strong><span>{form.wifiAd}</span>{form.wifiSifre && <span>{t('qrmenu.home.wifiPassword')}: {form.wifiSifre}</span>}</div>}
            <span className="qm-pv-button">{t('qrmenu.home.menuButton')}</span>
            {(form.telefon || form.whatsapp || form.instagram || form.adres) && (
              <div className="qm-pv-box">
                {form.telefon && <span>☎ {form.telefon}</span>}
                {form.whatsapp && <span>WhatsApp {form.whatsapp}</span>}
                {form.instagram && <span>Instagram {form.instagram}</span>}
                {form.adres && <span>{form.adres}</span>}
              </div>
            )}
            {form.calismaSaatleri.length > 0 && (
              <div className="qm-pv-box"><strong>{t('qrmenu.home.hours')}</strong>{form.calismaSaatleri.map((row, index) => <span key={index}>{row.gunler} {row.saat}</span>)}</div>
            )}
          </div>
        </aside>
      </div>
    </section>
  );
}
