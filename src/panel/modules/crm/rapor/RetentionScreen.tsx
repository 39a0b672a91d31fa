import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { musteri360, raporApi } from '@api/crm/rapor';
import { KOHORT_AY, yuzde } from '@lib/crm/kohort';
import { SEGMENT_FILTRELERI, type HucreListesi, type KohortRaporu, type SegmentFiltresi } from '@lib/schemas/crm/rapor';
import { $permissionSet } from '@stores/auth';
import { useT } from '@panel/hooks';
import { dosyaIndir } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import '@styles/crm-rapor.css';
import '@lib/i18n/crm';

const KEY = 'isletme:crm:musteri:rapor-detay-2';

type Hucre = { baslik: string; sorgu: string };

/** The customers of one cell, a page at a time, each linking to the 360° view. */
function HucreDialog({ hucre, kapat }: { hucre: Hucre | null; kapat: () => void }) {
  const t = useT();
  const [sayfa, setSayfa] = useState(1);
  const yol = hucre ? raporApi.hucre(`${hucre.sorgu}${sayfa > 1 ? `&sayfa=${sayfa}` : ''}`) : '';
  return (
    <Dialog title={hucre ? t('crm.kohort.hucreBaslik', { baslik: hucre.baslik }) : ''} open={hucre !== null} onClose={() => { setSayfa(1); kapat(); }}>
      {hucre && <HucreIcerik yol={yol} sayfa={sayfa} setSayfa={setSayfa} />}
    </Dialog>
  );
}

function HucreIcerik({ yol, sayfa, setSayfa }: { yol: string; sayfa: number; setSayfa: (n: number) => void }) {
  const t = useT();
  const zaman = useZaman();
  const { data, error, reload } = useApiData<HucreListesi>(yol);
  if (error) return <div className="crk-dialog"><LoadError error={error} onRetry={() => void reload()} /></div>;
  if (!data) return <div className="crk-dialog" aria-busy="true">{t('common.loading')}</div>;
  const son = Math.max(1, Math.ceil(data.toplam / data.sayfaBoyutu));
  return (
    <div className="crk-dialog" data-testid="crk-hucre-liste">
      {data.satirlar.length === 0 ? <p className="muted">{t('crm.kohort.hucreBos')}</p> : (
        <ul className="crk-liste">
          {data.satirlar.map((s) => (
            <li key={s.id}>
              <a href={musteri360(s.id)} data-testid="crk-hucre-musteri">{s.adSoyad}</a>
              <span className="muted"> · {t('crm.rapor.kolon.ziyaret')}: {s.ziyaret} · {t('crm.rapor.kolon.son')}: {s.sonZiyaret ? zaman.an(s.sonZiyaret, 'sayisal') : '—'}</span>
            </li>
          ))}
        </ul>
      )}
      <Sayfalayici sayfa={sayfa} son={son} onSayfa={setSayfa} />
    </div>
  );
}

/** Heat class of a percentage: 0 … 10 in steps of ten (the text in the cell carries the number too). */
const isi = (p: number) => `crk-isi-${Math.min(10, Math.ceil(p / 10))}`;

/** One cell of a heat table: coloured by percent, its numbers as text, a button that lists its customers. */
function IsiHucresi({ n, p, etiket, testId, ac, yuzdeOnce = false, ayni = false }: { n: number; p: number; etiket: string; testId: string; ac: () => void; yuzdeOnce?: boolean; ayni?: boolean }) {
  const yuzde = <span className="crk-yuzde">%{p}</span>;
  const sayi = <span className="crk-sayi">{n}</span>;
  return (
    <td className={`${isi(p)}${ayni ? ' crk-ayni' : ''}`}>
      {n > 0 ? (
        <button type="button" className="crk-hucre" aria-label={etiket} onClick={ac} data-testid={testId} data-sayi={n}>
          {yuzdeOnce ? <>{yuzde}{sayi}</> : <>{sayi}{yuzde}</>}
        </button>
      ) : <span className="crk-sifir">0</span>}
    </td>
  );
}

/** /isletme/crm/musteri/rapor-detay-2: cohorts by first-visit month and segment moves over the last three months. */
export default function RetentionScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<KohortRaporu>(raporApi.kohort);
  const zaman = useZaman(data?.saatDilimi);
  const [hucre, setHucre] = useState<Hucre | null>(null);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const seg = (s: SegmentFiltresi) => t(`crm.segment.${s}`);
  const ayAdi = (ay: string) => zaman.gun(`${ay}-15`, 'ayYil');
  return (
    <section className="screen crr-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.crm.musteriRaporDetay2')}</h1>
          <p className="muted">{t('crm.kohort.altBaslik')}</p>
        </div>
        {can.has(`${KEY}:disa-aktar`) && (
          <div className="row-actions">
            <button type="button" className="btn" onClick={() => void dosyaIndir(raporApi.kohortCsv, 'musteri-kohort.csv')} data-testid="crk-csv">{t('crm.kohort.disaAktar')}</button>
          </div>
        )}
      </header>
      {!data ? <p aria-busy="true">{t('common.loading')}</p> : (
        <>
          <section className="card crr-kart" aria-labelledby="crk-tablo-baslik">
            <h2 id="crk-tablo-baslik">{t('crm.kohort.tablo')}</h2>
            <p className="muted crr-ipucu">{t('crm.kohort.tabloIpucu')}</p>
            <div className="crk-kutu" tabIndex={0} role="region" aria-labelledby="crk-tablo-baslik">
              <table className="crk-tablo" data-testid="crk-tablo">
                <thead>
                  <tr>
                    <th scope="col">{t('crm.kohort.kohort')}</th>
                    <th scope="col">{t('crm.kohort.musteri')}</th>
                    {Array.from({ length: KOHORT_AY }, (_, i) => <th key={i} scope="col">{t('crm.kohort.ayN', { n: i })}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {[...data.kohortlar].reverse().map((k) => (
                    <tr key={k.ay}>
                      <th scope="row">{ayAdi(k.ay)}</th>
                      <td className="crr-num" data-testid="crk-boyut">{k.musteri}</td>
                      {k.donen.map((n, i) => {
                        if (n === null) return <td key={i} className="crk-gelecek" />;
                        const p = yuzde(n, k.musteri);
                        const metin = t('crm.kohort.hucre', { sayi: n, yuzde: p });
                        return (
                          <IsiHucresi key={i} n={n} p={p} etiket={`${ayAdi(k.ay)}, ${t('crm.kohort.ayN', { n: i })}: ${metin}`} testId={`crk-hucre-${k.ay}-${i}`} yuzdeOnce
                            ac={() => setHucre({ baslik: t('crm.kohort.kohortHucre', { kohort: ayAdi(k.ay), ay: i }), sorgu: `tur=kohort&kohort=${k.ay}&ay=${i}` })} />
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className="card crr-kart" aria-labelledby="crk-gecis-baslik">
            <h2 id="crk-gecis-baslik">{t('crm.kohort.gecis')}</h2>
            <p className="muted crr-ipucu">{t('crm.kohort.gecisIpucu', { tarih: zaman.an(data.gecisTarihi, 'sayisal') })}</p>
            <div className="crk-kutu" tabIndex={0} role="region" aria-labelledby="crk-gecis-baslik">
              <table className="crk-tablo crk-gecis" data-testid="crk-gecis">
                <thead>
                  <tr>
                    <th scope="col"><span className="crk-kose">{t('crm.kohort.eski')} ↓ / {t('crm.kohort.yeni')} →</span></th>
                    {SEGMENT_FILTRELERI.map((s) => <th key={s} scope="col">{seg(s)}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {SEGMENT_FILTRELERI.map((eski) => {
                    const satirToplam = SEGMENT_FILTRELERI.reduce((a, y) => a + data.gecisler[eski][y], 0);
                    return (
                      <tr key={eski}>
                        <th scope="row">{seg(eski)}</th>
                        {SEGMENT_FILTRELERI.map((yeni) => {
                          const n = data.gecisler[eski][yeni];
                          const p = yuzde(n, satirToplam);
                          const metin = t('crm.kohort.gecisHucre', { eski: seg(eski), yeni: seg(yeni), sayi: n });
                          return (
                            <IsiHucresi key={yeni} n={n} p={p} etiket={metin} testId={`crk-gecis-${eski}-${yeni}`} ayni={eski === yeni}
                              ac={() => setHucre({ baslik: `${seg(eski)} → ${seg(yeni)}`, sorgu: `tur=gecis&eski=${eski}&yeni=${yeni}` })} />
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
      <HucreDialog hucre={hucre} kapat={() => setHucre(null)} />
    </section>
  );
}
