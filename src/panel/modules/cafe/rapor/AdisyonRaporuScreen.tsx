import '@lib/i18n/kasa';
import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import { ADISYON_DURUMLARI, ADISYON_ODEMELERI, RAPOR_SAYFA_BOYUTU, type AdisyonOdemesi } from '@lib/schemas/cafe/gun';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { ADISYON_RAPORU_KEY, raporApi } from '@api/cafe/gun';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { AralikSecici } from '@panel/modules/kasa/AralikSecici';
import { gunGoster, zamanGoster } from '@panel/modules/kasa/ortak';
import { BaskiKopyalari, baskiAl } from '@panel/modules/cafe/gun/GunRaporu';
import { HazirlamaRaporu } from './HazirlamaRaporu';
import '@styles/cafe-gun.css';

interface Satir {
  id: number; no: number; isGunu: string; masa: string; garson: string | null; durum: 'acik' | 'kapali' | 'birlesti';
  acilis: string; kapanis: string | null; misafir: number; toplamKurus: number; odenenKurus: number; indirimKurus: number; odemeler: string;
}
interface Rapor {
  satirlar: Satir[]; toplam: { adet: number; toplamKurus: number; odenenKurus: number }; sayfa: number; sayfaBoyutu: number;
  masalar: { id: number; ad: string }[]; garsonlar: { id: number; ad: string }[]; bas: string; bit: string; bugun: string; saatDilimi: string;
  secenekSatislari: { grup: string; ad: string; adet: number; farkKurus: number }[];
}
interface Gecmis {
  adisyon: Satir;
  kalemler: Array<{ id: number; ad: string; secenekler: { ad: string }[]; adet: number; birimKurus: number; tutarKurus: number; durum: 'aktif' | 'ikram' | 'iptal'; neden: string; notMetni: string; ekleyen: string | null; eklenme: string; durumKullanici: string | null; durumZamani: string | null; indirimKurus: number }>;
  odemeler: Array<{ id: number; odeme: AdisyonOdemesi; tutarKurus: number; alinanKurus: number | null; fisNo: string | null; zaman: string; kullanici: string | null; musteri: string | null }>;
  gecmis: Array<{ id: number; tur: string; zaman: string; kullanici: string | null; ozet: Record<string, unknown> }>;
}

/** /isletme/qrmenu/cafe-yonetim/adisyonraporu: checks of a period of working days by table, waiter, payment method and status; paged on the server. */
export default function AdisyonRaporuScreen() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const [aralik, setAralik] = useState<{ bas: string; bit: string } | null>(null);
  const [masa, setMasa] = useState('');
  const [garson, setGarson] = useState('');
  const [odeme, setOdeme] = useState('');
  const [durum, setDurum] = useState('');
  const [sayfa, setSayfa] = useState(1);
  // ?adisyon= opens a check straight away (the cash book links a payment to its check)
  const [acik, setAcik] = useState<number | null>(() => Number(new URLSearchParams(location.search).get('adisyon')) || null);
  const q = new URLSearchParams({ ...(aralik ?? {}), ...(masa ? { masa } : {}), ...(garson ? { garson } : {}), ...(odeme ? { odeme } : {}), ...(durum ? { durum } : {}), sayfa: String(sayfa) });
  const { data, error, reload } = useApiData<Rapor>(raporApi.adisyonRapor(q.toString()));
  const filtre = <T,>(set: (v: T) => void) => (v: T) => { set(v); setSayfa(1); };
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const sayfaSayisi = data ? Math.max(1, Math.ceil(data.toplam.adet / RAPOR_SAYFA_BOYUTU)) : 1;
  const csvSorgu = () => { const c = new URLSearchParams(q); c.delete('sayfa'); if (data) { c.set('bas', data.bas); c.set('bit', data.bit); } return c.toString(); };
  const tablo = data && (
    <Tablo testId="cg-adisyon-tablo" baslik={t('menu.cafe.adisyonRaporu')} satirlar={data.satirlar} satirAnahtari={(s) => s.id} satirOzellik={(s) => ({ 'data-testid': `cg-adisyon-${s.no}` })} bos={t('cafe.gun.ar.bos')} bosTestId="cg-adisyon-bos" kolonlar={[
      { anahtar: 'no', baslik: t('cafe.gun.rapor.csv.no'), satirBasligi: true, hucre: (s) => <button type="button" className="cg-link" onClick={() => setAcik(s.id)} data-testid={`cg-adisyon-ac-${s.no}`}>#{s.no}</button> },
      { anahtar: 'isGunu', baslik: t('cafe.gun.rapor.csv.isGunu'), hucre: (s) => <>{gunGoster(s.isGunu, lang, 'kisa')} <span className="muted">{zamanGoster(s.acilis, lang, data.saatDilimi, 'time')}</span></> },
      { anahtar: 'masa', baslik: t('cafe.gun.rapor.csv.masa'), hucre: (s) => s.masa },
      { anahtar: 'garson', baslik: t('cafe.gun.rapor.csv.garson'), hucre: (s) => s.garson ?? '–' },
      { anahtar: 'durum', baslik: t('cafe.gun.rapor.csv.durum'), hucre: (s) => <span className={`cg-rozet cg-rozet-${s.durum}`}>{t(`cafe.gun.durum.${s.durum}`)}</span> },
      { anahtar: 'odemeler', baslik: t('cafe.gun.rapor.csv.odemeler'), hucre: (s) => s.odemeler.split(',').filter(Boolean).map((o) => t(`cafe.gun.odeme.${o as AdisyonOdemesi}`)).join(', ') || '–' },
      { anahtar: 'toplam', baslik: t('cafe.gun.rapor.csv.toplam'), sayisal: true, hucre: (s) => formatKurus(s.toplamKurus) },
    ]} />
  );
  return (
    <section className="screen cg-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.cafe.adisyonRaporu')}</h1>
          <p className="muted">{t('cafe.gun.ar.subtitle')}</p>
        </div>
        <div className="row-actions">
          {can.has(`${ADISYON_RAPORU_KEY}:disa-aktar`) && <button type="button" className="btn" disabled={!data} onClick={() => void raporApi.adisyonCsv(csvSorgu())} data-testid="cg-adisyon-csv">{t('kasa.csvIndir')}</button>}
          <button type="button" className="btn" disabled={!data} onClick={() => baskiAl('a4')} data-testid="cg-adisyon-yazdir"><Icon name="ledger" size={18} />{t('cafe.gun.yazdirA4')}</button>
        </div>
      </header>
      {data && (
        <div className="cg-filtreler">
          <AralikSecici bas={data.bas} bit={data.bit} bugun={data.bugun} onChange={(bas, bit) => { setAralik({ bas, bit }); setSayfa(1); }} />
          <Dropdown label={t('cafe.gun.rapor.csv.masa')} name="masa" value={masa} onChange={filtre(setMasa)} options={[{ value: '', label: t('kasa.tumu') }, ...data.masalar.map((m) => ({ value: String(m.id), label: m.ad }))]} />
          <Dropdown label={t('cafe.gun.rapor.csv.garson')} name="garson" value={garson} onChange={filtre(setGarson)} options={[{ value: '', label: t('kasa.tumu') }, ...data.garsonlar.map((g) => ({ value: String(g.id), label: g.ad }))]} />
          <Dropdown label={t('cafe.gun.rapor.yontem')} name="odeme" value={odeme} onChange={filtre(setOdeme)} options={[{ value: '', label: t('kasa.tumu') }, ...ADISYON_ODEMELERI.map((o) => ({ value: o, label: t(`cafe.gun.odeme.${o}`) }))]} />
          <Dropdown label={t('cafe.gun.rapor.csv.durum')} name="durum" value={durum} onChange={filtre(setDurum)} options={[{ value: '', label: t('kasa.tumu') }, ...ADISYON_DURUMLARI.map((d) => ({ value: d, label: t(`cafe.gun.durum.${d}`) }))]} />
        </div>
      )}
      {data && (
        <p className="cg-toplamlar" data-testid="cg-adisyon-toplam">
          <span>{t('cafe.gun.ar.adet', { adet: data.toplam.adet })}</span>
          <span>{t('cafe.gun.ar.toplam', { tutar: formatKurus(data.toplam.toplamKurus) })}</span>
          <span>{t('cafe.gun.ar.odenen', { tutar: formatKurus(data.toplam.odenenKurus) })}</span>
        </p>
      )}
      {tablo}
      {data && <Sayfalayici sayfa={sayfa} son={sayfaSayisi} onSayfa={setSayfa} testId="cg-sayfa" />}
      {data && data.secenekSatislari.length > 0 && (
        <section className="cg-bolum">
          <h2>{t('cafe.gun.ar.secenekSatislari')}</h2>
          <Tablo testId="cg-secenek-tablo" baslik={t('cafe.gun.ar.secenekSatislari')} satirlar={data.secenekSatislari} satirAnahtari={(s) => `${s.grup}|${s.ad}`} kolonlar={[
            { anahtar: 'secenek', baslik: t('cafe.gun.ar.secenek'), satirBasligi: true, hucre: (s) => <>{s.grup}: <strong>{s.ad}</strong></> },
            { anahtar: 'adet', baslik: t('cafe.gun.ar.secenekAdet'), sayisal: true, hucre: (s) => String(s.adet) },
            { anahtar: 'fark', baslik: t('cafe.gun.ar.secenekFark'), sayisal: true, hucre: (s) => formatKurus(s.farkKurus) },
          ]} />
        </section>
      )}
      {data && <HazirlamaRaporu bas={data.bas} bit={data.bit} />}
      {data && <BaskiKopyalari><h2>{t('menu.cafe.adisyonRaporu')} · {data.bas} – {data.bit}</h2>{tablo}</BaskiKopyalari>}
      {acik !== null && data && <AdisyonDetay id={acik} saatDilimi={data.saatDilimi} onClose={() => setAcik(null)} />}
    </section>
  );
}

function AdisyonDetay({ id, saatDilimi, onClose }: { id: number; saatDilimi: string; onClose: () => void }) {
  const t = useT();
  const lang = useStore($lang);
  const { data, error } = useApiData<Gecmis>(raporApi.adisyon(id));
  const saat = (iso: string) => zamanGoster(iso, lang, saatDilimi);
  return (
    <Dialog title={data ? t('cafe.gun.ar.detayBaslik', { no: data.adisyon.no, masa: data.adisyon.masa }) : t('common.loading')} open onClose={onClose} wide>
      <div className="cg-adimlar" data-testid="cg-adisyon-detay">
        {error && <p className="cg-hata" role="alert">{error.message}</p>}
        {data && (
          <>
            <p className="cg-durum">
              <span className={`cg-rozet cg-rozet-${data.adisyon.durum}`}>{t(`cafe.gun.durum.${data.adisyon.durum}`)}</span>
              <span>{t('cafe.gun.ar.acilis', { zaman: saat(data.adisyon.acilis) })}</span>
              {data.adisyon.kapanis && <span>{t('cafe.gun.ar.kapanis', { zaman: saat(data.adisyon.kapanis) })}</span>}
              <span>{t('cafe.gun.ar.garson', { ad: data.adisyon.garson ?? '–' })}</span>
              <strong>{formatKurus(data.adisyon.toplamKurus)}</strong>
            </p>
            <section className="cg-bolum">
              <h3>{t('cafe.gun.ar.kalemler')}</h3>
              <Tablo sinif="cg-tablo" yalin kartlar={false} basliklarGizli satirlar={data.kalemler} satirAnahtari={(k) => k.id}
                satirOzellik={(k) => ({ className: k.durum === 'iptal' ? 'cg-ustu-cizili' : undefined })} kolonlar={[
                  { anahtar: 'kalem', baslik: t('cafe.gun.rapor.urun'), satirBasligi: true, hucre: (k) => <>{k.adet} × {k.ad}{k.secenekler.length > 0 && <span className="muted" data-testid="cg-kalem-secenekler"> · {k.secenekler.map((s) => s.ad).join(' · ')}</span>}{k.notMetni ? ` (${k.notMetni})` : ''}{k.durum !== 'aktif' && <span className="muted"> · {t(`cafe.gun.ar.kalemDurum.${k.durum}`)}: {k.neden}</span>}</> },
                  { anahtar: 'tutar', baslik: t('cafe.gun.rapor.tutar'), sayisal: true, hucre: (k) => formatKurus(k.durum === 'aktif' ? k.tutarKurus : k.birimKurus * k.adet) },
                ]} />
            </section>
            <section className="cg-bolum">
              <h3>{t('cafe.gun.ar.odemeler')}</h3>
              {data.odemeler.length === 0 ? <p className="muted">{t('cafe.gun.rapor.yok')}</p> : (
                <ul className="cg-gecmis">
                  {data.odemeler.map((o) => <li key={o.id} data-testid="ar-odeme">{t(`cafe.gun.odeme.${o.odeme as AdisyonOdemesi}`)} · {formatKurus(o.tutarKurus)}{o.fisNo ? ` · ${t('cafe.fis.fisNo', { no: o.fisNo })}` : ''}{o.musteri ? ` · ${o.musteri}` : ''} <span className="muted">· {o.kullanici ?? ''} {saat(o.zaman)}</span></li>)}
                </ul>
              )}
            </section>
            <section className="cg-bolum">
              <h3>{t('cafe.gun.ar.gecmis')}</h3>
              {data.gecmis.length === 0 ? <p className="muted">{t('cafe.gun.rapor.yok')}</p> : (
                <ol className="cg-gecmis" data-testid="cg-adisyon-gecmis">
                  {data.gecmis.map((g) => <li key={g.id}><strong>{islemAdi(g.tur, t)}</strong> · {g.kullanici ?? '–'} <span className="muted">· {saat(g.zaman)}</span>{ozetMetni(g.ozet)}</li>)}
                </ol>
              )}
            </section>
          </>
        )}
      </div>
    </Dialog>
  );
}

const BILINEN = ['siparis', 'misafir', 'ikram', 'iptal', 'indirim', 'musteri', 'hesap', 'tasi', 'birlestir', 'kalemTasi', 'ode', 'kapat', 'basim', 'kalemEkle', 'gunAc', 'gunsonu'] as const;
function islemAdi(tur: string, t: ReturnType<typeof useT>): string {
  return (BILINEN as readonly string[]).includes(tur) ? t(`cafe.gun.islem.${tur as (typeof BILINEN)[number]}`) : tur;
}
/** The lines or amounts an operation touched, briefly (the log row's summary). */
function ozetMetni(ozet: Record<string, unknown>): string {
  const kalemler = Array.isArray(ozet.kalemler) ? (ozet.kalemler as Array<{ ad?: unknown; adet?: unknown }>).filter((k) => typeof k?.ad === 'string').map((k) => `${typeof k.adet === 'number' ? `${k.adet} × ` : ''}${String(k.ad)}`) : [];
  const parcalar = [...kalemler];
  if (typeof ozet.neden === 'string' && ozet.neden) parcalar.push(ozet.neden);
  if (typeof ozet.tutarKurus === 'number') parcalar.push(formatKurus(ozet.tutarKurus));
  return parcalar.length ? ` — ${parcalar.join(', ')}` : '';
}
