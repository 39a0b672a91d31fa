import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { stokApi, type HareketRaporu } from '@api/envanter/stok';
import type { HareketRaporSatiri } from '@lib/schemas/envanter/stok';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { dosyaIndir } from '@panel/islem';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { useVenueName } from '@panel/ui/useVenueName';
import { HareketFiltreleri, bosFiltre, type HareketFiltresi } from './HareketFiltreleri';
import { gunMetni, para, useMiktar, useTx } from './ortak';
import { baskiyaGonder } from '@panel/ui/baski';

const KEY = 'isletme:envanter:rapor:hareket';

/** Prints the report alone on A4 (envanter-stok.css hides everything else while body carries the mark). */
function yazdir(): void {
  baskiyaGonder('estBaski', 'a4');
}

/** /isletme/envanter/rapor/hareket: stock movements of a period by kind, item, location and person; CSV and A4 print. */
export default function HareketRaporScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const [f, setF] = useState(bosFiltre);
  const { data, error, reload } = useApiData<HareketRaporu>(stokApi.rapor(f));
  useEffect(() => () => { delete document.body.dataset.estBaski; }, []);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const filtre = (patch: Partial<HareketFiltresi>) => setF((x) => ({ ...x, ...patch }));
  const rapor = data && <RaporGovdesi r={data} venue={venue} />;
  return (
    <section className="screen est-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.raporHareket')}</h1>
          <p className="muted">{t('envanter.stok.rapor.alt')}</p>
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(stokApi.raporCsv(f), 'stok-hareket-raporu.csv')} data-testid="rapor-csv">{t('envanter.stok.disaAktar')}</button>}
          {can.has(`${KEY}:raporCek`) && data && <button type="button" className="btn" onClick={yazdir} data-testid="rapor-yazdir">{t('envanter.stok.rapor.yazdir')}</button>}
        </div>
      </header>
      <HareketFiltreleri f={f} donem={data ?? undefined} kullanicilar={data?.kullanicilar ?? []} onChange={filtre} />
      {rapor}
      {rapor && createPortal(<div className="est-baski" aria-hidden="true">{rapor}</div>, document.body)}
    </section>
  );
}

function RaporGovdesi({ r, venue }: { r: HareketRaporu; venue: string }) {
  const t = useTx();
  const miktar = useMiktar();
  const lang = useStore($lang);
  const bos = r.turler.length === 0;
  const deger = (tur: string) => r.turler.filter((x) => x.tur === tur).reduce((s, x) => s + x.degerKurus, 0);
  return (
    <article className="est-rapor" data-testid="rapor">
      <header className="est-rapor-bas">
        <h2>{venue} · {t('menu.envanter.raporHareket')}</h2>
        <p className="muted">{t('envanter.stok.rapor.donem', { bas: gunMetni(r.bas, lang), bit: gunMetni(r.bit, lang) })}</p>
      </header>
      {bos && <p className="empty-lead">{t('envanter.stok.rapor.bos')}</p>}
      {!bos && (
        <>
          <dl className="est-ozet">
            {(['giris', 'cikis', 'transfer'] as const).map((tur) => {
              const satirlar = r.turler.filter((x) => x.tur === tur);
              return (
                <div key={tur} className={`est-ozet-${tur}`} data-testid={`rapor-ozet-${tur}`}>
                  <dt>{t(`envanter.stok.tur.${tur}`)} · {t('envanter.stok.rapor.hareketSayi', { sayi: satirlar.reduce((s, x) => s + x.adet, 0) })}</dt>
                  <dd>{satirlar.length ? satirlar.map((x) => miktar(x.miktarBinde, x.birim)).join(' · ') : '–'}</dd>
                  {tur !== 'transfer' && <dd className="est-ozet-deger">{para(deger(tur))}</dd>}
                </div>
              );
            })}
          </dl>
          <Tablo baslik={t('envanter.stok.rapor.urunBazinda')} satirlar={r.urunler} miktarli testId="rapor-urunler" />
          <Tablo baslik={t('envanter.stok.rapor.lokasyonBazinda')} satirlar={r.lokasyonlar} testId="rapor-lokasyonlar" />
          <Tablo baslik={t('envanter.stok.rapor.kisiBazinda')} satirlar={r.kisiler} testId="rapor-kisiler" />
        </>
      )}
    </article>
  );
}

function Tablo({ baslik, satirlar, miktarli = false, testId }: { baslik: string; satirlar: HareketRaporSatiri[]; miktarli?: boolean; testId: string }) {
  const t = useTx();
  const miktar = useMiktar();
  return (
    <section className="est-bolum">
      <h3>{baslik}</h3>
      <div className="est-tablo-kap">
        <table className="est-tablo" data-testid={testId}>
          <thead>
            <tr>
              <th scope="col">{t('envanter.stok.rapor.ad')}</th>
              {miktarli && <><th scope="col" className="sayi">{t('envanter.stok.tur.giris')}</th><th scope="col" className="sayi">{t('envanter.stok.tur.cikis')}</th><th scope="col" className="sayi">{t('envanter.stok.tur.transfer')}</th></>}
              <th scope="col" className="sayi">{t('envanter.stok.rapor.girisDeger')}</th>
              <th scope="col" className="sayi">{t('envanter.stok.rapor.cikisDeger')}</th>
              <th scope="col" className="sayi">{t('envanter.stok.rapor.adet')}</th>
            </tr>
          </thead>
          <tbody>
            {satirlar.map((s) => (
              <tr key={s.anahtar}>
                <th scope="row">{s.ad || t('envanter.stok.rapor.bilinmeyen')}</th>
                {miktarli && s.birim && <><td className="sayi">{s.girisBinde ? miktar(s.girisBinde, s.birim) : '–'}</td><td className="sayi">{s.cikisBinde ? miktar(s.cikisBinde, s.birim) : '–'}</td><td className="sayi">{s.transferBinde ? miktar(s.transferBinde, s.birim) : '–'}</td></>}
                <td className="sayi">{s.girisKurus ? para(s.girisKurus) : '–'}</td>
                <td className="sayi">{s.cikisKurus ? para(s.cikisKurus) : '–'}</td>
                <td className="sayi">{s.adet}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
