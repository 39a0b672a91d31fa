import { useStore } from '@nanostores/react';
import { useDeferredValue, useState } from 'react';
import { talepApi } from '@api/admin/talep';
import { TALEP_DURUMLARI, type TalepDurumu, type TalepListesi } from '@lib/schemas/admin/talep';
import { $permissionSet } from '@stores/auth';
import { dosyaIndir } from '@api/islem';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { TalepDetay } from './TalepDetay';
import './ortak';

const KEY = 'admin:fo:dashboard';
const HUNI = ['toplam', 'arandi', 'demo', 'kazanildi'] as const;

/** /admin/frontoffice/dashboard: the sales desk — leads from the public demo form, their status, notes and funnel. */
export default function TaleplerScreen() {
  const t = useT();
  const zaman = useZaman(VARSAYILAN_DILIM);
  const can = useStore($permissionSet);
  const [durum, setDurum] = useState<TalepDurumu | ''>('');
  const [yazilan, setYazilan] = useState('');
  const q = useDeferredValue(yazilan.trim());
  const sorgu = new URLSearchParams({ ...(durum ? { durum } : {}), ...(q ? { q } : {}) }).toString();
  const { data, error, reload } = useApiData<TalepListesi>(talepApi.liste(sorgu));
  const [acik, setAcik] = useState<number | null>(null);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const toplam = data?.huni.toplam ?? 0;
  const detayBasligi = t('admin.talep.detay');
  return (
    <section className="screen fo-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.admin.fo.dashboard')}</h1>
          <p className="muted">{t('admin.talep.altBaslik')}</p>
        </div>
        {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(talepApi.disaAktar(sorgu), 'talepler.csv')} data-testid="talep-csv">{t('admin.talep.disaAktar')}</button>}
      </header>

      {data && (
        <section className="card fo-huni" aria-labelledby="fo-huni-baslik">
          <h2 id="fo-huni-baslik">{t('admin.talep.huni')}</h2>
          <ol>
            {HUNI.map((asama) => (
              <li key={asama}>
                <span className="fo-huni-ad">{t(`admin.talep.huni.${asama}`)}</span>
                <meter min={0} max={Math.max(1, toplam)} value={data.huni[asama]} aria-label={t(`admin.talep.huni.${asama}`)} />
                <strong data-testid={`talep-huni-${asama}`}>{data.huni[asama]}</strong>
              </li>
            ))}
          </ol>
        </section>
      )}

      <fieldset className="fo-sekmeler">
        <legend className="sr-only">{t('admin.talep.durumFiltre')}</legend>
        {(['', ...TALEP_DURUMLARI] as const).map((d) => (
          <label key={d || 'hepsi'} className={`fo-sekme${durum === d ? ' on' : ''}`}>
            <input type="radio" name="talep-durum" className="sr-only" checked={durum === d} onChange={() => setDurum(d)} data-testid={`talep-filtre-${d || 'hepsi'}`} />
            {d ? t(`admin.talep.durum.${d}`) : t('admin.talep.hepsi')}
            <span className="fo-sayi">{data ? (d ? data.sayilar[d] : toplam) : '–'}</span>
          </label>
        ))}
      </fieldset>
      <label className="field fo-ara"><span>{t('admin.talep.ara')}</span>
        <input className="input" type="search" value={yazilan} maxLength={100} onChange={(e) => setYazilan(e.target.value)} data-testid="talep-ara" />
      </label>

      <h2 className="sr-only">{t('admin.talep.liste')}</h2>
      {data?.satirlar.length === 0 && <p className="empty-lead">{t('admin.talep.bos')}</p>}
      <ul className="fo-liste" data-testid="talep-liste">
        {data?.satirlar.map((s) => (
          <li key={s.id} className="card fo-kart" data-testid={`talep-${s.id}`}>
            <div className="fo-kart-bas">
              <div className="fo-kart-ad">
                <strong>{s.isletmeAdi}</strong>
                <span>{s.adSoyad}</span>
              </div>
              <span className={`fo-durum fo-durum-${s.durum}`}>{t(`admin.talep.durum.${s.durum}`)}</span>
            </div>
            <p className="muted fo-kart-alt">
              {[s.sehir, zaman.an(s.olusturma), s.notSayisi ? t('admin.talep.notSayisi', { n: s.notSayisi }) : ''].filter(Boolean).join(' · ')}
            </p>
            <button type="button" className="btn btn-small" onClick={() => setAcik(s.id)} aria-label={`${t('admin.talep.ac')}: ${s.isletmeAdi}`} data-testid={`talep-ac-${s.id}`}>{t('admin.talep.ac')}</button>
          </li>
        ))}
      </ul>

      <Dialog title={detayBasligi} open={acik !== null} onClose={() => setAcik(null)} wide>
        {acik !== null && <TalepDetay id={acik} can={can} onDegisti={() => void reload()} />}
      </Dialog>
    </section>
  );
}
