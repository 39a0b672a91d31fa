import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ikincielApi } from '@api/ikinciel/ikinciel';
import { hazirCevap, HAZIR_CEVAP_KONULARI, SORU } from '@lib/ikinciel/ilan';
import type { IlanDurumu, Ilan, IlanListesi } from '@lib/schemas/ikinciel/ikinciel';
import { $permissionSet } from '@stores/auth';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { useZaman } from '@panel/ui/useZaman';
import { AyarDialog, IlanFormu, kuralMetni, YayinDialog } from './IlanDialoglari';
import { DurumRozeti, fotoAdresi, KopyalaButonu, LETGO_KEY, para, useTx } from './ortak';

type Aday = IlanListesi['adaylar'][number];
type Acik = { tur: 'yeni'; aday: Aday } | { tur: 'duzenle'; ilan: Ilan } | { tur: 'yayin'; ilan: Ilan } | { tur: 'sil'; ilan: Ilan } | { tur: 'ayar' } | null;

/** /isletme/qrmenu/letgo-bot: marketplace listings composed from items for sale; the user copies and posts them by hand. */
export default function LetgoBotScreen() {
  const t = useTx();
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<IlanListesi>(ikincielApi.ilanlar);
  const [acik, setAcik] = useState<Acik>(null);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const kapat = () => setAcik(null);
  const kaydedildi = () => { setAcik(null); void reload(); };
  const durum = (ilan: Ilan, d: IlanDurumu, yenile = false) => void islem(() => ikincielApi.ilanDurum(ilan.id, { durum: d, url: ilan.url, yenile }), t(`ikinciel.ilan.oldu.${yenile ? 'yenilendi' : d}`)).then((ok) => { if (ok) void reload(); });
  const yaz = can.has(`${LETGO_KEY}:guncelle`);
  const yenilenecek = data?.ilanlar.filter((i) => i.yenilenmeli).length ?? 0;

  return (
    <section className="screen ike-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.qrmenu.letgoBot')}</h1>
          <p className="muted">{t('ikinciel.ilan.alt')}</p>
        </div>
        <div className="row-actions">
          {yaz && data && <button type="button" className="btn" onClick={() => setAcik({ tur: 'ayar' })} data-testid="ilan-ayar">{t('ikinciel.ayar.baslik')}</button>}
        </div>
      </header>
      {data && <p className="muted">{t('ikinciel.ilan.kurallar', { kural: kuralMetni(t, data.ayar), gun: data.ayar.yenileGun })}</p>}
      {yenilenecek > 0 && <p className="ike-uyari" role="status" data-testid="ilan-yenile-uyari">{t('ikinciel.ilan.yenileUyari', { sayi: yenilenecek, gun: data!.ayar.yenileGun })}</p>}

      <section aria-labelledby="ilan-aday-b" className="ike-bolum">
        <h2 id="ilan-aday-b">{t('ikinciel.ilan.adaylar')}</h2>
        {data && data.adaylar.length === 0 && <p className="muted">{t('ikinciel.ilan.adayYok')}</p>}
        <ul className="ike-liste" data-testid="ilan-adaylar">
          {data?.adaylar.map((a) => (
            <li key={a.id} className="ike-kart" data-testid={`ilan-aday-${a.id}`}>
              {a.kapak ? <img className="ike-kapak" src={fotoAdresi(a.kapak)} alt="" width={64} height={64} /> : <span className="ike-kapak ike-kapak-bos" aria-hidden="true"><Icon name="box" size={24} /></span>}
              <div className="ike-kart-govde">
                <strong className="ike-kart-ad">{a.marka} {a.model}</strong>
                <span className="muted">#{a.id} · {para(a.istenenKurus)}</span>
                <DurumRozeti durum={a.durum} />
              </div>
              {can.has(`${LETGO_KEY}:ekle`) && <button type="button" className="btn btn-primary btn-small ike-ac" onClick={() => setAcik({ tur: 'yeni', aday: a })} data-testid={`ilan-hazirla-${a.id}`}>{t('ikinciel.ilan.hazirla')}</button>}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ilan-liste-b" className="ike-bolum">
        <h2 id="ilan-liste-b">{t('ikinciel.ilan.ilanlar')}</h2>
        {data && data.ilanlar.length === 0 && <p className="muted">{t('ikinciel.ilan.bos')}</p>}
        <ul className="ilan-liste" data-testid="ilan-liste">
          {data?.ilanlar.map((ilan) => (
            <li key={ilan.id} className={`ilan-kart${ilan.yenilenmeli ? ' ilan-eski' : ''}`} data-testid={`ilan-${ilan.id}`}>
              <div className="ilan-bas">
                <span className={`ike-durum ilan-durum-${ilan.durum}`} data-testid="ilan-durum">{t(`ikinciel.ilanDurum.${ilan.durum}`)}</span>
                {ilan.yayinTarihi && <span className="muted">{t('ikinciel.ilan.yayinTarihi', { gun: zaman.gun(ilan.yayinTarihi) })}</span>}
                {ilan.yenilenmeli && <strong className="ike-uyari-kisa">{t('ikinciel.ilan.yenilenmeli')}</strong>}
              </div>
              <div className="ilan-parca">
                <div className="ilan-parca-bas"><h3>{t('ikinciel.ilan.baslik')}</h3><KopyalaButonu metin={ilan.baslik} etiket={t('ikinciel.ilan.baslik')} testId={`ilan-kopyala-baslik-${ilan.id}`} /></div>
                <p className="ilan-baslik" data-testid="ilan-baslik">{ilan.baslik}</p>
              </div>
              <div className="ilan-parca">
                <div className="ilan-parca-bas"><h3>{t('ikinciel.ilan.fiyat')}</h3><KopyalaButonu metin={String(Math.round(ilan.fiyatKurus / 100))} etiket={t('ikinciel.ilan.fiyat')} /></div>
                <p className="ilan-fiyat" data-testid="ilan-fiyat">{para(ilan.fiyatKurus)}</p>
              </div>
              <details className="ilan-parca">
                <summary><span>{t('ikinciel.ilan.aciklama')}</span></summary>
                <div className="ilan-parca-bas"><span /><KopyalaButonu metin={ilan.aciklama} etiket={t('ikinciel.ilan.aciklama')} /></div>
                <pre className="ilan-aciklama" data-testid="ilan-aciklama">{ilan.aciklama}</pre>
              </details>
              {ilan.cihaz.fotolar.length > 0 && (
                <div className="ilan-parca">
                  <h3>{t('ikinciel.ilan.fotolar')}</h3>
                  <ol className="ike-fotolar">
                    {ilan.cihaz.fotolar.map((f, i) => (
                      <li key={f} className="ike-foto">
                        <img src={fotoAdresi(f)} alt={t('ikinciel.form.fotoNo', { no: i + 1 })} width={80} height={80} />
                        <a className="btn btn-small" href={fotoAdresi(f)} download={`ilan-${ilan.id}-${i + 1}.webp`}>{t('ikinciel.ilan.indir', { no: i + 1 })}</a>
                      </li>
                    ))}
                  </ol>
                </div>
              )}
              {ilan.url && <p className="ilan-url"><a href={ilan.url} target="_blank" rel="noopener noreferrer nofollow" data-testid="ilan-url">{ilan.url}</a></p>}
              {(ilan.durum === 'taslak' || ilan.durum === 'yayinda') && (
                <details className="ilan-parca" data-testid={`ilan-cevaplar-${ilan.id}`}>
                  <summary><span>{t('ikinciel.ilan.hazirCevaplar')}</span></summary>
                  <ul className="ilan-cevaplar">
                    {HAZIR_CEVAP_KONULARI.map((k) => {
                      const metin = hazirCevap(k, ilan.cihaz, para(ilan.fiyatKurus));
                      return (
                        <li key={k}>
                          <div className="ilan-parca-bas"><strong>{SORU[k]}</strong><KopyalaButonu metin={metin} etiket={SORU[k]} /></div>
                          <p>{metin}</p>
                        </li>
                      );
                    })}
                  </ul>
                </details>
              )}
              <div className="row-actions ilan-islem">
                {yaz && ilan.durum === 'taslak' && <button type="button" className="btn btn-primary btn-small" onClick={() => setAcik({ tur: 'yayin', ilan })} data-testid={`ilan-yayinla-${ilan.id}`}>{t('ikinciel.ilan.yayinaAl')}</button>}
                {yaz && ilan.durum === 'yayinda' && <button type="button" className="btn btn-small" onClick={() => durum(ilan, 'yayinda', true)} data-testid={`ilan-yenile-${ilan.id}`}>{t('ikinciel.ilan.yeniledim')}</button>}
                {yaz && ilan.durum === 'yayinda' && <button type="button" className="btn btn-small" onClick={() => durum(ilan, 'satildi')} data-testid={`ilan-satildi-${ilan.id}`}>{t('ikinciel.ilan.satildi')}</button>}
                {yaz && (ilan.durum === 'yayinda' || ilan.durum === 'taslak') && <button type="button" className="btn btn-small" onClick={() => durum(ilan, 'kaldirildi')} data-testid={`ilan-kaldir-${ilan.id}`}>{t('ikinciel.ilan.kaldir')}</button>}
                {yaz && ilan.durum === 'kaldirildi' && <button type="button" className="btn btn-small" onClick={() => durum(ilan, 'taslak')}>{t('ikinciel.ilan.taslagaAl')}</button>}
                {yaz && ilan.durum !== 'satildi' && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'duzenle', ilan })} aria-label={t('ikinciel.ilan.duzenleFor', { ad: ilan.baslik })}><Icon name="edit" size={16} /></button>}
                {can.has(`${LETGO_KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => setAcik({ tur: 'sil', ilan })} aria-label={t('ikinciel.ilan.silFor', { ad: ilan.baslik })}><Icon name="trash" size={16} /></button>}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {acik?.tur === 'yeni' && data && <IlanFormu aday={acik.aday} ilan={null} ayar={data.ayar} onClose={kapat} onSaved={kaydedildi} />}
      {acik?.tur === 'duzenle' && data && <IlanFormu aday={null} ilan={acik.ilan} ayar={data.ayar} onClose={kapat} onSaved={kaydedildi} />}
      {acik?.tur === 'yayin' && <YayinDialog ilan={acik.ilan} onClose={kapat} onSaved={kaydedildi} />}
      {acik?.tur === 'ayar' && data && <AyarDialog ayar={data.ayar} onClose={kapat} onSaved={kaydedildi} />}
      {acik?.tur === 'sil' && (
        <OnayDialog baslik={t('ikinciel.ilan.silBaslik')} onayMetni={t('common.delete')} onClose={kapat} testId="ilan-sil-onay"
          onOnay={() => { const id = acik.ilan.id; kapat(); void islem(() => ikincielApi.ilanSil(id), t('common.deleted')).then((ok) => { if (ok) void reload(); }); }}>
          <p>{t('ikinciel.ilan.silMetin', { ad: acik.ilan.baslik })}</p>
        </OnayDialog>
      )}
    </section>
  );
}
