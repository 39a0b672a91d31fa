import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import '@styles/crm-takip.css';
import { formatKurus } from '@lib/para';
import { api } from '@api/client';
import { islemKimligi, takipApi } from '@api/crm/takip';
import type { Kanal, Sonuc, TakipDetayi } from '@lib/schemas/crm/takip';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { baskiyaGonder } from '@panel/ui/baski';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { DETAY_KEY, LISTE_YOLU, MESAJ_CAPA, ceviri, detayYolu, musteri360, nedenCumlesi } from './ortak';
import '@lib/i18n/crm';
import { gunMetni } from '@lib/zaman/bicim';
import { gunEkle } from '@lib/zaman/dilim';

const useTakipParam = () => {
  const [id, setId] = useState(() => Number(new URLSearchParams(location.search).get('takip')) || null);
  useEffect(() => {
    const guncelle = () => setId(Number(new URLSearchParams(location.search).get('takip')) || null);
    addEventListener('popstate', guncelle);
    return () => removeEventListener('popstate', guncelle);
  }, []);
  return [id, setId] as const;
};

/** /isletme/crm/musteri-takip/rapor-detay?takip=<id>: one follow-up; without ?takip the caller's next open one. */
export default function TakipDetayScreen() {
  const t = useT();
  const [id, setId] = useTakipParam();
  const [aranan, setAranan] = useState<'bekliyor' | 'yok' | null>(id ? null : 'bekliyor');
  useEffect(() => {
    if (id) return;
    setAranan('bekliyor');
    void api.get<{ id: number | null }>(takipApi.siradaki).then((r) => {
      if (r.id) {
        history.replaceState(history.state, '', detayYolu(r.id));
        setId(r.id);
        setAranan(null);
      } else setAranan('yok');
    }).catch(() => setAranan('yok'));
  }, [id, setId]);
  if (!id) {
    return (
      <section className="screen crt-screen">
        <h1>{t('menu.crm.takipRaporDetay')}</h1>
        {aranan === 'yok' && <p className="empty-lead" data-testid="takip-detay-yok">{t('crm.takip.detay.yok')} <a href={LISTE_YOLU}>{t('crm.takip.detay.listeye')}</a></p>}
      </section>
    );
  }
  return <Detay key={id} id={id} />;
}

function Detay({ id }: { id: number }) {
  const t = useT();
  const zaman = useZaman();
  const tt = ceviri(t);
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<TakipDetayi>(takipApi.detay(id));
  const [sablonId, setSablonId] = useState<number | null>(null);
  const [metin, setMetin] = useState('');
  const [adres, setAdres] = useState<{ kanal: Kanal; url: string } | null>(null);
  const [sonraTarih, setSonraTarih] = useState(() => gunEkle(zaman.bugun(), 1));
  const [sonraAcik, setSonraAcik] = useState(false);
  const [not, setNot] = useState('');
  // the first template (the rule's own first) is offered once; reloads after a send keep what the user chose and wrote
  const hazir = useRef(false);
  const mesajKutusu = useRef<HTMLElement>(null);
  // a list card's message button lands on the composer (#mesaj), scrolled into view once the follow-up is read
  const yuklendi = data !== null;
  useEffect(() => {
    if (yuklendi && location.hash === `#${MESAJ_CAPA}`) mesajKutusu.current?.scrollIntoView({ block: 'start' });
  }, [yuklendi]);
  useEffect(() => {
    if (!data || hazir.current) return;
    hazir.current = true;
    const ilk = data.mesajlar[0];
    if (ilk) {
      setSablonId(ilk.sablonId);
      setMetin(ilk.metin);
    }
  }, [data]);

  if (error) return <section className="screen crt-screen"><h1>{t('menu.crm.takipRaporDetay')}</h1><LoadError error={error} onRetry={() => void reload()} /></section>;
  if (!data) return <section className="screen crt-screen"><h1>{t('menu.crm.takipRaporDetay')}</h1></section>;
  const { takip, musteri } = data;
  const sablon = data.mesajlar.find((m) => m.sablonId === sablonId) ?? null;
  const pazarlama = sablon?.tur === 'pazarlama';
  const acik = takip.durum === 'acik';
  const nedenKanal = (kanal: Kanal): string | null => {
    if (kanal === 'email' && !data.kanallar.email) return t('crm.takip.detay.nedenEpostaYok');
    if (pazarlama && !(kanal === 'email' ? musteri.onay.email : musteri.onay.sms)) return t('crm.takip.detay.nedenIzinYok');
    return null;
  };
  const sablonSec = (deger: string) => {
    const yeni = deger === '' ? null : Number(deger);
    setSablonId(yeni);
    setMetin(data.mesajlar.find((m) => m.sablonId === yeni)?.metin ?? '');
  };
  async function gonder(kanal: Kanal) {
    let url = '';
    const ok = await islem(async () => {
      url = (await takipApi.gonder(id, { kanal, sablonId, metin, islemId: islemKimligi() })).adres;
    }, undefined, 10000);
    if (!ok) return;
    setAdres({ kanal, url });
    window.open(url, '_blank', 'noopener');
    void reload();
  }
  async function kaydet(sonuc: Sonuc) {
    const ok = await islem(() => takipApi.kaydet(id, { sonuc, sonrakiVade: sonuc === 'sonra' ? sonraTarih : null, not, islemId: islemKimligi() }), t('crm.takip.kaydedildi'), 10000);
    if (ok) { setSonraAcik(false); setNot(''); void reload(); }
  }
  async function yazdir() {
    if (await islem(() => takipApi.yazdir(id))) { baskiyaGonder('crtDetayBaski', 'a4', 50); void reload(); }
  }
  const kanalAdi = (k: string) => tt(`crm.takip.detay.${k === 'email' ? 'eposta' : k}`);
  const ozet = (
    <dl className="crt-ozet">
      <div><dt>{t('crm.takip.detay.segment')}</dt><dd>{tt(`crm.takip.detay.segment.${musteri.segment ?? 'yok'}`)}</dd></div>
      <div><dt>{t('crm.takip.detay.ziyaret')}</dt><dd>{musteri.ziyaret}</dd></div>
      <div><dt>{t('crm.takip.detay.harcama')}</dt><dd>{formatKurus(musteri.harcamaKurus)}</dd></div>
      <div><dt>{t('crm.takip.detay.sonZiyaret')}</dt><dd>{musteri.sonZiyaret ? zaman.an(musteri.sonZiyaret, 'gunAySaat') : '–'}</dd></div>
      <div><dt>{t('crm.takip.detay.gelmedi')}</dt><dd>{musteri.gelmedi}</dd></div>
      <div><dt>{t('crm.takip.detay.borc')}</dt><dd className={musteri.borcKurus > 0 ? 'crt-borc' : ''}>{formatKurus(musteri.borcKurus)}</dd></div>
      <div><dt>{t('crm.takip.detay.sonHizmet')}</dt><dd>{musteri.sonHizmet || '–'}</dd></div>
      <div><dt>{t('crm.takip.detay.paketler')}</dt><dd>{musteri.paketler.length === 0 ? '–' : musteri.paketler.map((p) => t('crm.takip.detay.paketSatir', { ad: p.ad, kalan: p.kalan })).join(', ')}</dd></div>
      <div><dt>{t('crm.takip.detay.izin')}</dt><dd data-testid="takip-izin">{t('crm.takip.detay.izinMesaj')}: {t(musteri.onay.sms ? 'crm.takip.detay.izinVar' : 'crm.takip.detay.izinYok')} · {t('crm.takip.detay.izinEposta')}: {t(musteri.onay.email ? 'crm.takip.detay.izinVar' : 'crm.takip.detay.izinYok')}</dd></div>
    </dl>
  );

  return (
    <section className="screen crt-screen crt-detay">
      <header className="screen-header">
        <div>
          <h1>{t('menu.crm.takipRaporDetay')}</h1>
          <p className="crt-detay-kim"><strong data-testid="takip-musteri">{musteri.ad}</strong> · <a href={`tel:${musteri.telefon}`}>{musteri.telefon}</a>{musteri.email ? ` · ${musteri.email}` : ''}</p>
          <p className="crt-neden" data-testid="takip-neden">{nedenCumlesi(t, lang, takip)} · {t('crm.takip.liste.vade')}: {gunMetni(takip.vade, lang)} · {t('crm.takip.liste.atanan')}: {takip.personel?.ad ?? t('crm.takip.liste.atanmamis')}</p>
        </div>
        <div className="row-actions crt-eylemler">
          <a className="btn" href={LISTE_YOLU}>{t('crm.takip.detay.listeye')}</a>
          {can.has(`${DETAY_KEY}:yazdir`) && <button type="button" className="btn" onClick={() => void yazdir()} data-testid="takip-detay-yazdir">{t('crm.takip.detay.yazdir')}</button>}
        </div>
      </header>
      {!acik && <p className="crt-kapali" role="status">{t('crm.takip.detay.kapali', { durum: `${tt(`crm.takip.durum.${takip.durum}`)}${takip.sonuc ? ` · ${tt(`crm.takip.sonuc.${takip.sonuc}`)}` : ''}` })}</p>}
      <div className="crt-detay-izgara">
        <section className="card crt-kutu" aria-labelledby="crt-ozet-baslik">
          <h2 id="crt-ozet-baslik">{t('crm.takip.detay.ozet')}</h2>
          {ozet}
          <a href={musteri360(musteri.id)} data-testid="takip-360">{t('crm.takip.detay.musteri360')}</a>
        </section>
        <section id={MESAJ_CAPA} ref={mesajKutusu} className="card crt-kutu" aria-labelledby="crt-mesaj-baslik">
          <h2 id="crt-mesaj-baslik">{t('crm.takip.detay.mesaj')}</h2>
          <label className="field"><span>{t('crm.takip.detay.sablon')}</span>
            <select className="input" value={sablonId ?? ''} onChange={(e) => sablonSec(e.target.value)} data-testid="takip-sablon">
              {data.mesajlar.map((m) => <option key={m.sablonId} value={m.sablonId}>{m.ad} · {tt(`crm.takip.sablon.tur.${m.tur}`)}</option>)}
              <option value="">{t('crm.takip.detay.serbest')}</option>
            </select>
          </label>
          <p className={`crt-tur ${sablon?.tur ?? 'hizmet'}`} data-testid="takip-sablon-tur">
            {sablon ? tt(`crm.takip.sablon.turAciklama.${sablon.tur}`) : t('crm.takip.detay.serbestNot')}
          </p>
          <label className="field"><span>{t('crm.takip.detay.mesaj')} ({t('crm.takip.detay.dil')}: {musteri.dil.toUpperCase()})</span>
            <textarea className="input" rows={5} lang={musteri.dil} value={metin} onChange={(e) => setMetin(e.target.value)} maxLength={2000} data-testid="takip-metin" />
          </label>
          {can.has(`${DETAY_KEY}:gonder`) && (
            <div className="crt-kanallar">
              {(['whatsapp', 'sms', 'email'] as const).map((k) => {
                const neden = nedenKanal(k);
                return (
                  <div key={k} className="crt-kanal">
                    <button type="button" className="btn btn-primary" disabled={neden !== null || metin.trim() === ''} aria-describedby={neden ? `crt-neden-${k}` : undefined} onClick={() => void gonder(k)} data-testid={`takip-gonder-${k}`}>{kanalAdi(k)}</button>
                    {neden && <small id={`crt-neden-${k}`} className="muted">{neden}</small>}
                  </div>
                );
              })}
              <a className="btn" href={`tel:${musteri.telefon}`}>{t('crm.takip.detay.ara')}</a>
            </div>
          )}
          {adres && (
            <p className="crt-besteci" role="status">{t('crm.takip.detay.gonderildi')} <a href={adres.url} target="_blank" rel="noopener noreferrer" data-testid="takip-besteci">{t('crm.takip.detay.besteciAc', { kanal: kanalAdi(adres.kanal) })}</a></p>
          )}
        </section>
        {acik && can.has(`${DETAY_KEY}:kaydet`) && (
          <section className="card crt-kutu" aria-labelledby="crt-sonuc-baslik">
            <h2 id="crt-sonuc-baslik">{t('crm.takip.detay.sonucBaslik')}</h2>
            <label className="field"><span>{t('crm.takip.detay.not')}</span>
              <input className="input" value={not} onChange={(e) => setNot(e.target.value)} maxLength={1000} data-testid="takip-not" />
            </label>
            <div className="crt-sonuclar">
              {(['ulasildi', 'randevu', 'reddetti'] as const).map((s) => (
                <button key={s} type="button" className="btn" onClick={() => void kaydet(s)} data-testid={`takip-sonuc-${s}`}>{tt(`crm.takip.sonuc.${s}`)}</button>
              ))}
              <button type="button" className="btn" aria-expanded={sonraAcik} onClick={() => setSonraAcik((a) => !a)} data-testid="takip-sonuc-sonra">{t('crm.takip.sonuc.sonra')}</button>
            </div>
            {sonraAcik && (
              <div className="crt-sonra">
                <label className="field"><span>{t('crm.takip.detay.sonraTarih')}</span>
                  <input className="input" type="date" value={sonraTarih} min={takip.vade < zaman.bugun() ? undefined : takip.vade} onChange={(e) => setSonraTarih(e.target.value)} data-testid="takip-sonra-tarih" />
                </label>
                <button type="button" className="btn btn-primary" disabled={!sonraTarih} onClick={() => void kaydet('sonra')} data-testid="takip-sonra-kaydet">{t('crm.takip.kaydet')}</button>
              </div>
            )}
          </section>
        )}
        <section className="card crt-kutu" aria-labelledby="crt-gecmis-baslik">
          <h2 id="crt-gecmis-baslik">{t('crm.takip.detay.gecmis')}</h2>
          {data.olaylar.length === 0 && <p className="muted">{t('crm.takip.detay.gecmisBos')}</p>}
          <ol className="crt-gecmis" data-testid="takip-gecmis">
            {data.olaylar.map((o) => (
              <li key={o.id}>
                <time dateTime={o.zaman}>{zaman.an(o.zaman, 'gunAySaat')}</time>{' '}
                {o.tur === 'gonderim' && <>{t('crm.takip.detay.olay.gonderim', { kanal: kanalAdi(o.kanal ?? 'sms') })}{o.sablonAd ? ` · ${o.sablonAd}` : ''}{o.sablonTur ? ` (${tt(`crm.takip.sablon.tur.${o.sablonTur}`)})` : ''}</>}
                {o.tur === 'sonuc' && o.sonuc && <>{t('crm.takip.detay.olay.sonuc', { sonuc: tt(`crm.takip.sonuc.${o.sonuc}`) })}{o.sonrakiVade ? ` → ${gunMetni(o.sonrakiVade, lang)}` : ''}</>}
                {o.tur === 'yazdir' && t('crm.takip.detay.olay.yazdir')}
                {o.tur === 'not' && t('crm.takip.detay.olay.not')}
                {o.notlar && <> · “{o.notlar}”</>}
                {o.kullanici && <span className="muted"> · {o.kullanici}</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <BaskiBelgesi isaret="crtDetayBaski" boy="a4" sinif="crt-detay-baski">
        <h2>{musteri.ad} · {musteri.telefon}</h2>
        <p>{nedenCumlesi(t, lang, takip)} · {t('crm.takip.liste.vade')}: {gunMetni(takip.vade, lang)}</p>
        {ozet}
        <h3>{t('crm.takip.detay.mesaj')}</h3>
        <p className="crt-baski-metin">{metin}</p>
        <h3>{t('crm.takip.detay.not')}</h3>
        <div className="crt-baski-bos" />
      </BaskiBelgesi>
    </section>
  );
}
