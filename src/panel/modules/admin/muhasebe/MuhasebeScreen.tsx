import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { muhasebeApi, type Cari, type Fatura, type MuhasebeOzet, type Tahsilat } from '@api/admin/muhasebe';
import type { Geciken } from '@lib/schemas/admin/muhasebe';
import type { IsletmeSecenegi } from '@lib/schemas/admin/stok';
import { katla } from '@lib/search';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { dosyaIndir, islem } from '@panel/islem';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { FaturaBaski } from './FaturaBaski';
import { FaturaFormu, TahsilatFormu } from './Formlar';
import { ayAraligi, gunMetni, para, ParaKarti, useTx } from './ortak';

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
  const [surum, setSurum] = useState(0);
  const yenile = () => { void ozet.reload(); setSurum((s) => s + 1); };
  if (ozet.error) return <LoadError error={ozet.error} onRetry={() => void ozet.reload()} />;
  const o = ozet.data;
  const bugun = o?.bugun ?? new Date().toISOString().slice(0, 10);
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
      {liste.length === 0 ? <p className="muted">{t('admin.muhasebe.bos')}</p> : (
        <div className="table-wrap">
          <table className="table" data-testid="muh-cariler">
            <thead><tr>
              <th scope="col">{t('admin.muhasebe.isletme')}</th><th scope="col" className="muh-tutar">{t('admin.muhasebe.stat.fatura')}</th>
              <th scope="col" className="muh-tutar">{t('admin.muhasebe.stat.tahsilat')}</th><th scope="col" className="muh-tutar">{t('admin.muhasebe.bakiye')}</th><th scope="col" className="muh-tutar">{t('admin.muhasebe.geciken')}</th>
            </tr></thead>
            <tbody>
              {liste.map((i) => (
                <tr key={i.isletmeId} data-testid={`muh-cari-${i.isletmeId}`}>
                  <td><button type="button" className="muh-isletme-btn" onClick={() => ac(i.isletmeId)} data-testid={`muh-cari-ac-${i.isletmeId}`}>{i.ad}</button>{i.sehir && <span className="muted"> · {i.sehir}</span>}</td>
                  <td data-label={t('admin.muhasebe.stat.fatura')} className="muh-tutar">{para(i.faturaKurus)}</td>
                  <td data-label={t('admin.muhasebe.stat.tahsilat')} className="muh-tutar">{para(i.tahsilatKurus)}</td>
                  <td data-label={t('admin.muhasebe.bakiye')} className={`muh-tutar${i.bakiyeKurus > 0 ? ' muh-borc' : ''}`}>{para(i.bakiyeKurus)}</td>
                  <td data-label={t('admin.muhasebe.geciken')} className="muh-tutar">{i.gecikenKurus > 0 ? <span className="muh-gecikme">{para(i.gecikenKurus)}</span> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Gecikenler({ liste, ac }: { liste: Geciken[]; ac: (id: number) => void }) {
  const t = useTx();
  const lang = useStore($lang);
  if (liste.length === 0) return <p className="muted" data-testid="muh-geciken-yok">{t('admin.muhasebe.gecikenYok')}</p>;
  return (
    <div className="table-wrap">
      <table className="table" data-testid="muh-gecikenler">
        <thead><tr>
          <th scope="col">{t('admin.muhasebe.baski.no')}</th><th scope="col">{t('admin.muhasebe.isletme')}</th><th scope="col">{t('admin.muhasebe.vade')}</th>
          <th scope="col" className="muh-tutar">{t('admin.muhasebe.csv.brut')}</th><th scope="col" className="muh-tutar">{t('admin.muhasebe.acik')}</th><th scope="col">{t('admin.muhasebe.geciken')}</th>
        </tr></thead>
        <tbody>
          {liste.map((g) => (
            <tr key={g.faturaId}>
              <td className="muh-nowrap">{g.no}</td>
              <td data-label={t('admin.muhasebe.isletme')}><button type="button" className="muh-isletme-btn" onClick={() => ac(g.isletmeId)}>{g.isletmeAd}</button></td>
              <td data-label={t('admin.muhasebe.vade')}>{gunMetni(g.vade, lang)}</td>
              <td data-label={t('admin.muhasebe.csv.brut')} className="muh-tutar">{para(g.brutKurus)}</td>
              <td data-label={t('admin.muhasebe.acik')} className="muh-tutar muh-borc">{para(g.acikKurus)}</td>
              <td data-label={t('admin.muhasebe.geciken')}><span className="muh-gecikme">{t('admin.muhasebe.gecikmeGun', { gun: g.gecikmeGun })}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
  if (liste.length === 0) return <p className="muted">{t('admin.muhasebe.bos')}</p>;
  return (
    <div className="table-wrap">
      <table className="table" data-testid="muh-faturalar">
        <thead><tr>
          <th scope="col">{t('admin.muhasebe.baski.no')}</th><th scope="col">{t('admin.muhasebe.cari.tarih')}</th>{isletmeGoster && <th scope="col">{t('admin.muhasebe.isletme')}</th>}
          <th scope="col" className="muh-tutar">{t('admin.muhasebe.csv.net')}</th><th scope="col" className="muh-tutar">{t('admin.muhasebe.csv.kdv')}</th><th scope="col" className="muh-tutar">{t('admin.muhasebe.csv.brut')}</th>
          <th scope="col">{t('admin.muhasebe.csv.durum')}</th><th scope="col"><span className="sr-only">{t('common.actions')}</span></th>
        </tr></thead>
        <tbody>
          {liste.map((f) => (
            <tr key={f.id} data-testid={`muh-fatura-${f.no}`}>
              <td className="muh-nowrap">{f.no}</td>
              <td data-label={t('admin.muhasebe.cari.tarih')} className="muh-nowrap">{gunMetni(f.tarih, lang)}</td>
              {isletmeGoster && <td data-label={t('admin.muhasebe.isletme')}>{f.isletmeAd}</td>}
              <td data-label={t('admin.muhasebe.csv.net')} className="muh-tutar">{para(f.netKurus)}</td>
              <td data-label={`${t('admin.muhasebe.csv.kdv')} %${f.kdvOrani}`} className="muh-tutar">{para(f.kdvKurus)}</td>
              <td data-label={t('admin.muhasebe.csv.brut')} className="muh-tutar">{para(f.brutKurus)}</td>
              <td data-label={t('admin.muhasebe.csv.durum')}><span className={`muh-durum muh-durum-${f.durum}`}>{t(`admin.muhasebe.durum.${f.durum}`)}</span></td>
              <td className="cell-actions">
                <button type="button" className="btn btn-small" onClick={() => ac({ tur: 'baski', id: f.id })} data-testid={`muh-yazdir-${f.no}`}>{t('admin.muhasebe.yazdir')}</button>
                {f.durum === 'kesildi' && can.has(`${KEY}:guncelle`) && <button type="button" className="btn btn-small btn-danger" onClick={() => ac({ tur: 'iptal', fatura: f })} data-testid={`muh-iptal-${f.no}`}>{t('admin.muhasebe.iptalEt')}</button>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TahsilatSatirlari({ liste, ac, isletmeGoster = true }: { liste: Tahsilat[]; ac: (a: Acik) => void; isletmeGoster?: boolean }) {
  const t = useTx();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  if (liste.length === 0) return <p className="muted">{t('admin.muhasebe.bos')}</p>;
  return (
    <div className="table-wrap">
      <table className="table" data-testid="muh-tahsilatlar">
        <thead><tr>
          <th scope="col">{t('admin.muhasebe.cari.tarih')}</th>{isletmeGoster && <th scope="col">{t('admin.muhasebe.isletme')}</th>}<th scope="col">{t('admin.muhasebe.f.yontem')}</th>
          <th scope="col">{t('admin.muhasebe.csv.referans')}</th><th scope="col" className="muh-tutar">{t('admin.muhasebe.csv.tutar')}</th><th scope="col"><span className="sr-only">{t('common.actions')}</span></th>
        </tr></thead>
        <tbody>
          {liste.map((x) => (
            <tr key={x.id}>
              <td className="muh-nowrap">{gunMetni(x.tarih, lang)}</td>
              {isletmeGoster && <td data-label={t('admin.muhasebe.isletme')}>{x.isletmeAd}</td>}
              <td data-label={t('admin.muhasebe.f.yontem')}>{t(`admin.muhasebe.yontem.${x.yontem}`)}</td>
              <td data-label={t('admin.muhasebe.csv.referans')}>{x.referans || '—'}</td>
              <td data-label={t('admin.muhasebe.csv.tutar')} className="muh-tutar">{para(x.tutarKurus)}</td>
              <td className="cell-actions">{can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => ac({ tur: 'tahsilatSil', tahsilat: x })}>{t('admin.muhasebe.sil')}</button>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
      {c.satirlar.length === 0 ? <p className="muted">{t('admin.muhasebe.cari.bos')}</p> : (
        <div className="table-wrap">
          <table className="table" data-testid="muh-cari-satirlar">
            <thead><tr>
              <th scope="col">{t('admin.muhasebe.cari.tarih')}</th><th scope="col">{t('admin.muhasebe.cari.aciklama')}</th><th scope="col" className="muh-tutar">{t('admin.muhasebe.cari.borc')}</th>
              <th scope="col" className="muh-tutar">{t('admin.muhasebe.cari.alacak')}</th><th scope="col" className="muh-tutar">{t('admin.muhasebe.cari.bakiye')}</th>
            </tr></thead>
            <tbody>
              {c.satirlar.map((s) => (
                <tr key={`${s.tur}-${s.id}`}>
                  <td className="muh-nowrap">{gunMetni(s.tarih, lang)}</td>
                  <td data-label={t('admin.muhasebe.cari.aciklama')}>{s.tur === 'tahsilat' ? `${t('admin.muhasebe.cari.tahsilat')} · ${s.aciklama.split(' · ').map((p, i) => (i === 0 ? t(`admin.muhasebe.yontem.${p}`) : p)).join(' · ')}` : s.aciklama}</td>
                  <td data-label={t('admin.muhasebe.cari.borc')} className="muh-tutar">{s.borcKurus ? para(s.borcKurus) : '—'}</td>
                  <td data-label={t('admin.muhasebe.cari.alacak')} className="muh-tutar">{s.alacakKurus ? para(s.alacakKurus) : '—'}</td>
                  <td data-label={t('admin.muhasebe.cari.bakiye')} className="muh-tutar">{para(s.bakiyeKurus)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{t('admin.muhasebe.sekme.faturalar')}</h3>
      <FaturaSatirlari liste={c.faturalar} ac={ac} isletmeGoster={false} />
      <h3>{t('admin.muhasebe.sekme.tahsilatlar')}</h3>
      <TahsilatSatirlari liste={c.tahsilatlar} ac={ac} isletmeGoster={false} />
    </div>
  );
}
