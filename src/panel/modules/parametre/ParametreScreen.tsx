import '@lib/i18n/parametre';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { api, ApiCallError, hataMetni } from '@api/client';
import { alanHatalari, ParametreSchema, type Parametre } from '@lib/schemas/parametre';
import { LoadError } from '@panel/ui/LoadError';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { saatDilimiDegisti } from '@stores/zaman';
import { useT } from '../../hooks';
import { useApiData } from '../../useApiData';
import { FisBolumu, DilParaBolumu } from './FisDilPara';
import { IsletmeBolumu, ZamanBolumu } from './IsletmeZaman';
import { QrSiparisBolumu } from './QrSiparisBolumu';
import { KdvBolumu, OdemeBolumu } from './OdemeKdv';
import { KvkkBolumu } from './KvkkBolumu';
import { CrmSegmentBolumu } from './CrmSegment';
import { ParametreLog } from './ParametreLog';
import { FisAyari } from './FisAyari';
import { IstasyonAyarlari } from '@panel/modules/cafe/istasyon/IstasyonAyarlari';
import { useVenueName } from '@panel/ui/useVenueName';
import { ALAN_SIRASI, govde, KEY, taslakYap, YOL, type BolumProps, type Ceviri, type Hatalar, type Taslak } from './ortak';
import '@styles/panel-ui.css';
import '@styles/parametre.css';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';

/** /isletme/ayarlar/yonetim/parametre: the venue's parameters in one form (one save) and their change log. */
export default function ParametreScreen() {
  const t = useT() as unknown as Ceviri;
  const can = useStore($permissionSet);
  const salt = !can.has(`${KEY}:guncelle`);
  const isletmeAdi = useVenueName();
  const { data, error, reload } = useApiData<Parametre>(YOL);
  const [taslak, setTaslak] = useState<Taslak | null>(null);
  const [hatalar, setHatalar] = useState<Hatalar>({});
  const [denendi, setDenendi] = useState(false);
  const [formHatasi, setFormHatasi] = useState<string | null>(null);
  const [logSurum, setLogSurum] = useState(0);
  const [kayitliZone, setKayitliZone] = useState(VARSAYILAN_DILIM);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!data) return;
    setTaslak(taslakYap(data));
    setKayitliZone(data.saatDilimi);
  }, [data]);

  /** Every invalid field with its message in the user's language (the same schema the server runs). */
  function dogrula(next: Taslak): Hatalar {
    const result = v.safeParse(ParametreSchema, govde(next));
    if (result.success) return {};
    const keys = alanHatalari(result.issues);
    return Object.fromEntries(ALAN_SIRASI.filter((alan) => keys[alan]).map((alan) => [alan, t(keys[alan]!.includes(' ') ? 'error.invalidInput' : keys[alan]!)]));
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!taslak) return <section className="screen" aria-busy="true" />;

  const set = (patch: Partial<Taslak>) => {
    const next = { ...taslak, ...patch };
    setTaslak(next);
    // after a failed save, marks follow the edits so a fixed field stops being red at once
    if (denendi) setHatalar(dogrula(next));
  };

  function odakla(alan: string) {
    const el = formRef.current?.querySelector<HTMLElement>(`[data-alan="${alan}"]:not(:disabled), input[name="${alan}"]:not(:disabled), [data-name="${alan}"]`);
    el?.focus();
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!taslak) return;
    const bulunan = dogrula(taslak);
    setDenendi(true);
    setHatalar(bulunan);
    const ilk = ALAN_SIRASI.find((alan) => bulunan[alan]);
    if (ilk) {
      setFormHatasi(t('parametre.formHata', { sayi: Object.keys(bulunan).length }));
      requestAnimationFrame(() => odakla(ilk));
      return;
    }
    setFormHatasi(null);
    try {
      const saved = await withLoader(() => api.put<Parametre>(YOL, v.parse(ParametreSchema, govde(taslak))));
      setTaslak(taslakYap(saved));
      setKayitliZone(saved.saatDilimi);
      saatDilimiDegisti(saved.saatDilimi);
      setDenendi(false);
      setLogSurum((n) => n + 1);
      toast('success', t('parametre.saved'));
    } catch (caught) {
      setFormHatasi(hataMetni(caught));
      // a category deleted meanwhile: show the current list
      if (caught instanceof ApiCallError && caught.status === 404) void reload();
    }
  }

  const props: BolumProps = { taslak, set, hatalar, salt, t };
  return (
    <section className="screen prm-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.ayarlar.parametre')}</h1>
          <p className="muted">{t('parametre.subtitle')}</p>
        </div>
      </header>
      {salt && <p className="card prm-salt" data-testid="prm-salt">{t('parametre.readOnly')}</p>}
      <form ref={formRef} className="prm-form" onSubmit={(event) => void kaydet(event)} noValidate aria-label={t('parametre.title')}>
        <div className="prm-grid">
          <div className="prm-kolon">
            <IsletmeBolumu {...props} />
            <ZamanBolumu {...props} />
            <OdemeBolumu {...props} kapali={data?.kapaliOdemeYontemleri ?? []} />
            <DilParaBolumu {...props} />
            <CrmSegmentBolumu {...props} />
          </div>
          <div className="prm-kolon">
            <KdvBolumu {...props} />
            <FisBolumu {...props} />
            <KvkkBolumu {...props} />
            <QrSiparisBolumu {...props} />
          </div>
        </div>
        {!salt && (
          <div className="prm-kaydet">
            <p className="field-error" role="alert" data-testid="prm-form-hata">{formHatasi}</p>
            <button type="submit" className="btn btn-primary" data-testid="prm-kaydet">{t('common.save')}</button>
          </div>
        )}
      </form>
      <IstasyonAyarlari />
      <FisAyari t={t} salt={salt} ustMetin={taslak.fisUstBilgi} altMetin={taslak.fisAltBilgi} isletmeAd={isletmeAdi} />
      <ParametreLog t={t} saatDilimi={kayitliZone} yenile={logSurum} />
    </section>
  );
}
