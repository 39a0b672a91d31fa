import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { donanimApi } from '@api/admin/stok';
import { DONANIM_DURUMLARI, DONANIM_TURLERI, type DonanimDurumu } from '@lib/muhasebe';
import { ELLE_DURUMLAR, type Donanim, type DonanimHareket, type IsletmeSecenegi, type DonanimDetay, type StokListesi } from '@lib/schemas/admin/stok';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { dosyaIndir, islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { useZaman } from '@panel/ui/useZaman';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { gunMetni } from '@lib/zaman/bicim';
import { IsletmeSecici, para, useTx, type Tx } from '../muhasebe/ortak';
import { Tablo } from '@panel/ui/Tablo';
import { DonanimFormu } from './DonanimFormu';

const KEY = 'admin:stok';

function Durum({ durum }: { durum: DonanimDurumu }) {
  const t = useTx();
  return <span className={`stk-durum stk-durum-${durum}`}>{t(`admin.stok.durum.${durum}`)}</span>;
}

/** /admin/stok: the hardware the platform supplies to venues, with counts per type and every item's history. */
export default function StokScreen() {
  const t = useTx();
  const can = useStore($permissionSet);
  const [arama, setArama] = useState('');
  const [f, setF] = useState({ q: '', tur: '', durum: '' });
  const [form, setForm] = useState<Donanim | 'yeni' | null>(null);
  const [detayId, setDetayId] = useState<number | null>(null);
  useEffect(() => {
    const zaman = setTimeout(() => setF((o) => (o.q === arama ? o : { ...o, q: arama })), 250);
    return () => clearTimeout(zaman);
  }, [arama]);
  const sorgu = new URLSearchParams(Object.entries(f).filter(([, v]) => v)).toString();
  const { data, error, reload } = useApiData<StokListesi>(donanimApi.liste(sorgu));
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;

  return (
    <section className="screen stk-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.admin.stok')}</h1>
          <p className="muted">{t('admin.stok.alt')}</p>
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(donanimApi.disaAktar(sorgu), 'donanim-stok.csv')} data-testid="stk-csv">{t('admin.stok.disaAktar')}</button>}
          {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setForm('yeni')} data-testid="stk-ekle"><Icon name="plus" size={18} />{t('admin.stok.ekle')}</button>}
        </div>
      </header>
      {data && (
        <section aria-label={t('admin.stok.sayilar')} className="stk-sayilar" data-testid="stk-sayilar">
          {DONANIM_TURLERI.map((tur) => (
            <div key={tur} className="stk-sayi" data-testid={`stk-sayi-${tur}`}>
              <h3>{t(`admin.stok.tur.${tur}`)}</h3>
              <dl>
                {(['depoda', 'isletmede', 'arizali'] as const).map((d) => <div key={d} className="contents"><dt>{t(`admin.stok.sayi.${d}`)}</dt><dd data-testid={`stk-sayi-${tur}-${d}`}>{data.sayilar[tur][d]}</dd></div>)}
              </dl>
            </div>
          ))}
        </section>
      )}
      <div className="muh-araclar">
        <label className="field"><span>{t('admin.stok.ara')}</span>
          <input className="input" type="search" value={arama} onChange={(e) => setArama(e.target.value)} placeholder={t('admin.stok.araIpucu')} data-testid="stk-ara" />
        </label>
        <label className="field"><span>{t('admin.stok.f.tur')}</span>
          <select className="input" value={f.tur} onChange={(e) => setF({ ...f, tur: e.target.value })} data-testid="stk-f-tur">
            <option value="">{t('admin.stok.f.tumu')}</option>
            {DONANIM_TURLERI.map((d) => <option key={d} value={d}>{t(`admin.stok.tur.${d}`)}</option>)}
          </select>
        </label>
        <label className="field"><span>{t('admin.stok.f.durum')}</span>
          <select className="input" value={f.durum} onChange={(e) => setF({ ...f, durum: e.target.value })} data-testid="stk-f-durum">
            <option value="">{t('admin.stok.f.tumu')}</option>
            {DONANIM_DURUMLARI.map((d) => <option key={d} value={d}>{t(`admin.stok.durum.${d}`)}</option>)}
          </select>
        </label>
      </div>
      {data && (
        <Tablo testId="stk-liste" satirlar={data.donanimlar} satirAnahtari={(d) => d.id} satirOzellik={(d) => ({ 'data-testid': `stk-satir-${d.seriNo}` })} bos={t('admin.stok.bos')} kolonlar={[
          { anahtar: 'seriNo', baslik: t('admin.stok.k.seriNo'), satirBasligi: true, hucre: (d) => <span className="stk-seri">{d.seriNo}</span> },
          { anahtar: 'tur', baslik: t('admin.stok.k.tur'), hucre: (d) => t(`admin.stok.tur.${d.tur}`) },
          { anahtar: 'model', baslik: t('admin.stok.k.model'), hucre: (d) => d.model || '—' },
          { anahtar: 'durum', baslik: t('admin.stok.k.durum'), hucre: (d) => <Durum durum={d.durum} /> },
          { anahtar: 'isletme', baslik: t('admin.stok.k.isletme'), hucre: (d) => d.isletmeAd ?? '—' },
          { anahtar: 'islem', baslik: t('common.actions'), islemler: true, hucre: (d) => <button type="button" className="btn btn-small" onClick={() => setDetayId(d.id)} data-testid={`stk-detay-${d.seriNo}`}>{t('admin.stok.detay')}</button> },
        ]} />
      )}
      {form && <DonanimFormu donanim={form === 'yeni' ? null : form} onClose={() => setForm(null)} onSaved={() => { setForm(null); void reload(); }} />}
      {detayId !== null && !form && <DetayDialog id={detayId} onClose={() => setDetayId(null)} onChanged={() => void reload()} duzenle={(d) => setForm(d)} />}
    </section>
  );
}

function hareketMetni(h: DonanimHareket, t: Tx): string {
  const durum = (d: string | null) => (d ? t(`admin.stok.durum.${d}`) : '—');
  switch (h.islem) {
    case 'ata': return t('admin.stok.h.ata', { isletme: h.yeniIsletme ?? '—' });
    case 'iade': return t('admin.stok.h.iade', { isletme: h.oncekiIsletme ?? '—', durum: durum(h.yeniDurum) });
    case 'durum': return t('admin.stok.h.durum', { onceki: durum(h.oncekiDurum), yeni: durum(h.yeniDurum) });
    default: return t(`admin.stok.h.${h.islem}`);
  }
}

type Islem = 'ata' | 'iade' | 'durum' | 'sil' | null;

/** One item: its details, what can be done now, and its full history (who, when, from → to). */
function DetayDialog({ id, onClose, onChanged, duzenle }: { id: number; onClose: () => void; onChanged: () => void; duzenle: (d: Donanim) => void }) {
  const t = useTx();
  const lang = useStore($lang);
  const zaman = useZaman(VARSAYILAN_DILIM);
  const can = useStore($permissionSet);
  const [detay, setDetay] = useState<DonanimDetay | null>(null);
  const [islemAcik, setIslemAcik] = useState<Islem>(null);
  const [not, setNot] = useState('');
  const [isletme, setIsletme] = useState<IsletmeSecenegi | null>(null);
  const [arizali, setArizali] = useState(false);
  const [durum, setDurum] = useState<string>('arizali');
  const [hata, setHata] = useState<unknown>(null);
  const yukle = () => { donanimApi.detay(id).then(setDetay, setHata); };
  useEffect(yukle, [id]);
  const d = detay?.donanim;
  const bitti = (yeni: DonanimDetay | null) => { if (yeni) setDetay(yeni); setIslemAcik(null); setNot(''); onChanged(); };
  const yap = async (task: () => Promise<DonanimDetay>, basari: string) => {
    let sonuc: DonanimDetay | null = null;
    if (await islem(async () => { sonuc = await task(); }, basari, 8000)) bitti(sonuc);
  };
  const guncelle = can.has(`${KEY}:guncelle`);

  return (
    <Dialog title={d ? `${t(`admin.stok.tur.${d.tur}`)} · ${d.seriNo}` : t('admin.stok.detay')} open onClose={onClose} wide>
      {hata ? <LoadError error={hata as never} onRetry={yukle} /> : null}
      {d && detay && (
        <div className="form" data-testid="stk-detay">
          <dl className="muh-fatura-bilgi">
            <div><dt>{t('admin.stok.k.durum')}</dt><dd><Durum durum={d.durum} /></dd></div>
            <div><dt>{t('admin.stok.k.isletme')}</dt><dd data-testid="stk-detay-isletme">{d.isletmeAd ?? '—'}</dd></div>
            <div><dt>{t('admin.stok.k.model')}</dt><dd>{d.model || '—'}</dd></div>
            <div><dt>{t('admin.stok.k.alis')}</dt><dd>{[d.alisTarihi ? gunMetni(d.alisTarihi, lang) : '', d.alisKurus !== null ? para(d.alisKurus) : ''].filter(Boolean).join(' · ') || '—'}</dd></div>
            {d.notlar && <div><dt>{t('admin.stok.k.notlar')}</dt><dd>{d.notlar}</dd></div>}
          </dl>
          {islemAcik === null && (
            <div className="stk-islemler">
              {guncelle && d.durum === 'depoda' && <button type="button" className="btn btn-primary" onClick={() => setIslemAcik('ata')} data-testid="stk-ata">{t('admin.stok.ata')}</button>}
              {guncelle && d.durum === 'isletmede' && <button type="button" className="btn btn-primary" onClick={() => { setArizali(false); setIslemAcik('iade'); }} data-testid="stk-iade">{t('admin.stok.iade')}</button>}
              {guncelle && (d.durum === 'depoda' || d.durum === 'arizali') && <button type="button" className="btn" onClick={() => { setDurum(d.durum === 'arizali' ? 'depoda' : 'arizali'); setIslemAcik('durum'); }} data-testid="stk-durum">{t('admin.stok.durumDegistir')}</button>}
              {guncelle && d.durum !== 'hurda' && <button type="button" className="btn" onClick={() => duzenle(d)} data-testid="stk-duzenle">{t('admin.stok.duzenle')}</button>}
              {can.has(`${KEY}:sil`) && d.silinebilir && <button type="button" className="btn btn-danger" onClick={() => setIslemAcik('sil')} data-testid="stk-sil">{t('admin.stok.sil')}</button>}
            </div>
          )}
          {islemAcik === 'ata' && (
            <div className="form">
              <IsletmeSecici ara={donanimApi.isletmeAra} deger={isletme} onChange={setIsletme} testId="stk-ata-isletme" />
              <label className="field"><span>{t('admin.stok.k.notlar')}</span><input className="input" maxLength={300} value={not} onChange={(e) => setNot(e.target.value)} data-testid="stk-not" /></label>
              <div className="form-actions">
                <button type="button" className="btn" onClick={() => setIslemAcik(null)}>{t('common.cancel')}</button>
                <button type="button" className="btn btn-primary" disabled={!isletme} data-testid="stk-ata-onay"
                  onClick={() => isletme && void yap(() => donanimApi.ata(d.id, isletme.id, not), t('admin.stok.atandi', { seri: d.seriNo, isletme: isletme.ad }))}>{t('admin.stok.ata')}</button>
              </div>
            </div>
          )}
          {islemAcik === 'iade' && (
            <div className="form">
              <label className="check"><input type="checkbox" checked={arizali} onChange={(e) => setArizali(e.target.checked)} data-testid="stk-arizali" />{t('admin.stok.arizaliDondu')}</label>
              <label className="field"><span>{t('admin.stok.k.notlar')}</span><input className="input" maxLength={300} value={not} onChange={(e) => setNot(e.target.value)} data-testid="stk-not" /></label>
              <div className="form-actions">
                <button type="button" className="btn" onClick={() => setIslemAcik(null)}>{t('common.cancel')}</button>
                <button type="button" className="btn btn-primary" data-testid="stk-iade-onay" onClick={() => void yap(() => donanimApi.iade(d.id, arizali, not), t('admin.stok.iadeEdildi', { seri: d.seriNo }))}>{t('admin.stok.iade')}</button>
              </div>
            </div>
          )}
          {islemAcik === 'durum' && (
            <div className="form">
              <label className="field"><span>{t('admin.stok.k.durum')}</span>
                <select className="input" value={durum} onChange={(e) => setDurum(e.target.value)} data-testid="stk-durum-sec">
                  {ELLE_DURUMLAR.filter((x) => x !== d.durum).map((x) => <option key={x} value={x}>{t(`admin.stok.durum.${x}`)}</option>)}
                </select>
              </label>
              <label className="field"><span>{t('admin.stok.k.notlar')}</span><input className="input" maxLength={300} value={not} onChange={(e) => setNot(e.target.value)} /></label>
              <div className="form-actions">
                <button type="button" className="btn" onClick={() => setIslemAcik(null)}>{t('common.cancel')}</button>
                <button type="button" className="btn btn-primary" data-testid="stk-durum-onay" onClick={() => void yap(() => donanimApi.durum(d.id, durum, not), t('admin.stok.durumDegisti'))}>{t('common.save')}</button>
              </div>
            </div>
          )}
          {islemAcik === 'sil' && (
            <OnayDialog baslik={t('admin.stok.silBaslik')} onayMetni={t('admin.stok.sil')} testId="stk-sil-onay" onClose={() => setIslemAcik(null)}
              onOnay={() => void islem(() => donanimApi.sil(d.id), t('admin.stok.silindi')).then((ok) => { setIslemAcik(null); if (ok) { onChanged(); onClose(); } })}>
              <p>{t('admin.stok.silMetni', { seri: d.seriNo })}</p>
            </OnayDialog>
          )}
          <h3>{t('admin.stok.gecmis')}</h3>
          {detay.hareketler.length === 0 ? <p className="muted">{t('admin.stok.gecmisBos')}</p> : (
            <ol className="stk-gecmis" data-testid="stk-gecmis">
              {detay.hareketler.map((h) => (
                <li key={h.id} data-islem={h.islem}>
                  <strong>{hareketMetni(h, t)}</strong>
                  {h.notlar && <span>{h.notlar}</span>}
                  <span className="muted"><time dateTime={h.zaman}>{zaman.an(h.zaman)}</time>{h.kullanici ? ` · ${h.kullanici}` : ''}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Dialog>
  );
}
