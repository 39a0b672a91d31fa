import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { stokApi } from '@api/envanter/stok';
import type { LokasyonListesi, Urun, UrunListesi } from '@lib/schemas/envanter/stok';
import { miktarGoster } from '@lib/envanter/miktar';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { dosyaIndir, islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import { HareketFormu } from './HareketFormu';
import { lokasyonSecenekleri, para, useMiktar, useTx } from './ortak';
import { UrunFormu } from './UrunFormu';

const KEY = 'isletme:envanter:urunler';
type Acik = { tur: 'form'; urun: Urun | null } | { tur: 'sil'; urun: Urun } | { tur: 'hareket'; urun: Urun } | null;

/** /isletme/envanter/urunler: consumables (coffee beans, milk, cups, shampoo) with what is on hand where, low-stock warnings and value at cost. */
export default function UrunlerScreen() {
  const t = useTx();
  const lang = useStore($lang);
  const miktar = useMiktar();
  const can = useStore($permissionSet);
  const [yazilan, setYazilan] = useState('');
  const [q, setQ] = useState('');
  const [kategori, setKategori] = useState('');
  const [lokasyon, setLokasyon] = useState('');
  const [durum, setDurum] = useState('aktif');
  const [dusuk, setDusuk] = useState(false);
  const [sayfa, setSayfa] = useState(1);
  const [acik, setAcik] = useState<Acik>(null);
  useEffect(() => {
    const zaman = setTimeout(() => { setQ(yazilan.trim()); setSayfa(1); }, 250);
    return () => clearTimeout(zaman);
  }, [yazilan]);
  const filtre = { q, kategori, lokasyon, durum, dusuk: dusuk ? '1' : undefined };
  const { data, error, reload } = useApiData<UrunListesi>(stokApi.urunler({ ...filtre, sayfa }));
  const lokasyonlar = useApiData<LokasyonListesi>(stokApi.lokasyonlar);

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const liste = data?.urunler ?? [];
  const sec = (f: () => void) => { f(); setSayfa(1); };

  async function sil(u: Urun) {
    setAcik(null);
    if (await islem(() => stokApi.urunSil(u.id), t('common.deleted'), 10_000)) await reload();
  }

  return (
    <section className="screen est-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.urunler')}</h1>
          {data && <p className="muted" data-testid="urun-ozet">{t('envanter.stok.urun.alt', { sayi: data.toplam, deger: para(data.toplamDegerKurus) })}</p>}
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(stokApi.urunlerCsv(filtre), 'stok-urunleri.csv')} data-testid="urun-csv">{t('envanter.stok.disaAktar')}</button>}
          {can.has('isletme:envanter:hareketler:ekle') && <a className="btn" href="/isletme/envanter/hareketler">{t('menu.envanter.hareketler')}</a>}
          {can.has(`${KEY}:ekle`) && data && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'form', urun: null })} data-testid="urun-ekle"><Icon name="plus" size={18} />{t('envanter.stok.urun.ekle')}</button>}
        </div>
      </header>
      {data && data.dusukSayisi > 0 && (
        <button type="button" className={`est-uyari${dusuk ? ' on' : ''}`} onClick={() => sec(() => setDusuk(!dusuk))} aria-pressed={dusuk} data-testid="urun-dusuk-uyari">
          <span className="est-dusuk">{t('envanter.stok.urun.dusukRozet')}</span>{t('envanter.stok.urun.dusukSayi', { sayi: data.dusukSayisi })}
        </button>
      )}
      <div className="est-filtreler">
        <label className="field est-ara"><span>{t('envanter.stok.urun.ara')}</span>
          <input className="input" type="search" value={yazilan} onChange={(e) => setYazilan(e.target.value)} placeholder={t('envanter.stok.urun.araIpucu')} data-testid="urun-ara" />
        </label>
        <Dropdown label={t('envanter.stok.urun.form.kategori')} value={kategori} onChange={(x) => sec(() => setKategori(x))} searchable={(data?.kategoriler.length ?? 0) > 8}
          options={[{ value: '', label: t('envanter.stok.tumu') }, ...(data?.kategoriler ?? []).map((k) => ({ value: k, label: k }))]} />
        <Dropdown label={t('envanter.stok.lokasyon')} value={lokasyon} onChange={(x) => sec(() => setLokasyon(x))} searchable
          options={[{ value: '', label: t('envanter.stok.tumu') }, ...lokasyonSecenekleri(lokasyonlar.data?.lokasyonlar ?? [], false)]} />
        <Dropdown label={t('envanter.stok.durum')} value={durum} onChange={(x) => sec(() => setDurum(x))}
          options={['aktif', 'pasif', 'tumu'].map((d) => ({ value: d, label: t(d === 'tumu' ? 'envanter.stok.tumu' : `envanter.stok.${d}`) }))} />
        <label className="check est-dusuk-filtre"><input type="checkbox" checked={dusuk} onChange={(e) => sec(() => setDusuk(e.target.checked))} data-testid="urun-dusuk" />{t('envanter.stok.urun.dusukFiltre')}</label>
      </div>
      {data && liste.length === 0 && <p className="empty-lead">{t(q || kategori || lokasyon || dusuk ? 'envanter.stok.urun.bosFiltre' : 'envanter.stok.urun.bos')}</p>}
      <ul className="est-kartlar" data-testid="urun-liste">
        {liste.map((u) => (
          <li key={u.id} className={`card est-kart${u.aktif ? '' : ' row-passive'}`} data-testid={`urun-${u.id}`}>
            <div className="est-kart-bas">
              <div>
                <h2 className="est-kart-ad">{u.ad}</h2>
                <p className="muted">{[u.kod, u.kategori, u.tedarikci].filter(Boolean).join(' · ') || t('envanter.stok.urun.kategoriYok')}</p>
              </div>
              <div className="est-miktar">
                <strong data-testid={`urun-miktar-${u.id}`}>{miktar(u.toplamBinde, u.birim)}</strong>
                {u.dusuk && <span className="est-dusuk" data-testid={`urun-dusuk-${u.id}`}>{t('envanter.stok.urun.dusukRozet')}</span>}
                {!u.aktif && <span className="status status-off">{t('envanter.stok.pasif')}</span>}
              </div>
            </div>
            <dl className="est-bilgi">
              {u.minBinde > 0 && <div><dt>{t('envanter.stok.urun.min')}</dt><dd>{miktar(u.minBinde, u.birim)}</dd></div>}
              <div><dt>{t('envanter.stok.urun.maliyet')}</dt><dd>{u.maliyetKurus ? `${para(u.maliyetKurus)} / ${t(`common.birim.${u.birim}`)}` : '–'}</dd></div>
              <div><dt>{t('envanter.stok.urun.deger')}</dt><dd>{para(u.degerKurus)}</dd></div>
            </dl>
            {u.stoklar.length > 0 && (
              <ul className="est-yerler" aria-label={t('envanter.stok.urun.yerler', { ad: u.ad })}>
                {u.stoklar.map((s) => <li key={s.lokasyonId}><span>{s.lokasyonAd}</span><span>{miktarGoster(s.miktarBinde, lang)}</span></li>)}
              </ul>
            )}
            <div className="est-kart-alt">
              {can.has('isletme:envanter:hareketler:ekle') && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'hareket', urun: u })} aria-label={t('envanter.stok.urun.hareketFor', { ad: u.ad })} data-testid={`urun-hareket-${u.id}`}>{t('envanter.stok.urun.hareket')}</button>}
              {can.has('isletme:envanter:hareketler') && <a className="btn btn-small" href={`/isletme/envanter/hareketler?urun=${u.id}`} aria-label={t('envanter.stok.urun.gecmisFor', { ad: u.ad })}>{t('envanter.stok.urun.gecmis')}</a>}
              <span className="est-bosluk" />
              {can.has(`${KEY}:guncelle`) && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'form', urun: u })} aria-label={t('envanter.stok.urun.duzenleFor', { ad: u.ad })} data-testid={`urun-duzenle-${u.id}`}><Icon name="edit" size={16} /></button>}
              {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => setAcik({ tur: 'sil', urun: u })} aria-label={t('envanter.stok.urun.silFor', { ad: u.ad })} data-testid={`urun-sil-${u.id}`}><Icon name="trash" size={16} /></button>}
            </div>
          </li>
        ))}
      </ul>
      {data && <Sayfalayici sayfa={data.sayfa} toplam={data.toplam} boyut={data.boyut} onSayfa={setSayfa} testId="sayfa" />}
      {acik?.tur === 'form' && data && <UrunFormu urun={acik.urun} kategoriler={data.kategoriler} lokasyonlar={lokasyonlar.data?.lokasyonlar ?? []} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />}
      {acik?.tur === 'hareket' && <HareketFormu urunId={acik.urun.id} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />}
      {acik?.tur === 'sil' && (
        <OnayDialog baslik={t('envanter.stok.urun.silBaslik')} onayMetni={t('common.delete')} onOnay={() => void sil(acik.urun)} onClose={() => setAcik(null)} testId="urun-sil-onay">
          <p>{t('envanter.stok.urun.silMetin', { ad: acik.urun.ad })}</p>
        </OnayDialog>
      )}
    </section>
  );
}
