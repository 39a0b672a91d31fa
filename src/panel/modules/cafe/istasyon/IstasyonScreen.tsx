import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { ApiCallError } from '@api/client';
import { hataMetni } from '@api/client';
import { istasyonApi } from '@api/cafe/istasyon';
import type { IstasyonAyariCevabi } from '@lib/schemas/cafe/istasyon';
import { takipApi } from '@api/cafe/takip';
import { yapilacak, type IstasyonFisi } from '@lib/cafe/istasyon';
import { $permissionSet } from '@stores/auth';
import { $session } from '@stores/session';
import { $fisler, $istasyonBaglanti, istasyonIzle } from '@stores/istasyon';
import { yeniIslemId } from '@stores/cafe';
import { readStored, writeStored } from '@stores/persist';
import { toast } from '@stores/toasts';
import { onyuklenen } from '@panel/onyukle';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { FisKarti, yasi } from './FisKarti';
import { IstasyonFisYazdir, type IstasyonBaskisi } from './IstasyonFisYazdir';
import '@styles/panel-ui.css';
import '@styles/cafe-takip.css';
import '@styles/cafe-istasyon.css';

export const ISTASYON_KEY = 'isletme:qrmenu:cafe-yonetim:istasyon';
const secimAnahtari = (isletmeId: number | null) => `cafe-istasyon-secim:${isletmeId ?? 0}`;

/** Now, every 15 s (the tickets' age timers). */
function useSimdi(): number {
  const [simdi, setSimdi] = useState(() => Date.now());
  useEffect(() => {
    const i = setInterval(() => setSimdi(Date.now()), 15_000);
    return () => clearInterval(i);
  }, []);
  return simdi;
}

/** /isletme/qrmenu/cafe-yonetim/istasyon: a kitchen or bar station's live tickets (one station or several), bumped with a tap. */
export default function IstasyonScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const isletmeId = useStore($session).selectedIsletmeId;
  const fisler = useStore($fisler);
  const baglanti = useStore($istasyonBaglanti);
  const simdi = useSimdi();
  const yetkili = can.has(`${ISTASYON_KEY}:guncelle`);
  const [ayar, setAyar] = useState<IstasyonAyariCevabi | null>(null);
  const [hata, setHata] = useState<ApiCallError | null>(null);
  const [secim, setSecim] = useState<number[]>(() => readStored<number[]>(secimAnahtari(isletmeId), []));
  const [baski, setBaski] = useState<IstasyonBaskisi | null>(null);

  const yukle = () => (onyuklenen<IstasyonAyariCevabi>(istasyonApi.ayar) ?? istasyonApi.ayarOku()).then(setAyar, (e: ApiCallError) => setHata(e));
  useEffect(() => void yukle(), []);

  // the stations shown: the ones chosen on this device that still exist, else all
  const gosterilen = useMemo(() => {
    if (!ayar) return [];
    const var_ = ayar.istasyonlar.map((i) => i.id);
    const secili = secim.filter((id) => var_.includes(id));
    return secili.length ? secili : var_;
  }, [ayar, secim]);
  const anahtar = gosterilen.join(',');
  const yazan = useMemo(() => new Set(ayar?.istasyonlar.filter((i) => i.yazdir).map((i) => i.id) ?? []), [ayar]);

  useEffect(() => {
    if (!gosterilen.length) return;
    // a station with a printer: every changed ticket is offered for printing; the venue's object lets one screen print it
    return istasyonIzle(gosterilen, (degisen) => {
      for (const f of degisen) if (yazan.has(f.istasyonId) && f.surum > f.basilanSurum) void yazdir(f, false);
    });
  }, [anahtar, yazan]);

  async function yazdir(fis: IstasyonFisi, tekrar: boolean) {
    try {
      const c = await takipApi.islem({ islemId: yeniIslemId(), tur: 'istasyonBasim', fisId: fis.id, tekrar }) as unknown as { bas: boolean; degisiklik: boolean };
      if (!c.bas) return;
      setBaski({ fis, istasyonAd: ad(fis.istasyonId) ?? '', tekrar, degisiklik: c.degisiklik, anahtar: Date.now() });
    } catch (e) {
      toast('error', hataMetni(e));
    }
  }

  async function hazir(fis: IstasyonFisi, kalemId: number | null, geri: boolean) {
    try {
      await takipApi.islem({ islemId: yeniIslemId(), tur: 'istasyonHazir', fisId: fis.id, kalemId, geri });
    } catch (e) {
      toast('error', hataMetni(e));
    }
  }

  const ad = (id: number) => ayar?.istasyonlar.find((i) => i.id === id)?.ad ?? null;
  if (hata) return <LoadError error={hata} onRetry={() => { setHata(null); void yukle(); }} />;
  if (!ayar) return <section className="screen" aria-busy="true" />;

  const tumFisler = [...fisler.values()].filter((f) => gosterilen.includes(f.istasyonId));
  const bekleyen = tumFisler.filter((f) => f.hazir === null).sort((a, b) => a.zaman.localeCompare(b.zaman) || a.id - b.id);
  const hazirlar = tumFisler.filter((f) => f.hazir !== null).sort((a, b) => (b.hazir ?? '').localeCompare(a.hazir ?? '')).slice(0, 8);
  const coklu = gosterilen.length > 1;
  const sec = (id: number) => {
    // nothing chosen shows every station; a tap then picks that one, further taps add or drop
    const sonraki = secim.includes(id) ? secim.filter((x) => x !== id) : [...secim, id];
    setSecim(sonraki);
    writeStored(secimAnahtari(isletmeId), sonraki.length ? sonraki : null);
  };

  return (
    <section className="screen ci-ekran">
      <header className="screen-header">
        <div>
          <h1>{t('menu.cafe.istasyon')}</h1>
          <p className="muted">{t('cafe.istasyon.alt')}</p>
        </div>
        <span className={`ct-baglanti ct-baglanti-${baglanti}`} role="status" data-testid="baglanti">{t(`cafe.takip.baglanti.${baglanti}`)}</span>
      </header>
      {ayar.istasyonlar.length === 0 ? <p className="empty-lead">{t('cafe.istasyon.yok')}</p> : (
        <>
          <div className="ci-secim" role="group" aria-label={t('cafe.istasyon.sec')}>
            {ayar.istasyonlar.map((i) => {
              const on = secim.includes(i.id);
              return <button key={i.id} type="button" className={`qm-chip${on ? ' on' : ''}`} aria-pressed={on} onClick={() => sec(i.id)} data-testid={`istasyon-${i.id}`}>{i.ad}</button>;
            })}
          </div>
          {bekleyen.length === 0 && <p className="empty-lead" data-testid="istasyon-bos">{t('cafe.istasyon.bos')}</p>}
          <div className="ci-fisler" data-testid="fisler">
            {bekleyen.map((f) => {
              const dakika = Math.max(0, Math.floor((simdi - Date.parse(f.zaman)) / 60_000));
              return (
                <FisKarti key={f.id} fis={f} istasyonAd={coklu ? ad(f.istasyonId) : null} dakika={dakika} yas={yasi(dakika, ayar.sariDk, ayar.kirmiziDk)}
                  yetkili={yetkili} onHazir={(x, k, g) => void hazir(x, k, g)} onYazdir={yazan.has(f.istasyonId) ? (x) => void yazdir(x, true) : undefined} />
              );
            })}
          </div>
          {hazirlar.length > 0 && (
            <section className="ci-hazirlar" aria-labelledby="ci-hazirlar">
              <h2 id="ci-hazirlar" className="section-title">{t('cafe.istasyon.sonHazir')}</h2>
              <ul>
                {hazirlar.map((f) => (
                  <li key={f.id} data-testid={`hazir-${f.id}`}>
                    <span>{f.masaAd} · {f.kalemler.filter((k) => k.durum !== 'iptal').map((k) => `${k.adet}× ${k.ad}`).join(', ')}</span>
                    {yetkili && <button type="button" className="btn" onClick={() => void hazir(f, null, true)} aria-label={t('cafe.istasyon.fisGeri', { masa: f.masaAd })} data-testid="fis-geri">{t('cafe.istasyon.geriAl')}</button>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {baski && <IstasyonFisYazdir baski={baski} />}
      <span hidden data-testid="yapilacak">{bekleyen.reduce((s, f) => s + f.kalemler.filter(yapilacak).length, 0)}</span>
    </section>
  );
}
