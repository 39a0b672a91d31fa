import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { ikincielApi } from '@api/ikinciel/ikinciel';
import { CIHAZ_DURUMLARI, elleGecis, SATILABILIR, type CihazDurumu } from '@lib/ikinciel/durum';
import { MasrafSchema, SatisSchema, type Cihaz } from '@lib/schemas/ikinciel/ikinciel';
import type { OdemeYontemi } from '@lib/schemas/parametre';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { hataMetni } from '@api/client';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { OnayDialog } from '@panel/ui/OnayDialog';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useZaman } from '@panel/ui/useZaman';
import { Tablo } from '@panel/ui/Tablo';
import { SatisBelgesi } from './SatisBelgesi';
import { DurumRozeti, fotoAdresi, kurusOku, liraMetni, para, PC_KEY, useTx } from './ortak';

type Onay = 'iade' | 'saticiSil' | 'sil' | null;

/** One item: specs, seller, costs, status moves, the sale (into the cash book), the slip, the return, the KVKK erase. */
export function CihazDetay({ cihaz, bugun, odemeler, onChange, onEdit, onClose }: { cihaz: Cihaz; bugun: string; odemeler: readonly OdemeYontemi[]; onChange: (c: Cihaz | null) => void; onEdit: () => void; onClose: () => void }) {
  const t = useTx();
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const yaz = can.has(`${PC_KEY}:guncelle`);
  const [onay, setOnay] = useState<Onay>(null);
  const [belge, setBelge] = useState(false);
  const ad = `${cihaz.marka} ${cihaz.model}`.trim();

  async function calistir(is: () => Promise<Cihaz>, basari: string) {
    try {
      onChange(await withLoader(is));
      toast('success', basari);
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }
  async function sil() {
    setOnay(null);
    try {
      await withLoader(() => ikincielApi.cihazSil(cihaz.id));
      toast('success', t('common.deleted'));
      onChange(null);
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }
  const hedefler = CIHAZ_DURUMLARI.filter((d) => elleGecis(cihaz.durum, d));
  const oz = cihaz.ozellik;
  const satir = (etiket: string, deger: string, testId?: string) => <div><dt>{etiket}</dt><dd data-testid={testId}>{deger || '—'}</dd></div>;

  return (
    <Dialog title={ad} open onClose={onClose} wide>
      <div className="ike-detay" data-testid="ike-detay">
        <div className="ike-detay-bas">
          <DurumRozeti durum={cihaz.durum} />
          <span className="muted">#{cihaz.id} · {t(`ikinciel.tur.${cihaz.tur}`)} · {t(`ikinciel.kondisyon.${cihaz.kondisyon}`)}</span>
          <div className="row-actions">
            {yaz && <button type="button" className="btn btn-small" onClick={onEdit} data-testid="ike-duzenle">{t('common.edit')}</button>}
            {can.has(`${PC_KEY}:sil`) && cihaz.satisKasaId === null && <button type="button" className="btn btn-small btn-danger" onClick={() => setOnay('sil')} data-testid="ike-sil">{t('common.delete')}</button>}
          </div>
        </div>
        {cihaz.fotolar.length > 0 && (
          <ol className="ike-fotolar">
            {cihaz.fotolar.map((f, i) => <li key={f} className="ike-foto"><img src={fotoAdresi(f)} alt={t('ikinciel.form.fotoNo', { no: i + 1 })} width={96} height={96} /></li>)}
          </ol>
        )}
        <dl className="ike-bilgi">
          {satir(t('ikinciel.ozellik.islemci'), oz.islemci)}
          {satir(t('ikinciel.ozellik.ram'), oz.ram)}
          {satir(t('ikinciel.ozellik.depolama'), oz.depolama)}
          {satir(t('ikinciel.ozellik.ekranKarti'), oz.ekranKarti)}
          {satir(t('ikinciel.ozellik.ekran'), oz.ekran)}
          {oz.serbest && satir(t('ikinciel.ozellik.serbest'), oz.serbest)}
          {satir(t('ikinciel.form.seriNo'), cihaz.seriNo)}
          {satir(t('ikinciel.form.kondisyonNot'), cihaz.kondisyonNot)}
        </dl>

        <section className="ike-bolum" aria-labelledby="ike-satici-b">
          <h3 id="ike-satici-b">{t('ikinciel.form.satici')}</h3>
          {cihaz.saticiSilinme ? <p className="muted" data-testid="ike-satici-silindi">{t('ikinciel.detay.saticiSilindi')}</p> : (
            <dl className="ike-bilgi">
              {satir(t('ikinciel.form.saticiAd'), cihaz.saticiAd)}
              {satir(t('ikinciel.form.saticiTel'), cihaz.saticiTel)}
              {satir(t('ikinciel.form.saticiTc'), cihaz.saticiTc, 'ike-tc')}
            </dl>
          )}
          {!cihaz.saticiSilinme && can.has(`${PC_KEY}:sil`) && (
            bugun >= cihaz.silinebilir
              ? <button type="button" className="btn btn-small btn-danger" onClick={() => setOnay('saticiSil')} data-testid="ike-satici-sil">{t('ikinciel.detay.saticiSil')}</button>
              : <p className="muted">{t('ikinciel.detay.saklama', { gun: zaman.gun(cihaz.silinebilir) })}</p>
          )}
        </section>

        <section className="ike-bolum" aria-labelledby="ike-maliyet-b">
          <h3 id="ike-maliyet-b">{t('ikinciel.detay.maliyet')}</h3>
          <Tablo sinif="ike-tablo" baslik={t('ikinciel.detay.maliyet')} yalin kartlar={false} basliklarGizli satirlar={[null, ...cihaz.masraflar]} satirAnahtari={(m) => m?.id ?? 'alis'}
            satirOzellik={(m) => (m ? { 'data-testid': 'ike-masraf' } : {})} kolonlar={[
              { anahtar: 'kalem', baslik: t('ikinciel.detay.masrafAciklama'), alt: t('ikinciel.detay.toplamMaliyet'),
                hucre: (m) => (m ? <>{m.aciklama} <span className="muted">· {zaman.gun(m.tarih)}</span></> : t('ikinciel.detay.alis', { gun: zaman.gun(cihaz.alisTarihi) })) },
              { anahtar: 'tutar', baslik: t('ikinciel.detay.masrafTutar'), sayisal: true, alt: <span data-testid="ike-maliyet">{para(cihaz.maliyetKurus)}</span>, hucre: (m) => para(m ? m.tutarKurus : cihaz.alisKurus) },
              { anahtar: 'sil', baslik: t('common.delete'), islemler: true, alt: '', hucre: (m) => m && yaz && cihaz.durum !== 'satildi' && <button type="button" className="btn btn-small" onClick={() => void calistir(() => ikincielApi.masrafSil(cihaz.id, m.id), t('common.deleted'))} aria-label={t('ikinciel.detay.masrafSil', { ad: m.aciklama })}>✕</button> },
            ]} />
          {yaz && cihaz.durum !== 'satildi' && <MasrafFormu cihaz={cihaz} bugun={bugun} onChange={onChange} />}
        </section>

        {cihaz.durum === 'satildi' && (
          <section className="ike-bolum" aria-labelledby="ike-satis-b">
            <h3 id="ike-satis-b">{t('ikinciel.detay.satis')}</h3>
            <dl className="ike-bilgi">
              {satir(t('ikinciel.satis.alici'), [cihaz.aliciAd, cihaz.aliciTel].filter(Boolean).join(' · '))}
              {satir(t('ikinciel.satis.tarih'), cihaz.satisTarihi ? zaman.gun(cihaz.satisTarihi) : '—')}
              {satir(t('ikinciel.belge.tutar'), para(cihaz.satisKurus))}
              {satir(t('ikinciel.satis.odeme'), cihaz.odeme ? t(`ikinciel.odeme.${cihaz.odeme}`) : '')}
              {satir(t('ikinciel.satis.garanti'), t('ikinciel.gun', { gun: cihaz.garantiGun ?? 0 }))}
              {satir(t('ikinciel.detay.kar'), para(cihaz.karKurus), 'ike-kar')}
              {satir(t('ikinciel.detay.kasa'), cihaz.satisKasaId ? t('ikinciel.detay.kasaNo', { no: cihaz.satisKasaId }) : '', 'ike-kasa')}
            </dl>
            <div className="row-actions">
              <button type="button" className="btn" onClick={() => setBelge(true)} data-testid="ike-belge">{t('ikinciel.belge.ac')}</button>
              {yaz && <button type="button" className="btn btn-danger" onClick={() => setOnay('iade')} data-testid="ike-iade">{t('ikinciel.detay.iade')}</button>}
            </div>
          </section>
        )}

        {yaz && hedefler.length > 0 && (
          <section className="ike-bolum" aria-labelledby="ike-durum-b">
            <h3 id="ike-durum-b">{t('ikinciel.detay.durumDegistir')}</h3>
            <div className="row-actions">
              {hedefler.map((d: CihazDurumu) => (
                <button key={d} type="button" className="btn" onClick={() => void calistir(() => ikincielApi.durum(cihaz.id, d), t('ikinciel.detay.durumOldu', { durum: t(`ikinciel.durum.${d}`) }))} data-testid={`ike-durum-${d}`}>
                  {t(`ikinciel.gecis.${d}`)}
                </button>
              ))}
            </div>
          </section>
        )}
        {yaz && SATILABILIR.includes(cihaz.durum) && <SatisFormu cihaz={cihaz} bugun={bugun} odemeler={odemeler} onChange={onChange} />}
      </div>
      {belge && <SatisBelgesi cihaz={cihaz} onClose={() => setBelge(false)} />}
      {onay === 'iade' && (
        <OnayDialog baslik={t('ikinciel.detay.iade')} onayMetni={t('ikinciel.detay.iade')} onOnay={() => { setOnay(null); void calistir(() => ikincielApi.iade(cihaz.id, bugun), t('ikinciel.detay.iadeAlindi')); }} onClose={() => setOnay(null)} testId="ike-iade-onay">
          <p>{t('ikinciel.detay.iadeMetin', { ad, tutar: para(cihaz.satisKurus) })}</p>
        </OnayDialog>
      )}
      {onay === 'saticiSil' && (
        <OnayDialog baslik={t('ikinciel.detay.saticiSil')} onayMetni={t('ikinciel.detay.saticiSil')} onOnay={() => { setOnay(null); void calistir(() => ikincielApi.saticiSil(cihaz.id), t('ikinciel.detay.saticiSilindi')); }} onClose={() => setOnay(null)} testId="ike-satici-onay">
          <p>{t('ikinciel.detay.saticiSilMetin')}</p>
        </OnayDialog>
      )}
      {onay === 'sil' && (
        <OnayDialog baslik={t('ikinciel.detay.silBaslik')} onayMetni={t('common.delete')} onOnay={() => void sil()} onClose={() => setOnay(null)} testId="ike-sil-onay">
          <p>{t('ikinciel.detay.silMetin', { ad })}</p>
        </OnayDialog>
      )}
    </Dialog>
  );
}

function MasrafFormu({ cihaz, bugun, onChange }: { cihaz: Cihaz; bugun: string; onChange: (c: Cihaz) => void }) {
  const t = useTx();
  const [taslak, setTaslak] = useState({ aciklama: '', tutar: '', tarih: bugun });
  const govde = { aciklama: taslak.aciklama, tutarKurus: kurusOku(taslak.tutar), tarih: taslak.tarih };
  const f = useAlanHatalari(MasrafSchema, govde);
  async function ekle(event: FormEvent) {
    event.preventDefault();
    if (!f.gonder()) return;
    try {
      onChange(await withLoader(() => ikincielApi.masrafEkle(cihaz.id, govde)));
      setTaslak({ aciklama: '', tutar: '', tarih: bugun });
      f.sifirla();
      toast('success', t('ikinciel.detay.masrafEklendi'));
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }
  return (
    <form ref={f.formRef} className="form ike-masraf-form" onSubmit={(e) => void ekle(e)} noValidate data-testid="ike-masraf-form">
      <div className="form-row ike-uclu">
        <label className="field"><span>{t('ikinciel.detay.masrafAciklama')}</span>
          <input className="input" maxLength={200} value={taslak.aciklama} onChange={(e) => setTaslak({ ...taslak, aciklama: e.target.value })} data-testid="ike-masraf-aciklama" {...f.alan('aciklama')} />{f.hata('aciklama')}
        </label>
        <label className="field"><span>{t('ikinciel.detay.masrafTutar')}</span>
          <input className="input" inputMode="decimal" value={taslak.tutar} onChange={(e) => setTaslak({ ...taslak, tutar: e.target.value })} data-testid="ike-masraf-tutar" {...f.alan('tutarKurus')} />{f.hata('tutarKurus')}
        </label>
        <label className="field"><span>{t('ikinciel.satis.tarih')}</span>
          <input className="input" type="date" value={taslak.tarih} onChange={(e) => setTaslak({ ...taslak, tarih: e.target.value })} {...f.alan('tarih')} />{f.hata('tarih')}
        </label>
      </div>
      <button type="submit" className="btn" data-testid="ike-masraf-ekle">{t('ikinciel.detay.masrafEkle')}</button>
    </form>
  );
}

function SatisFormu({ cihaz, bugun, odemeler, onChange }: { cihaz: Cihaz; bugun: string; odemeler: readonly OdemeYontemi[]; onChange: (c: Cihaz) => void }) {
  const t = useTx();
  const [taslak, setTaslak] = useState({ aliciAd: '', aliciTel: '', fiyat: liraMetni(cihaz.istenenKurus), satisTarihi: bugun, odeme: odemeler[0] ?? 'nakit', garanti: '90' });
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));
  const govde = { aliciAd: taslak.aliciAd, aliciTel: taslak.aliciTel, satisKurus: kurusOku(taslak.fiyat), satisTarihi: taslak.satisTarihi, odeme: taslak.odeme, garantiGun: taslak.garanti.trim() === '' ? Number.NaN : Number(taslak.garanti) };
  const f = useAlanHatalari(SatisSchema, govde);
  const kar = Number.isFinite(govde.satisKurus) ? govde.satisKurus - cihaz.maliyetKurus : null;
  async function sat(event: FormEvent) {
    event.preventDefault();
    if (!f.gonder()) return;
    try {
      onChange(await withLoader(() => ikincielApi.sat(cihaz.id, govde)));
      toast('success', t('ikinciel.satis.tamam'));
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }
  return (
    <section className="ike-bolum" aria-labelledby="ike-sat-b">
      <h3 id="ike-sat-b">{t('ikinciel.satis.baslik')}</h3>
      <form ref={f.formRef} className="form" onSubmit={(e) => void sat(e)} noValidate data-testid="ike-satis-form">
        <div className="form-row">
          <label className="field"><span>{t('ikinciel.satis.alici')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" maxLength={100} autoComplete="off" value={taslak.aliciAd} onChange={(e) => set({ aliciAd: e.target.value })} data-testid="ike-satis-alici" {...f.alan('aliciAd')} />{f.hata('aliciAd')}
          </label>
          <label className="field"><span>{t('ikinciel.satis.aliciTel')}</span>
            <input className="input" type="tel" inputMode="tel" maxLength={20} autoComplete="off" value={taslak.aliciTel} onChange={(e) => set({ aliciTel: e.target.value })} {...f.alan('aliciTel')} />{f.hata('aliciTel')}
          </label>
        </div>
        <div className="form-row ike-uclu">
          <label className="field"><span>{t('ikinciel.satis.fiyat')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" inputMode="decimal" autoComplete="off" value={taslak.fiyat} onChange={(e) => set({ fiyat: e.target.value })} data-testid="ike-satis-fiyat" {...f.alan('satisKurus')} />{f.hata('satisKurus')}
          </label>
          <label className="field"><span>{t('ikinciel.satis.tarih')}</span>
            <input className="input" type="date" value={taslak.satisTarihi} onChange={(e) => set({ satisTarihi: e.target.value })} {...f.alan('satisTarihi')} />{f.hata('satisTarihi')}
          </label>
          <label className="field"><span>{t('ikinciel.satis.garanti')}</span>
            <input className="input" type="number" inputMode="numeric" min={0} max={3650} value={taslak.garanti} onChange={(e) => set({ garanti: e.target.value })} data-testid="ike-satis-garanti" {...f.alan('garantiGun')} />{f.hata('garantiGun')}
          </label>
        </div>
        <Dropdown label={t('ikinciel.satis.odeme')} value={taslak.odeme} options={odemeler.map((x) => ({ value: x, label: t(`ikinciel.odeme.${x}`) }))} onChange={(x) => set({ odeme: x as typeof taslak.odeme })} name="odeme" error={f.hataMetni('odeme')} />
        <p className="muted" role="status">{kar === null ? '' : t('ikinciel.satis.karOnizleme', { kar: para(kar) })}</p>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <button type="submit" className="btn btn-primary" data-testid="ike-satis-kaydet">{t('ikinciel.satis.kaydet')}</button>
      </form>
    </section>
  );
}
