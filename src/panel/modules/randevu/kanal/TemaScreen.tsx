import '@lib/i18n/randevu';
import '@lib/i18n/randevu/tema';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type RefObject } from 'react';
import { api } from '@api/client';
import { TemaSchema, type Tema, type TemaVerisi } from '@lib/schemas/randevu/tema';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useApiData } from '@panel/useApiData';
import { TemaMetinler } from './TemaMetinler';
import { TemaOnizleme } from './TemaOnizleme';
import { TemaRenkler } from './TemaRenkler';
import { TemaSaatler } from './TemaSaatler';
import { temaApi } from '@api/randevu/tema';
import { useTx, type Tx } from '../ortak';
import { onayla } from '@stores/onay';

const KEY = 'isletme:randevutakip:online-kanal-tema';
const KANAL_YOLU = '/isletme/randevutakip/online-kanal';

/** Rows left completely empty are dropped instead of refused. */
const temizle = (tema: Tema): Tema => ({
  ...tema,
  infoCards: { ...tema.infoCards, workingHours: { ...tema.infoCards.workingHours, hours: tema.infoCards.workingHours.hours.filter((h) => h.days.trim() !== '' || h.time.trim() !== '') } },
});

/** Leaving with unsaved changes asks first: links inside the panel (captured before the router) and closing the tab. */
function useKayitUyarisi(kirli: boolean, t: Tx) {
  useEffect(() => {
    if (!kirli) return;
    const tiklama = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      const hedef = new URL(link.href, location.href);
      if (hedef.origin === location.origin && hedef.pathname === location.pathname) return;
      // the product's dialog cannot block the click: hold it, ask, then go on by hand
      event.preventDefault();
      event.stopPropagation();
      void onayla(t('randevu.tema.ayrilOnay')).then((evet) => {
        if (!evet) return;
        window.removeEventListener('beforeunload', kapanis);
        location.href = link.href;
      });
    };
    const kapanis = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', tiklama, true);
    window.addEventListener('beforeunload', kapanis);
    return () => {
      document.removeEventListener('click', tiklama, true);
      window.removeEventListener('beforeunload', kapanis);
    };
  }, [kirli, t]);
}

/** /isletme/randevutakip/online-kanal-tema: colours, logo, texts and info cards of the public booking page, with a live preview. */
export default function TemaScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<TemaVerisi>(temaApi.tema);
  const [kayitli, setKayitli] = useState<Tema | null>(null);
  const [taslak, setTaslak] = useState<Tema | null>(null);
  // nested fields are named by their path ('infoCards.workingHours.hours.2.time'); TemaSaatler maps rows to it
  const f = useAlanHatalari(TemaSchema, taslak ? temizle(taslak) : {}, { tamYol: true });
  useEffect(() => {
    if (!data) return;
    setKayitli(data.tema);
    setTaslak(data.tema);
    f.sifirla();
  }, [data]);
  const kirli = !!taslak && !!kayitli && JSON.stringify(taslak) !== JSON.stringify(kayitli);
  useKayitUyarisi(kirli, t);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!data || !taslak) return <section className="screen" aria-busy="true" />;
  const salt = !can.has(`${KEY}:guncelle`);
  const degistir = (patch: Partial<Tema>) => setTaslak((onceki) => (onceki ? { ...onceki, ...patch } : onceki));

  if (!data.kanal) {
    return (
      <section className="screen">
        <header className="screen-header"><div><h1>{t('menu.randevu.onlineKanalTema')}</h1></div></header>
        <div className="empty-state" data-testid="ro-kanal-yok">
          <span className="empty-icon"><Icon name="globe" size={30} /></span>
          <h2 className="empty-title">{t('randevu.tema.kanalYokBaslik')}</h2>
          <p className="empty-lead">{t('randevu.tema.hata.kanalYok')}</p>
          {can.has('isletme:randevutakip:online-kanal') && <a className="btn btn-primary" href={KANAL_YOLU}>{t('randevu.tema.kanalKur')}</a>}
        </div>
      </section>
    );
  }

  async function kaydet() {
    const govde = f.gonder();
    if (!govde) return;
    try {
      const yeni = await withLoader(() => api.put<TemaVerisi>(temaApi.tema, govde));
      setKayitli(yeni.tema);
      setTaslak(yeni.tema);
      toast('success', t('randevu.tema.kaydedildi'));
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const link = `/${data.kanal.firmaAdi}/${data.kanal.firmaKey}/randevu/yeni`;
  return (
    <section className="screen ro-screen ro-tema">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.onlineKanalTema')}</h1>
          <p className="muted">{t('randevu.tema.subtitle')}</p>
        </div>
        <div className="row-actions">
          <button type="button" className="btn ro-onizlemeye" onClick={() => document.getElementById('ro-onizleme')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>{t('randevu.tema.onizlemeyeGit')}</button>
          <a className="btn" href={link} target="_blank" rel="noopener" data-testid="ro-sayfa-ac">{t('randevu.tema.sayfayiAc')}</a>
        </div>
      </header>
      {!data.kanal.aktif && <p className="ro-uyari" role="status">{t('randevu.tema.kanalKapali')}</p>}
      {salt && <p className="muted" data-testid="ro-salt">{t('randevu.tema.salt')}</p>}
      {/* no <form>: the editor's many buttons and the preview are not a submit; the hook only needs the fields' container */}
      <div className="ro-tema-izgara" ref={f.formRef as unknown as RefObject<HTMLDivElement>}>
        <div className="ro-tema-form">
          <TemaRenkler renkler={taslak.colors} salt={salt} onChange={(colors) => degistir({ colors })} />
          <TemaMetinler tema={taslak} isletmeAd={data.isletmeAd} salt={salt} onChange={degistir} />
          <TemaSaatler alanlar={f} baslik={taslak.infoCards.workingHours.title} satirlar={taslak.infoCards.workingHours.hours} calisma={data.calisma} salt={salt}
            onBaslik={(title) => degistir({ infoCards: { ...taslak.infoCards, workingHours: { ...taslak.infoCards.workingHours, title } } })}
            onChange={(hours) => degistir({ infoCards: { ...taslak.infoCards, workingHours: { ...taslak.infoCards.workingHours, hours } } })} />
        </div>
        <div className="ro-tema-onizleme">
          <TemaOnizleme tema={temizle(taslak)} isletmeAd={data.isletmeAd} hizmetler={data.hizmetler} />
        </div>
      </div>
      {!salt && (
        <div className={`ro-kaydet${kirli ? ' ro-kirli' : ''}`} data-testid="ro-kaydet-cubuk">
          <p className="field-error" role="alert">{f.formHatasi}</p>
          <span className="muted" role="status">{kirli ? t('randevu.tema.kirli') : t('randevu.tema.temiz')}</span>
          <button type="button" className="btn" disabled={!kirli} onClick={() => { setTaslak(kayitli); f.sifirla(); }} data-testid="ro-geri-al">{t('randevu.tema.geriAl')}</button>
          <button type="button" className="btn btn-primary" disabled={!kirli} onClick={() => void kaydet()} data-testid="ro-kaydet">{t('common.save')}</button>
        </div>
      )}
    </section>
  );
}
