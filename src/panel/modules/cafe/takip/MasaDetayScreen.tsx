import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { hataMetni } from '@api/client';
import { takipApi } from '@api/cafe/takip';
import type { Adisyon, Kalem, Katalog, TakipDurumu } from '@lib/cafe/tipler';
import { posApi } from '@api/pos';
import type { FisDuzeni } from '@lib/pos';
import { formatKurus } from '@lib/para';
import { $permissionSet } from '@stores/auth';
import { $cevrimici } from '@stores/cevrimdisi';
import { $adisyonlar, $kuyruk, $reddedilen, $takip, canliBaglan, islemYap, masaIzle, siparisVer, takipYukle, type BekleyenKalem } from '@stores/cafe';
import { readStored, writeStored } from '@stores/persist';
import { toast } from '@stores/toasts';
import { onyuklenen } from '@panel/onyukle';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { KatalogPaneli } from './KatalogPaneli';
import { SecenekSatiri, secenekAnahtari } from './SecenekSatiri';
import { QrPaneli } from './QrPaneli';
import { SecenekSecimi, type SecilenSecenek } from './SecenekSecimi';
import { KalemDialog, MusteriDialog, OdemeDialog, TransferDialog, IndirimDialog, type KalemIslemi } from './dialoglar';
import { FisYazdir, type Fis } from './FisYazdir';
import { MisafirSorusu } from './MisafirSorusu';
import { OdendiDialog } from './OdendiDialog';
import { SepetSheet } from './SepetSheet';
import { BaglantiDurumu, CevrimdisiBandi, useCevrimdisiHazirlik, useDakika } from './ortak';
import { HazirBilgisi } from './HazirBilgisi';
import { TAKIP_YOLU } from './TakipScreen';
import { BolSheet } from './bol/BolSheet';
import { BolumKartlari, type OdenecekBolum } from './bol/BolumKartlari';
import '@styles/panel-ui.css';
import '@styles/cafe-takip.css';

const KEY = 'isletme:qrmenu:cafe-yonetim:masa-takip';
const sepetAnahtari = (masaId: number) => `cafe-sepet:${masaId}`;

/** /isletme/qrmenu/cafe-yonetim/masa-takip/{masaId}: the table's open check, the cart of new lines and the catalogue. */
export default function MasaDetayScreen({ params }: { params: Record<string, string> }) {
  const t = useT();
  const masaId = Number(params.masaId);
  const can = useStore($permissionSet);
  const takip = useStore($takip);
  const adisyonlar = useStore($adisyonlar);
  const kuyruk = useStore($kuyruk);
  const reddedilen = useStore($reddedilen);
  const katalog = useApiData<Katalog>(takipApi.katalog);
  // the venue's receipt template (platform POS definitions → the venue's choice) for the 80 mm prints
  const fisDuzen = useApiData<FisDuzeni>(posApi.isletmeFis).data;
  const [sepet, setSepet] = useState<BekleyenKalem[]>(() => sepetOku(masaId));
  // null: not chosen yet — a free table opens on the products, a table with a check on the check
  const [sekme, setSekme] = useState<'adisyon' | 'ekle' | null>(null);
  const [ara, setAra] = useState('');
  // the guest count asked when the free table opened: undefined = not asked yet, null = skipped
  const [misafir, setMisafir] = useState<number | null | undefined>(undefined);
  const [odendi, setOdendi] = useState<{ adisyon: Adisyon; paraUstuKurus: number } | null>(null);
  const [dialog, setDialog] = useState<null | { tur: 'odeme' } | { tur: 'transfer' } | { tur: 'indirim' } | { tur: 'musteri' } | { tur: 'kalem'; kalem: Kalem; islem: KalemIslemi }>(null);
  const [fis, setFis] = useState<Fis | null>(null);
  const [secim, setSecim] = useState<number | null>(null);
  // the split sheet, or the part of a split check being paid
  const [bolum, setBolum] = useState<null | 'sheet' | OdenecekBolum>(null);
  const simdi = useDakika();
  // payments are never queued: with no network the button waits, and says why
  const cevrimici = useStore($cevrimici);
  useCevrimdisiHazirlik();

  useEffect(() => {
    const birak = canliBaglan();
    const izleme = masaIzle(masaId);
    if (!$takip.get()) void takipYukle(onyuklenen<TakipDurumu>(takipApi.takip)).catch(() => undefined);
    setSekme(null);
    setMisafir(undefined);
    return () => { izleme(); birak(); };
  }, [masaId]);
  useEffect(() => sepetYaz(masaId, sepet), [masaId, sepet]);
  useEffect(() => {
    if (reddedilen?.siparis.masaId === masaId) toast('error', t('cafe.detay.reddedildi', { hata: reddedilen.hata }), undefined, 10_000);
  }, [reddedilen, masaId, t]);

  const masa = takip?.masalar.find((m) => m.id === masaId);
  const adisyon = adisyonlar[String(masaId)];
  if (katalog.error) return <LoadError error={katalog.error} onRetry={() => void katalog.reload()} />;
  if (!takip || adisyon === undefined || !katalog.data) return null;
  if (!masa) return <section className="screen"><p className="empty-lead">{t('cafe.api.masaYok')}</p><a href={TAKIP_YOLU}>{t('cafe.detay.geri')}</a></section>;

  const bekleyenler = kuyruk.filter((s) => s.masaId === masaId);
  const urunAdi = new Map(katalog.data.urunler.map((u) => [u.id, u]));
  const kalan = adisyon ? adisyon.toplamKurus - adisyon.odenenKurus : 0;
  const ekle = can.has(`${KEY}:ekle`);
  const gorunen = sekme ?? (!adisyon && ekle ? 'ekle' : 'adisyon');
  const misafirSor = takip.misafirSor && ekle && !adisyon && misafir === undefined && bekleyenler.length === 0;

  const gruplar = new Map(katalog.data.secenekGruplari.map((g) => [g.id, g]));
  const urunGruplari = (urunId: number) => (urunAdi.get(urunId)?.secenekGrupIdler ?? []).flatMap((id) => gruplar.get(id) ?? []);

  /** A product with options opens the sheet; one without is added with this one tap. */
  function urunSec(urunId: number) {
    setAra('');
    if (urunGruplari(urunId).length > 0) setSecim(urunId);
    else sepeteKoy(urunId, []);
  }

  function sepeteKoy(urunId: number, secenekler: SecilenSecenek[]) {
    const u = urunAdi.get(urunId);
    if (!u) return;
    const anahtar = secenekAnahtari(secenekler);
    const birimKurus = u.fiyatKurus + secenekler.reduce((t2, s) => t2 + s.farkKurus, 0);
    setSepet((s) => {
      // the same product with other options is another line
      const var_ = s.find((k) => k.urunId === urunId && k.not === '' && secenekAnahtari(k.secenekler ?? []) === anahtar);
      return var_ ? s.map((k) => (k === var_ ? { ...k, adet: Math.min(999, k.adet + 1) } : k))
        : [...s, { urunId, ad: u.ad, adet: 1, not: '', birimKurus, secenekler: secenekler.map(({ degerId, ad }) => ({ degerId, ad })) }];
    });
  }

  function gonder() {
    if (sepet.length === 0) return;
    siparisVer(masaId, adisyon?.id ?? null, sepet, !adisyon && typeof misafir === 'number' ? misafir : undefined);
    setSepet([]);
    setAra('');
    setSekme('adisyon');
  }

  async function calistir(govde: Record<string, unknown>, basari?: string) {
    try {
      const cevap = await islemYap(govde);
      if (basari) toast('success', basari);
      return cevap;
    } catch (e) {
      toast('error', hataMetni(e), undefined, 8000);
      return null;
    }
  }

  async function yazdir(tur: Fis['tur'], siparisId: number | null) {
    if (!adisyon) return;
    const cevap = tur === 'siparis' ? await calistir({ tur: 'basim', adisyonId: adisyon.id, siparisId }) : await calistir({ tur: 'hesap', adisyonId: adisyon.id });
    if (!cevap) return;
    setFis({ tur, adisyon: cevap.adisyon ?? adisyon, siparisId, tekrar: cevap.basim !== undefined && cevap.basim > 1 });
  }

  return (
    <section className="screen ct-detay" data-testid="masa-detay">
      <header className="screen-header ct-detay-bas">
        <div>
          <a className="ct-geri" href={TAKIP_YOLU}><span aria-hidden="true">←</span> {t('cafe.detay.geri')}</a>
          <h1>{masa.ad}</h1>
          <p className="muted">
            {adisyon ? t('cafe.detay.altBaslik', { no: adisyon.no, garson: adisyon.garson ?? '—', dakika: Math.max(0, Math.floor((simdi - Date.parse(adisyon.acilis)) / 60_000)) }) : t('cafe.detay.bos')}
          </p>
        </div>
        <BaglantiDurumu />
      </header>
      <CevrimdisiBandi />
      {!takip.gun && <p className="ct-uyari" role="alert">{t('cafe.takip.gunYok')}</p>}
      <HazirBilgisi masaId={masa.id} />
      <QrPaneli masaId={masaId} />
      <div className="qm-tabs ct-sekmeler" role="tablist" aria-label={masa.ad}>
        {ekle && <button type="button" role="tab" className="qm-tab" aria-selected={gorunen === 'ekle'} onClick={() => setSekme('ekle')} data-testid="sekme-ekle">{t('cafe.detay.urunEkle')}{sepet.length > 0 && <span className="badge">{sepet.length}</span>}</button>}
        <button type="button" role="tab" className="qm-tab" aria-selected={gorunen === 'adisyon'} onClick={() => setSekme('adisyon')} data-testid="sekme-adisyon">{t('cafe.detay.adisyon')}</button>
      </div>
      <div className={`ct-duzen ct-goster-${gorunen}`}>
        <div className="card ct-adisyon" data-testid="adisyon">
          <h2 className="section-title">{adisyon ? t('cafe.detay.adisyonNo', { no: adisyon.no }) : t('cafe.detay.adisyon')}</h2>
          {adisyon && can.has(`${KEY}:ekle`) && <Misafir sayi={adisyon.misafir} onDegis={(sayi) => void calistir({ tur: 'misafir', adisyonId: adisyon.id, sayi })} />}
          {!adisyon && bekleyenler.length === 0 && <p className="muted">{t('cafe.detay.bosIpucu')}</p>}
          <ul className="ct-kalemler" data-testid="kalemler">
            {adisyon?.kalemler.map((k) => (
              <li key={k.id} className={`ct-kalem ct-kalem-${k.durum}`} data-testid="kalem" data-durum={k.durum}>
                <span className="ct-kalem-adet">{k.adet}×</span>
                <span className="ct-kalem-ad">
                  {k.durum === 'iptal' ? <del>{k.ad}</del> : k.ad}
                  <SecenekSatiri secenekler={k.secenekler} />
                  {adisyon.siparisler.some((s) => s.id === k.siparisId && s.kaynak === 'qr') && <span className="badge" data-testid="kalem-qr">{t('cafe.qr.rozet')}</span>}
                  {k.not && <small className="muted"> · {k.not}</small>}
                  {k.durum !== 'aktif' && <small className="ct-neden"> · {t(`cafe.detay.durum.${k.durum}`)}: {k.neden}</small>}
                  {k.indirimKurus > 0 && k.durum === 'aktif' && <small className="muted"> · {t('cafe.detay.indirimli', { tutar: formatKurus(k.indirimKurus) })}</small>}
                  {k.odemeId && <small className="muted"> · {t('cafe.detay.odendi')}</small>}
                </span>
                <span className="ct-kalem-tutar">{formatKurus(k.tutarKurus)}</span>
                {k.durum === 'aktif' && !k.odemeId && (
                  <KalemMenusu can={can} onSec={(islem) => setDialog({ tur: 'kalem', kalem: k, islem })} ad={k.ad} />
                )}
              </li>
            ))}
            {bekleyenler.flatMap((s) => s.kalemler.map((k, i) => (
              <li key={`${s.islemId}-${i}`} className="ct-kalem ct-kalem-bekliyor" data-testid="kalem-bekliyor">
                <span className="ct-kalem-adet">{k.adet}×</span>
                <span className="ct-kalem-ad">{k.ad}<SecenekSatiri secenekler={k.secenekler} />{k.not && <small className="muted"> · {k.not}</small>} <span className="badge">{t('cafe.detay.gonderilmedi')}</span></span>
                <span className="ct-kalem-tutar">{formatKurus(k.birimKurus * k.adet)}</span>
              </li>
            )))}
          </ul>
          {adisyon && (
            <dl className="ct-toplam">
              {adisyon.indirimKurus > 0 && <><dt>{t('cafe.detay.indirim')}</dt><dd>−{formatKurus(adisyon.indirimKurus)}</dd></>}
              <dt>{t('cafe.detay.toplam')}</dt><dd data-testid="toplam">{formatKurus(adisyon.toplamKurus)}</dd>
              {adisyon.odenenKurus > 0 && <><dt>{t('cafe.detay.odenen')}</dt><dd>{formatKurus(adisyon.odenenKurus)}</dd></>}
              <dt><strong>{t('cafe.detay.kalan')}</strong></dt><dd><strong data-testid="kalan">{formatKurus(kalan)}</strong></dd>
            </dl>
          )}
          {adisyon && adisyon.bolumler.length > 0 && (
            <BolumKartlari adisyon={adisyon} tahsilat={can.has(`${KEY}:tahsilat`) && cevrimici} guncelle={can.has(`${KEY}:guncelle`)} calistir={calistir} onOde={setBolum}
              onOnHesap={(b) => void calistir({ tur: 'hesap', adisyonId: adisyon.id, bolumId: b.id }).then((c) => c && setFis({
                tur: 'onHesap', siparisId: null, tekrar: false,
                adisyon: { ...(c.adisyon ?? adisyon), kalemler: b.kalemler, indirimKurus: 0, toplamKurus: b.tutarKurus, odenenKurus: b.odenenKurus },
              }))} />
          )}
          {adisyon && (
            <div className="ct-eylemler">
              {adisyon.siparisler.length > 0 && <button type="button" className="btn" onClick={() => void yazdir('siparis', adisyon.siparisler.at(-1)!.id)} data-testid="siparis-fisi"><Icon name="print" size={18} />{t('cafe.detay.siparisFisi')}</button>}
              {(can.has(`${KEY}:guncelle`) || can.has(`${KEY}:tahsilat`)) && <button type="button" className="btn" onClick={() => void yazdir('onHesap', null)} data-testid="on-hesap"><Icon name="print" size={18} />{t('cafe.detay.onHesap')}</button>}
              {can.has(`${KEY}:guncelle`) && kalan > 0 && <button type="button" className="btn" onClick={() => setBolum('sheet')} data-testid="bol">{t('cafe.bol.bol')}</button>}
              {can.has(`${KEY}:guncelle`) && <button type="button" className="btn" onClick={() => setDialog({ tur: 'transfer' })} data-testid="transfer">{t('cafe.detay.tasiBirlestir')}</button>}
              {can.has(`${KEY}:guncelle`) && <button type="button" className="btn" onClick={() => setDialog({ tur: 'musteri' })} data-testid="musteri">{adisyon.musteri ? t('cafe.detay.musteriAdi', { ad: adisyon.musteri }) : t('cafe.detay.musteriBagla')}</button>}
              {can.has(`${KEY}:indirim`) && <button type="button" className="btn" onClick={() => setDialog({ tur: 'indirim' })} data-testid="indirim">{t('cafe.detay.indirimYap')}</button>}
              {can.has(`${KEY}:tahsilat`) && kalan > 0 && adisyon.bolumler.length === 0 && <button type="button" className="btn btn-primary" disabled={!cevrimici} aria-describedby={cevrimici ? undefined : 'odeme-cevrimdisi'} onClick={() => setDialog({ tur: 'odeme' })} data-testid="odeme">{t('cafe.detay.odemeAl')}</button>}
              {can.has(`${KEY}:tahsilat`) && kalan === 0 && <button type="button" className="btn btn-primary" disabled={!cevrimici} aria-describedby={cevrimici ? undefined : 'odeme-cevrimdisi'} onClick={() => void calistir({ tur: 'kapat', adisyonId: adisyon.id }, t('cafe.detay.kapandi'))} data-testid="kapat">{t('cafe.detay.kapat')}</button>}
            </div>
          )}
          {adisyon && !cevrimici && can.has(`${KEY}:tahsilat`) && <p className="muted" id="odeme-cevrimdisi" data-testid="odeme-cevrimdisi">{t('cafe.cevrimdisi.odemeYok')}</p>}
        </div>
        {ekle && (
          <div className="ct-ekle">
            <KatalogPaneli katalog={katalog.data} ara={ara} onAra={setAra} onSec={urunSec} />
            <SepetSheet sepet={sepet} setSepet={setSepet} onGonder={gonder} />
          </div>
        )}
      </div>
      {secim !== null && urunAdi.get(secim) && (
        <SecenekSecimi urun={urunAdi.get(secim)!} gruplar={urunGruplari(secim)} onClose={() => setSecim(null)} onSec={(s) => { sepeteKoy(secim, s); setSecim(null); }} />
      )}
      {misafirSor && <MisafirSorusu masa={masa.ad} onSec={setMisafir} />}
      {adisyon && dialog?.tur === 'odeme' && (
        <OdemeDialog adisyon={adisyon} odemeYontemleri={takip.odemeYontemleri} fisNoZorunlu={takip.fisNoZorunlu} calistir={calistir} onClose={() => setDialog(null)}
          onOdendi={(sonuc) => { setDialog(null); setOdendi(sonuc); }} />
      )}
      {adisyon && bolum === 'sheet' && <BolSheet adisyon={adisyon} calistir={calistir} onClose={() => setBolum(null)} />}
      {adisyon && bolum && bolum !== 'sheet' && (
        <OdemeDialog adisyon={adisyon} bolum={bolum} odemeYontemleri={takip.odemeYontemleri} fisNoZorunlu={takip.fisNoZorunlu} calistir={calistir} onClose={() => setBolum(null)}
          onOdendi={(sonuc) => { setBolum(null); setOdendi(sonuc); }} />
      )}
      {odendi && <OdendiDialog {...odendi} onYazdir={() => setFis({ tur: 'odeme', adisyon: odendi.adisyon, siparisId: null, tekrar: false, paraUstuKurus: odendi.paraUstuKurus })} onClose={() => setOdendi(null)} />}
      {adisyon && dialog?.tur === 'transfer' && <TransferDialog adisyon={adisyon} takip={takip} calistir={calistir} onClose={() => setDialog(null)} />}
      {adisyon && dialog?.tur === 'musteri' && <MusteriDialog adisyon={adisyon} calistir={calistir} onClose={() => setDialog(null)} />}
      {adisyon && dialog?.tur === 'indirim' && <IndirimDialog adisyon={adisyon} kalem={null} calistir={calistir} onClose={() => setDialog(null)} />}
      {adisyon && dialog?.tur === 'kalem' && (dialog.islem === 'indirim'
        ? <IndirimDialog adisyon={adisyon} kalem={dialog.kalem} calistir={calistir} onClose={() => setDialog(null)} />
        : <KalemDialog adisyon={adisyon} kalem={dialog.kalem} islem={dialog.islem} takip={takip} calistir={calistir} onClose={() => setDialog(null)} />)}
      {fis && <FisYazdir fis={fis} duzen={fisDuzen} onBitti={() => setFis(null)} />}
    </section>
  );
}

function Misafir({ sayi, onDegis }: { sayi: number; onDegis: (sayi: number) => void }) {
  const t = useT();
  return (
    <div className="ct-misafir" role="group" aria-label={t('cafe.detay.misafir')}>
      <span>{t('cafe.detay.misafirSayi', { sayi })}</span>
      <button type="button" className="icon-btn" aria-label={t('cafe.detay.misafirAzalt')} disabled={sayi === 0} onClick={() => onDegis(sayi - 1)}>−</button>
      <button type="button" className="icon-btn" aria-label={t('cafe.detay.misafirArttir')} onClick={() => onDegis(sayi + 1)}>+</button>
    </div>
  );
}

function KalemMenusu({ can, onSec, ad }: { can: ReadonlySet<string>; onSec: (islem: KalemIslemi) => void; ad: string }) {
  const t = useT();
  const secenekler = (['ikram', 'iptal', 'indirim', 'tasi'] as const).filter((i) => can.has(i === 'tasi' ? `${KEY}:guncelle` : `${KEY}:${i}`));
  if (secenekler.length === 0) return null;
  return (
    <span className="ct-kalem-eylem">
      {secenekler.map((i) => (
        <button key={i} type="button" className="btn btn-small" onClick={() => onSec(i)} aria-label={t(`cafe.detay.kalemIslem.${i}For`, { ad })} data-testid={`kalem-${i}`}>
          {t(`cafe.detay.kalemIslem.${i}`)}
        </button>
      ))}
    </span>
  );
}

const sepetOku = (masaId: number): BekleyenKalem[] => readStored<BekleyenKalem[]>(sepetAnahtari(masaId), []);
// the cart survives a reload (a waiter's phone locks mid-order)
const sepetYaz = (masaId: number, sepet: BekleyenKalem[]): void => writeStored(sepetAnahtari(masaId), sepet.length ? sepet : null);
