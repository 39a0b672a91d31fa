import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import '@styles/envanter-tarama.css';
import { taramaApi } from '@api/envanter/tarama';
import type { LogSayfasi, LogSecenekleri } from '@lib/schemas/envanter/tarama';
import { logMetni } from '@lib/envanter/log-metni';
import { gunEkle } from '@lib/zaman/dilim';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import { dosyaIndir } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import { detayYolu } from './ortak';

const KEY = 'isletme:envanter:loglar';

/** /isletme/envanter/loglar: every change of the inventory, filtered and paged on the server, each row a sentence. */
export default function LoglarScreen() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const venue = useZaman();
  const [bas, setBas] = useState(() => gunEkle(venue.bugun(), -29));
  const [bit, setBit] = useState(() => venue.bugun());
  const [varlik, setVarlik] = useState('');
  const [islem, setIslem] = useState('');
  const [kullanici, setKullanici] = useState('');
  const [yazilan, setYazilan] = useState('');
  const [q, setQ] = useState('');
  const [sayfa, setSayfa] = useState(1);
  useEffect(() => {
    const z = setTimeout(() => setQ(yazilan.trim()), 300);
    return () => clearTimeout(z);
  }, [yazilan]);
  useEffect(() => setSayfa(1), [bas, bit, varlik, islem, kullanici, q]);
  const sorgu = useMemo(() => {
    const p = new URLSearchParams({ bas, bit });
    if (varlik) p.set('varlik', varlik);
    if (islem) p.set('islem', islem);
    if (kullanici) p.set('kullanici', kullanici);
    if (q) p.set('q', q);
    return p;
  }, [bas, bit, varlik, islem, kullanici, q]);
  const secenek = useApiData<LogSecenekleri>(taramaApi.logSecenekleri);
  const { data, error, reload, loading } = useApiData<LogSayfasi>(taramaApi.loglar(`${sorgu.toString()}&sayfa=${sayfa}`));
  // in the venue's zone, as the day filter reads the period
  const bicim = useZaman(data?.saatDilimi);
  const zaman = (iso: string) => bicim.an(iso, 'kisaSayisalSaat');
  const sayfaSayisi = data ? Math.max(1, Math.ceil(data.toplam / data.sayfaBoyu)) : 1;
  const ceviri = (key: string, params?: Record<string, string | number>) => t(key as Parameters<typeof t>[0], params);
  const ya = (key: string, yedek: string) => { const s = ceviri(key); return s === key ? yedek : s; };

  return (
    <section className="screen trm-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.loglar')}</h1>
          <p className="muted">{t('envanter.loglar.altBaslik')}</p>
        </div>
        {can.has(`${KEY}:disa-aktar`) && (
          <div className="row-actions">
            <button type="button" className="btn" onClick={() => void dosyaIndir(taramaApi.logDisaAktar(sorgu.toString()), 'envanter-log.csv')} data-testid="log-disa-aktar">{t('envanter.loglar.disaAktar')}</button>
          </div>
        )}
      </header>
      <div className="trm-filtreler" role="search">
        <label className="field"><span>{t('envanter.loglar.bas')}</span><input className="input" type="date" value={bas} max={bit} onChange={(e) => e.target.value && setBas(e.target.value)} data-testid="log-bas" /></label>
        <label className="field"><span>{t('envanter.loglar.bit')}</span><input className="input" type="date" value={bit} min={bas} onChange={(e) => e.target.value && setBit(e.target.value)} data-testid="log-bit" /></label>
        <label className="field"><span>{t('envanter.loglar.varlik')}</span>
          <select className="input" value={varlik} onChange={(e) => setVarlik(e.target.value)} data-testid="log-varlik">
            <option value="">{t('envanter.loglar.hepsi')}</option>
            {(secenek.data?.varliklar ?? []).map((v) => <option key={v} value={v}>{ya(`envanter.log.varlik.${v}`, v)}</option>)}
          </select>
        </label>
        <label className="field"><span>{t('envanter.loglar.islem')}</span>
          <select className="input" value={islem} onChange={(e) => setIslem(e.target.value)} data-testid="log-islem">
            <option value="">{t('envanter.loglar.hepsi')}</option>
            {(secenek.data?.islemler ?? []).map((v) => <option key={v} value={v}>{ya(`envanter.log.islem.${v}`, v)}</option>)}
          </select>
        </label>
        <label className="field"><span>{t('envanter.loglar.kullanici')}</span>
          <select className="input" value={kullanici} onChange={(e) => setKullanici(e.target.value)} data-testid="log-kullanici">
            <option value="">{t('envanter.loglar.hepsi')}</option>
            {(secenek.data?.kullanicilar ?? []).map((k) => <option key={k.id} value={k.id}>{k.ad}</option>)}
          </select>
        </label>
        <label className="field trm-ara"><span>{t('envanter.loglar.ara')}</span>
          <input className="input" type="search" value={yazilan} onChange={(e) => setYazilan(e.target.value)} placeholder={t('envanter.loglar.araIpucu')} data-testid="log-ara" />
        </label>
      </div>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {data && (
        <>
          <p className="muted" aria-live="polite" data-testid="log-toplam">{t('envanter.loglar.toplam', { sayi: data.toplam })}{data.kesildi ? ` ${t('envanter.loglar.kesildi')}` : ''}</p>
          {data.satirlar.length === 0 && <p className="empty-lead">{t('envanter.loglar.bos')}</p>}
          <ol className={`trm-loglar${loading ? ' yukleniyor' : ''}`} data-testid="log-liste">
            {data.satirlar.map((r) => (
              <li key={r.id} className="trm-log">
                <span className="trm-log-kim">{r.kullanici ?? t('envanter.loglar.sistem')} · <time dateTime={r.zaman}>{zaman(r.zaman)}</time></span>
                <span className="trm-log-metin">{r.demirbasSlug ? <a href={detayYolu(r.demirbasSlug)}>{logMetni(r, ceviri, lang)}</a> : logMetni(r, ceviri, lang)}</span>
              </li>
            ))}
          </ol>
          <Sayfalayici sayfa={sayfa} son={sayfaSayisi} onSayfa={setSayfa} testId="log" />
        </>
      )}
    </section>
  );
}
