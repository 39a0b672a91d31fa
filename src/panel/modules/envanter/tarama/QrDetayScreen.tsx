import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import '@styles/envanter-tarama.css';
import { taramaApi } from '@api/envanter/tarama';
import type { LokasyonKarti } from '@lib/schemas/envanter/tarama';
import { miktarGoster } from '@lib/envanter/miktar';
import { $lang } from '@stores/language';
import type { MessageKey } from '@lib/i18n/translate';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { detayYolu, git, lokasyonYolu, QR_YOLU } from './ortak';
import { Baglanti } from './Baglanti';

type Cevap = LokasyonKarti | { tur: 'demirbas'; slug: string };

/** /isletme/envanter/qr/{slug}: a scanned, typed or linked label. A location shows its card; an asset opens its detail. */
export default function QrDetayScreen({ params }: { params: Record<string, string> }) {
  const t = useT();
  const lang = useStore($lang);
  const slug = params.slug ?? '';
  const { data, error, reload } = useApiData<Cevap>(taramaApi.lokasyonKarti(slug));
  useEffect(() => {
    if (data?.tur === 'demirbas') git(detayYolu(data.slug), true);
  }, [data]);

  if (error) {
    const neden = error.status === 400 ? 'etiketDegil' : error.status === 404 ? 'baskaIsletme' : null;
    if (!neden) return <LoadError error={error} onRetry={() => void reload()} />;
    return (
      <section className="screen trm-screen">
        <header className="screen-header"><div><h1>{t('menu.envanter.qrDetay')}</h1></div></header>
        <p className="card trm-kart trm-mesaj hata" role="alert" data-testid="qr-detay-hata">{t(`envanter.tarama.hata.${neden}`)}</p>
        <Baglanti className="btn" href={QR_YOLU}>{t('envanter.tarama.taramayaDon')}</Baglanti>
      </section>
    );
  }
  if (!data || data.tur === 'demirbas') return <p className="muted">{t('common.loading')}</p>;
  const l = data;
  return (
    <section className="screen trm-screen" data-testid="lokasyon-karti">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.qrDetay')}</h1>
          <p className="trm-yol" data-testid="lokasyon-yol">{l.yol.join(' › ')}</p>
        </div>
        <div className="row-actions">
          <Baglanti className="btn" href={`${QR_YOLU}?mod=sayim&lokasyon=${l.id}`} data-testid="lokasyon-say">{t('envanter.lokasyonKarti.say')}</Baglanti>
          <Baglanti className="btn" href={`${QR_YOLU}?yazdir=lokasyon&id=${l.id}`}>{t('envanter.lokasyonKarti.etiket')}</Baglanti>
          {l.demirbaslar.length > 0 && <Baglanti className="btn" href={`${QR_YOLU}?yazdir=demirbas&lokasyon=${l.id}`}>{t('envanter.lokasyonKarti.demirbasEtiketleri')}</Baglanti>}
        </div>
      </header>
      {!l.aktif && <p className="status status-off">{t('envanter.lokasyonKarti.pasif')}</p>}
      <div className="trm-kartlar">
        <div className="card trm-kart">
          <h2>{t('envanter.lokasyonKarti.demirbaslar', { sayi: l.demirbaslar.length })}</h2>
          {l.demirbaslar.length === 0 ? <p className="muted">{t('envanter.lokasyonKarti.demirbasYok')}</p> : (
            <ul className="trm-liste" data-testid="lokasyon-demirbaslar">
              {l.demirbaslar.map((d) => (
                <li key={d.id}>
                  <Baglanti href={detayYolu(d.slug)}>{d.ad}</Baglanti> <span className="muted">{d.kod}</span>
                  <span className={`status trm-durum-${d.durum}`}>{t(`envanter.durum.${d.durum}` as MessageKey)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="card trm-kart">
          <h2>{t('envanter.lokasyonKarti.stok', { sayi: l.stoklar.length })}</h2>
          {l.stoklar.length === 0 ? <p className="muted">{t('envanter.lokasyonKarti.stokYok')}</p> : (
            <ul className="trm-liste">
              {l.stoklar.map((s) => <li key={s.id}>{s.ad} <strong>{miktarGoster(s.miktarBinde, lang)} {t(`common.birim.${s.birim}` as MessageKey)}</strong></li>)}
            </ul>
          )}
        </div>
        {l.altlar.length > 0 && (
          <div className="card trm-kart">
            <h2>{t('envanter.lokasyonKarti.altlar')}</h2>
            <ul className="trm-liste">{l.altlar.map((a) => <li key={a.id}><Baglanti href={lokasyonYolu(a.slug)}>{a.ad}</Baglanti></li>)}</ul>
          </div>
        )}
      </div>
    </section>
  );
}
