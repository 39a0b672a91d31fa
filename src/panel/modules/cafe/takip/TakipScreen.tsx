import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ApiCallError } from '@api/client';
import { takipApi } from '@api/cafe/takip';
import type { AcikAdisyonOzeti, TakipDurumu, TakipMasasi } from '@lib/cafe/tipler';
import { formatKurus } from '@lib/para';
import { $permissionSet } from '@stores/auth';
import { $kuyruk, $takip, canliBaglan, takipYukle } from '@stores/cafe';
import { onyuklenen } from '@panel/onyukle';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { BaglantiDurumu, CevrimdisiBandi, useCevrimdisiHazirlik, useDakika } from './ortak';
import { QrPaneli, QrRozet } from './QrPaneli';
import '@styles/panel-ui.css';
import '@styles/cafe-takip.css';

type Filtre = 'tumu' | 'benim' | 'dolu' | 'bos';
const FILTRELER: Filtre[] = ['tumu', 'benim', 'dolu', 'bos'];
export const TAKIP_YOLU = '/isletme/qrmenu/cafe-yonetim/masa-takip';

/** /isletme/qrmenu/cafe-yonetim/masa-takip: every table per area, live: free, open check (total, how long), waiting for payment. */
export default function TakipScreen() {
  const t = useT();
  const takip = useStore($takip);
  const kuyruk = useStore($kuyruk);
  const can = useStore($permissionSet);
  // a waiter starts with their own tables and the free ones; whoever takes payments sees the whole floor
  const [filtre, setFiltre] = useState<Filtre>(() => (can.has('isletme:qrmenu:cafe-yonetim:masa-takip:tahsilat') ? 'tumu' : 'benim'));
  const [hata, setHata] = useState<ApiCallError | null>(null);
  const simdi = useDakika();
  useCevrimdisiHazirlik();
  useEffect(() => {
    const birak = canliBaglan();
    // the answer prefetched with this screen's code (screens.ts), not a second read after it
    takipYukle(onyuklenen<TakipDurumu>(takipApi.takip)).catch(setHata);
    return birak;
  }, []);

  if (!takip) return hata ? <LoadError error={hata} onRetry={() => void takipYukle().then(() => setHata(null), setHata)} /> : null;
  const acik = new Map(takip.acik.map((a) => [a.masaId, a]));
  const bekleyen = new Map<number, number>();
  for (const s of kuyruk) bekleyen.set(s.masaId, (bekleyen.get(s.masaId) ?? 0) + s.kalemler.length);
  const gorunur = (m: TakipMasasi) => {
    const a = acik.get(m.id);
    if (filtre === 'benim') return !a || a.garsonId === takip.ben;
    if (filtre === 'dolu') return !!a;
    if (filtre === 'bos') return !a;
    return true;
  };
  const bolumler = [...takip.alanlar.map((al) => ({ id: al.id, ad: al.ad })), { id: null, ad: t('cafe.takip.digerAlan') }]
    .map((al) => ({ ...al, masalar: takip.masalar.filter((m) => m.alanId === al.id && gorunur(m)) }))
    .filter((al) => al.masalar.length > 0);
  const acikToplam = takip.acik.reduce((s, a) => s + a.toplamKurus - a.odenenKurus, 0);

  return (
    <section className="screen ct-ekran">
      <header className="screen-header">
        <div>
          <h1>{t('menu.cafe.masaTakip')}</h1>
          <p className="muted">{t('cafe.takip.ozet', { dolu: takip.acik.length, masa: takip.masalar.length, tutar: formatKurus(acikToplam) })}</p>
        </div>
        <BaglantiDurumu />
      </header>
      <CevrimdisiBandi />
      {!takip.gun && <p className="ct-uyari" role="alert" data-testid="gun-yok">{t('cafe.takip.gunYok')}</p>}
      <QrPaneli />
      <div className="ct-filtre" role="group" aria-label={t('cafe.takip.filtre')}>
        {FILTRELER.map((f) => (
          <button key={f} type="button" className={`qm-chip${filtre === f ? ' on' : ''}`} aria-pressed={filtre === f} onClick={() => setFiltre(f)} data-testid={`filtre-${f}`}>
            {t(`cafe.takip.filtre.${f}`)}
          </button>
        ))}
      </div>
      {bolumler.length === 0 && <p className="empty-lead">{t(takip.masalar.length ? 'cafe.takip.filtreBos' : 'cafe.takip.masaYok')}</p>}
      {bolumler.map((al) => (
        <section key={al.id ?? 'diger'} className="ct-alan" aria-labelledby={`ct-alan-${al.id ?? 'diger'}`}>
          <h2 id={`ct-alan-${al.id ?? 'diger'}`} className="section-title">{al.ad}</h2>
          <ul className="ct-izgara">
            {al.masalar.map((m) => <li key={m.id}><MasaKutusu masa={m} adisyon={acik.get(m.id)} bekleyen={bekleyen.get(m.id) ?? 0} simdi={simdi} /></li>)}
          </ul>
        </section>
      ))}
    </section>
  );
}

function MasaKutusu({ masa, adisyon, bekleyen, simdi }: { masa: TakipMasasi; adisyon: AcikAdisyonOzeti | undefined; bekleyen: number; simdi: number }) {
  const t = useT();
  const durum = !adisyon ? 'bos' : adisyon.hesapIstendi ? 'hesap' : 'dolu';
  const dakika = adisyon ? Math.max(0, Math.floor((simdi - Date.parse(adisyon.acilis)) / 60_000)) : 0;
  const kalan = adisyon ? adisyon.toplamKurus - adisyon.odenenKurus : 0;
  return (
    <a href={`${TAKIP_YOLU}/${masa.id}`} className={`ct-masa ct-${durum}`} data-testid={`masa-${masa.id}`} data-durum={durum}>
      <strong className="ct-masa-ad">{masa.ad}</strong>
      <span className="ct-masa-durum">{t(`cafe.takip.durum.${durum}`)}</span>
      {adisyon && <span className="ct-masa-tutar" data-testid={`masa-tutar-${masa.id}`}>{formatKurus(kalan)}</span>}
      {adisyon && <span className="ct-masa-bilgi">{t('cafe.takip.dakika', { dakika })}{adisyon.garson ? ` · ${adisyon.garson}` : ''}</span>}
      {!adisyon && <span className="ct-masa-bilgi">{t('cafe.takip.kisi', { sayi: masa.kapasite })}</span>}
      {bekleyen > 0 && <span className="badge ct-bekleyen">{t('cafe.takip.bekleyen', { sayi: bekleyen })}</span>}
      {adisyon && adisyon.hazir > 0 && <span className="badge ct-hazir" data-testid={`masa-hazir-${masa.id}`}>{t('cafe.istasyon.masaHazir')}</span>}
      <QrRozet masaId={masa.id} />
    </a>
  );
}
