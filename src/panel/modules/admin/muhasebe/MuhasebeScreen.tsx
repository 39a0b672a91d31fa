import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { muhasebeApi } from '@api/admin/muhasebe';
import type { Geciken, Cari, Fatura, MuhasebeOzet, Tahsilat } from '@lib/schemas/admin/muhasebe';
import type { IsletmeSecenegi } from '@lib/schemas/admin/stok';
import { katla } from '@lib/search';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { dosyaIndir, islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { useZaman } from '@panel/ui/useZaman';
import { gunMetni } from '@lib/zaman/bicim';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { Tablo } from '@panel/ui/Tablo';
import { FaturaBaski } from './FaturaBaski';
import { FaturaFormu, TahsilatFormu } from './Formlar';
import { ayAraligi, para, ParaKarti, useTx } from './ortak';

const KEY = 'admin:muhasebe';
const SEKMELER = ['cariler', 'gecikenler', 'faturalar', 'tahsilatlar'] as const;
type Sekme = (typeof SEKMELER)[number];
type Acik = { tur: 'fatura' | 'tahsilat'; isletme: IsletmeSecenegi | null } | { tur: 'baski'; id: number } | { tur: 'iptal'; fatura: Fatura } | { tur: 'tahsilatSil'; tahsilat: Tahsilat } | null;

/** /admin/ornek (Muhasebe): the platform's own billing – balances per venue, a venue's ledger, invoices, payments, overdue. */
export default function MuhasebeScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const [sekme, setSekme] = useState<Sekme>('cariler');
  const [cariId, setCariId] = useState<number | null>(null);
  const [acik, setAcik] = useState<Acik>(null);
  const ozet = useApiData<MuhasebeOzet>(muhasebeApi.ozet);
  const zaman = useZaman(VARSAYILAN_DILIM);
  const [surum, setSurum] = useState(0);
  const yenile = () => { void ozet.reload(); setSurum((s) => s + 1); };
  if (ozet.error) return <LoadError error={ozet.error} onRetry={() => void ozet.reload()} />;
  const o = ozet.data;
  const bugun = o?.bugun ?? zaman.bugun();
  const kaydedildi = (isletmeId: number) => { setAcik(null); setCariId(isletmeId); yenile(); };

  // on a phone the tab row scrolls: keep the chosen tab in view
  const sec = (s: Sekme) => { setSekme(s); setCariId(null); document.getElementById(`muh-tab-${s}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }); };
  return (
    <section className="screen muh-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.admin.muhasebe')}</h1>
          <p className="muted">{t('admin.muhasebe.alt')}</p>
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:ekle`) && <button type="button" className="btn" onClick={() => setAcik({ tur: 'tahsilat', isletme: null })} data-testid="muh-tahsilat-ekle">{t('admin.muhasebe.tahsilatEkle')}</button>}
          {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'fatura', isletme: null })} data-testid="muh-fatura-kes">{t('admin.muhasebe.faturaKes')}</button>}
        </div>
      </header>
      <div className="stat-grid">
        <ParaKarti label={t('admin.muhasebe.stat.fatura')} kurus={o?.toplam.faturaKurus} testId="muh-toplam-fatura" />
        <ParaKarti label={t('admin.muhasebe.stat.tahsilat')} kurus={o?.toplam.tahsilatKurus} testId="muh-toplam-tahsilat" />
        <ParaKarti label={t('admin.muhasebe.stat.bakiye')} kurus={o?.toplam.bakiyeKurus} testId="muh-toplam-bakiye" />
        <ParaKarti label={t('admin.muhasebe.stat.geciken')} kurus={o?.toplam.gecikenKurus} testId="muh-toplam-geciken" vurgu={(o?.toplam.gecikenKurus ?? 0) > 0} />
      </div>
      <div role="tablist" aria-label={t('menu.admin.muhasebe')} className="qm-tabs qm-tabs-big">
        {SEKMELER.map((s, i) => (
          <button key={s} type="button" role="tab" id={`muh-tab-${s}`} aria-selected={sekme === s} aria-controls="muh-panel" tabIndex={sekme === s ? 0 : -1} className="qm-tab"
            onClick={() => sec(s)} data-testid={`muh-tab-${s}`}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const diger = SEKMELER[(i + (e.key === 'ArrowRight' ? 1 : SEKMELER.length - 1)) % SEKMELER.length]!;
              sec(diger);
              document.getElementById(`muh-tab-${diger}`)?.focus();
            }}>
            {t(`admin.muhasebe.sekme.${s}`)}{s === 'gecikenler' && o && o.gecikenler.length > 0 ? <span className="badge">{o.gecikenler.length}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="muh-panel" aria-labelledby={`muh-tab-${sekme}`} className="qm-tabpanel">
        {cariId !== null ? <CariGorunumu key={`${cariId}-${surum}`} id={cariId} geri={() => setCariId(null)} ac={setAcik} />
          : sekme === 'cariler' ? <Cariler o={o} ac={setCariId} />
          : sekme === 'gecikenler' ? <Gecikenler liste={o?.gecikenler ?? []} ac={setCariId} />
          : sekme === 'faturalar' ? <Faturalar key={surum} bugun={bugun} ac={setAcik} />
          : <Tahsilatlar key={surum} bugun={bugun} ac={setAcik} />}
      </div>
      {acik?.tur === 'fatura' && o && <FaturaFormu isletme={acik.isletme} varsayilan={{ ...o.varsayilan, bugun }} onClose={() => setAcik(null)} onSaved={kaydedildi} />}
      {acik?.tur === 'tahsilat' && <TahsilatFormu isletme={acik.isletme} bugun={bugun} onClose={() => setAcik(null)} onSaved={kaydedildi} />}
      {acik?.tur === 'baski' && <FaturaBaski id={acik.id} onClose={() => setAcik(null)} />}
      {acik?.tur === 'iptal' && <IptalDialog fatura={acik.fatura} onClose={() => setAcik(null)} onDone={() => { setAcik(null); yenile(); }} />}
      {acik?.tur === 'tahsilatSil' && (
        <OnayDialog baslik={t('admin.muhasebe.tahsilatSilBaslik')} onayMetni={t('admin.muhasebe.sil')} testId="tahsilat-sil-onay" onClose={() => setAcik(null)}
          onOnay={() => void islem(() => muhasebeApi.tahsilatSil(acik.tahsilat.id), t('admin.muhasebe.tahsilatSilindi')).then((ok) => { setAcik(null); if (ok) yenile(); })}>
          <p>{t('admin.muhasebe.tahsilatSilMetni', { tarih: acik.tahsilat.tarih, tutar: para(acik.tahsilat.tutarKurus) })}</p>
        </OnayDialog>
      )}
    </section>
  );
}

function IptalDialog({ fatura, onClose, onDone }: { fatura: Fatura; onClose: () => void; onDone: () => void }) {
  const t = useTx();
  const [neden, setNeden] = useState('');
  const [hata, setHata] = useState(false);
  return (
    <OnayDialog baslik={t('admin.muhasebe.iptalBaslik', { no: fatura.no })} onayMetni={t('admin.muhasebe.iptalEt')} testId="fatura-iptal-onay" onClose={onClose}
      onOnay={() => {
        if (neden.trim().length < 3) { setHata(true); return; }
        void islem(() => muhasebeApi.iptal(fatura.id, neden.trim()), t('admin.muhasebe.iptalEdildi', { no: fatura.no }), 8000).then((ok) => { if (ok) onDone(); });
      }}>
      <p>{t('admin.muhasebe.iptalMetni')}</p>
      <label className="field"><span>{t('admin.muhasebe.iptalNedeni')}<span className="req" aria-hidden="true"> *</span></span>
        <input className="input" value={neden} maxLength={300} onChange={(e) => { setNeden(e.target.value); setHata(false); }} aria-invalid={hata || undefined} aria-describedby={hata ? 'iptal-hata' : undefined} data-testid="fatura-iptal-neden" />
        {hata && <span id="iptal-hata" className="field-error">{t('admin.muhasebe.v.iptalNedeni')}</span>}
      </label>
    </OnayDialog>
  );
}

function Cariler({ o, ac }: { o: MuhasebeOzet | null; ac: (id: number) => void }) {
  const t = useTx();
  const [q, setQ] = useState('');
  const [borclu, setBorclu] = useState(false);
  const kelimeler = katla(q).split(' ').filter(Boolean);
  const liste = (o?.isletmeler ?? []).filter((i) => (!borclu || i.bakiyeKurus !== 0) && kelimeler.every((k) => katla(`${i.ad} ${i.sehir}`).includes(k)));
  return (
    <div className="muh-bolum">
      <div className="muh-araclar">
        <label className="field"><span>{t('admin.muhasebe.ara')}</span>
          <input className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('admin.muhasebe.araIpucu')} data-testid="muh-ara" />
        </label>
        <label className="check"><input type="checkbox" checked={borclu} onChange={(e) => setBorclu(e.target.checked)} data-testid="muh-borclu" />{t('admin.muhasebe.sadeceBorclu')}</label>
      </div>
      <Tablo testId="muh-cariler" satirlar={liste} satirAnahtari={(i) => i.isletmeId} satirOzellik={(i) => ({ 'data-testid': `muh-cari-${i.isletmeId}` })} bos={t('admin.muhasebe.bos')} kolonlar={[
        { anahtar: 'isletme', baslik: t('admin.muhasebe.isletme'), satirBasligi: true, hucre: (i) => <><button type="button" className="muh-isletme-btn" onClick={() => ac(i.isletmeId)} data-testid={`muh-cari-ac-${i.isletmeId}`}>{i.ad}</button>{i.sehir && <span className="muted"> · {i.sehir}</span>}</> },
        { anahtar: 'fatura', baslik: t('admin.muhasebe.stat.fatura'), sayisal: true, hucre: (i) => para(i.faturaKurus) },
        { anahtar: 'tahsilat', baslik: t('admin.muhasebe.stat.tahsilat'), sayisal: true, hucre: (i) => para(i.tahsilatKurus) },
        { anahtar: 'bakiye', baslik: t('admin.muhasebe.bakiye'), sayisal: true, sinif: (i) => (i.bakiyeKurus > 0 ? 'muh-borc' : undefined), hucre: (i) => para(i.bakiyeKurus) },
        { anahtar: 'geciken', baslik: t('admin.muhasebe.geciken'), sayisal: true, hucre: (i) => (i.gecikenKurus > 0 ? <span className="muh-gecikme">{para(i.gecikenKurus)}</span> : '—') },
      ]} />
    </div>
  );
}

function Gecikenler({ liste, ac }: { liste: Geciken[]; ac: (id: number) => void }) {
  const t = useTx();
  const lang = useStore($lang);
  return (
    <Tablo testId="muh-gecikenler" satirlar={liste} satirAnahtari={(g) => g.faturaId} bos={t('admin.muhasebe.gecikenYok')} bosTestId="muh-geciken-yok" kolonlar={[
      { anahtar: 'no', baslik: t('admin.muhasebe.baski.no'), satirBasligi: true, sinif: 'muh-nowrap', hucre: (g) => g.no },
      { anahtar: 'isletme', baslik: t('admin.muhasebe.isletme'), hucre: (g) => <button type="button" className="muh-isletme-btn" onClick={() => ac(g.isletmeId)}>{g.isletmeAd}</button> },
      { anahtar: 'vade', baslik: t('admin.muhasebe.vade'), hucre: (g) => gunMetni(g.vade, lang) },
      { anahtar: 'brut', baslik: t('admin.muhasebe.csv.brut'), sayisal: true, hucre: (g) => para(g.brutKurus) },
      { anahtar: 'acik', baslik: t('admin.muhasebe.acik'), sayisal: true, sinif: 'muh-borc', hucre: (g) => para(g.acikKurus) },
      { anahtar: 'geciken', baslik: t('admin.muhasebe.geciken'), hucre: (g) => <span className="muh-gecikme">{t('admin.muhasebe.gecikmeGun', { gun: g.gecikmeGun })}</span> },
    ]} />
  );
}

function Aralik({ bas, bit, set, csv, ad }: { bas: string; bit: string; set: (b: string, e: string) => void; csv: string; ad: string }) {
  const t = useTx();
  const can = useStore($permissionSet);
  return (
    <div className="muh-araclar">
      <label className="field"><span>{t('admin.muhasebe.bas')}</span><input className="input" type="date" value={bas} onChange={(e) => set(e.target.value, bit)} data-testid="muh-bas" /></label>
      <label className="field"><span>{t('admin.muhasebe.bit')}</span><input className="input" type="date" value={bit} onChange={(e) => set(bas, e.target.value)} data-testid="muh-bit" /></label>
      {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(csv, `${ad}.csv`)} data-testid="muh-csv">{t('admin.muhasebe.disaAktar')}</button>}
    </div>
  );
}

function FaturaSatirlari({ liste, ac, isletmeGoster = true }: { liste: Fatura[]; ac: (a: Acik) => void; isletmeGoster?: boolean }) {
  const t = useTx();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  return (
    <Tablo testId="muh-faturalar" satirlar={liste} satirAnahtari={(f) => f.id} satirOzellik={(f) => ({ 'data-testid': `muh-fatura-${f.no}` })} bos={t('admin.muhasebe.bos')} kolonlar={[
      { anahtar: 'no', baslik: t('admin.muhasebe.baski.no'), satirBasligi: true, sinif: 'muh-nowrap', hucre: (f) => f.no },
      { anahtar: 'tarih', baslik: t('admin.muhasebe.cari.tarih'), sinif: 'muh-nowrap', hucre: (f) => gunMetni(f.tarih, lang) },
      isletmeGoster && { anahtar: 'isletme', baslik: t('admin.muhasebe.isletme'), hucre: (f) => f.isletmeAd },
      { anahtar: 'net', baslik: t('admin.muhasebe.csv.net'), sayisal: true, hucre: (f) => para(f.netKurus) },
      { anahtar: 'kdv', baslik: t('admin.muhasebe.csv.kdv'), sayisal: true, ozellik: (f) => ({ 'data-label': `${t('admin.muhasebe.csv.kdv')} %${f.kdvOrani}` }), hucre: (f) => para(f.kdvKurus) },
      { anahtar: 'brut', baslik: t('admin.muhasebe.csv.brut'), sayisal: true, hucre: (f) => para(f.brutKurus) },
      { anahtar: 'durum', baslik: t('admin.muhasebe.csv.durum'), hucre: (f) => <span className={`muh-durum muh-durum-${f.durum}`}>{t(`admin.muhasebe.durum.${f.durum}`)}</span> },
      { anahtar: 'islem', baslik: t('common.actions'), islemler: true, hucre: (f) => (
        <>
          <button type="button" className="btn btn-small" onClick={() => ac({ tur: 'baski', id: f.id })} data-testid={`muh-yazdir-${f.no}`}>{t('admin.muhasebe.yazdir')}</button>
          {f.durum === 'kesildi' && can.has(`${KEY}:guncelle`) && <button type="button" className="btn btn-small btn-danger" onClick={() => ac({ tur: 'iptal', fatura: f })} data-testid={`muh-iptal-${f.no}`}>{t('admin.muhasebe.iptalEt')}</button>}
        </>
      ) },
    ]} />
  );
}

function TahsilatSatirlari({ liste, ac, isletmeGoster = true }: { liste: Tahsilat[]; ac: (a: Acik) => void; isletmeGoster?: boolean }) {
  const t = useTx();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  return (
    <Tablo testId="muh-tahsilatlar" satirlar={liste} satirAnahtari={(x) => x.id} bos={t('admin.muhasebe.bos')} kolonlar={[
      { anahtar: 'tarih', baslik: t('admin.muhasebe.cari.tarih'), satirBasligi: true, sinif: 'muh-nowrap', hucre: (x) => gunMetni(x.tarih, lang) },
      isletmeGoster && { anahtar: 'isletme', baslik: t('admin.muhasebe.isletme'), hucre: (x) => x.isletmeAd },
      { anahtar: 'yontem', baslik: t('admin.muhasebe.f.yontem'), hucre: (x) => t(`admin.muhasebe.yontem.${x.yontem}`) },
      { anahtar: 'referans', baslik: t('admin.muhasebe.csv.referans'), hucre: (x) => x.referans || '—' },
      { anahtar: 'tutar', baslik: t('admin.muhasebe.csv.tutar'), sayisal: true, hucre: (x) => para(x.tutarKurus) },
      { anahtar: 'islem', baslik: t('common.actions'), islemler: true, hucre: (x) => can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => ac({ tur: 'tahsilatSil', tahsilat: x })}>{t('admin.muhasebe.sil')}</button> },
    ]} />
  );
}

function Faturalar({ bugun, ac }: { bugun: string; ac: (a: Acik) => void }) {
  const [[bas, bit], set] = useState(() => [`${bugun.slice(0, 4)}-01-01`, ayAraligi(bugun)[1]]);
  const { data, error, reload } = useApiData<Fatura[]>(muhasebeApi.faturalar(bas, bit));
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <div className="muh-bolum">
      <Aralik bas={bas} bit={bit} set={(b, e) => set([b, e])} csv={muhasebeApi.faturaCsv(bas, bit)} ad="faturalar" />
      {data && <FaturaSatirlari liste={data} ac={ac} />}
    </div>
  );
}

function Tahsilatlar({ bugun, ac }: { bugun: string; ac: (a: Acik) => void }) {
  const [[bas, bit], set] = useState(() => [`${bugun.slice(0, 4)}-01-01`, ayAraligi(bugun)[1]]);
  const { data, error, reload } = useApiData<Tahsilat[]>(muhasebeApi.tahsilatlar(bas, bit));
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <div className="muh-bolum">
      <Aralik bas={bas} bit={bit} set={(b, e) => set([b, e])} csv={muhasebeApi.tahsilatCsv(bas, bit)} ad="tahsilatlar" />
      {data && <TahsilatSatirlari liste={data} ac={ac} />}
    </div>
  );
}

/** One venue's ledger: running balance, its invoices and payments, and the actions for this venue. */
function CariGorunumu({ id, geri, ac }: { id: number; geri: () => void; ac: (a: Acik) => void }) {
  const t = useTx();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data: c, error, reload } = useApiData<Cari>(muhasebeApi.cari(id));
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!c) return null;
  const isletme = { id: c.isletme.id, ad: c.isletme.ad, sehir: c.isletme.sehir };
  return (
    <div className="muh-bolum" data-testid="muh-cari">
      <div className="muh-cari-bas">
        <div>
          <button type="button" className="btn btn-small btn-ghost" onClick={geri} data-testid="muh-geri">← {t('admin.muhasebe.geri')}</button>
          <h2>{t('admin.muhasebe.cariBaslik', { ad: c.isletme.ad })}</h2>
        </div>
        <div>
          <span className="muted">{t('admin.muhasebe.bakiye')} </span>
          <span className={`muh-bakiye${c.bakiyeKurus > 0 ? ' muh-borc' : ''}`} data-testid="muh-cari-bakiye">{para(c.bakiyeKurus)}</span>
        </div>
        {can.has(`${KEY}:ekle`) && (
          <div className="row-actions">
            <button type="button" className="btn" onClick={() => ac({ tur: 'tahsilat', isletme })} data-testid="muh-cari-tahsilat">{t('admin.muhasebe.tahsilatEkle')}</button>
            <button type="button" className="btn btn-primary" onClick={() => ac({ tur: 'fatura', isletme })} data-testid="muh-cari-fatura">{t('admin.muhasebe.faturaKes')}</button>
          </div>
        )}
      </div>
      {c.gecikenler.length > 0 && <Gecikenler liste={c.gecikenler} ac={() => undefined} />}
      <Tablo testId="muh-cari-satirlar" satirlar={c.satirlar} satirAnahtari={(s) => `${s.tur}-${s.id}`} bos={t('admin.muhasebe.cari.bos')} kolonlar={[
        { anahtar: 'tarih', baslik: t('admin.muhasebe.cari.tarih'), satirBasligi: true, sinif: 'muh-nowrap', hucre: (s) => gunMetni(s.tarih, lang) },
        { anahtar: 'aciklama', baslik: t('admin.muhasebe.cari.aciklama'), hucre: (s) => (s.tur === 'tahsilat' ? `${t('admin.muhasebe.cari.tahsilat')} · ${s.aciklama.split(' · ').map((p, i) => (i === 0 ? t(`admin.muhasebe.yontem.${p}`) : p)).join(' · ')}` : s.aciklama) },
        { anahtar: 'borc', baslik: t('admin.muhasebe.cari.borc'), sayisal: true, hucre: (s) => (s.borcKurus ? para(s.borcKurus) : '—') },
        { anahtar: 'alacak', baslik: t('admin.muhasebe.cari.alacak'), sayisal: true, hucre: (s) => (s.alacakKurus ? para(s.alacakKurus) : '—') },
        { anahtar: 'bakiye', baslik: t('admin.muhasebe.cari.bakiye'), sayisal: true, hucre: (s) => para(s.bakiyeKurus) },
      ]} />
      <h3>{t('admin.muhasebe.sekme.faturalar')}</h3>
      <FaturaSatirlari liste={c.faturalar} ac={ac} isletmeGoster={false} />
      <h3>{t('admin.muhasebe.sekme.tahsilatlar')}</h3>
      <TahsilatSatirlari liste={c.tahsilatlar} ac={ac} isletmeGoster={false} />
    </div>
  );
}
