import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ApiCallError } from '@api/client';
import { demirbasApi } from '@api/envanter/demirbas';
import type { Cikis, DemirbasDetayi, Secenekler } from '@lib/schemas/envanter/demirbas';
import { gorselUrl } from '@api/dosya';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { onayla } from '@stores/onay';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { formatKurus } from '@lib/para';
import { gunMetni } from '@lib/zaman/bicim';
import { CikisBelgesi } from './CikisBelgesi';
import { DemirbasFormu } from './DemirbasFormu';
import { Gecmis } from './Gecmis';
import { BakimAcDialog, BakimKapatDialog, CikisDialog, DonusDialog, HurdaTalepDialog, TransferDialog } from './IslemDialoglari';
import { DEMIRBAS_KEY as KEY, HURDA_KEY, DurumRozeti, LISTE_YOLU, garantiDurumu, useTx } from './ortak';

type Acik = 'duzenle' | 'transfer' | 'cikis' | 'donus' | 'bakim' | 'bakimKapat' | 'hurda' | null;

/** /isletme/envanter/detay/{slug}: one asset by its label slug — details, photos, where and with whom, history, and its actions. */
export default function DetayScreen({ params }: { params: Record<string, string> }) {
  const t = useTx();
  const lang = useStore($lang);
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<DemirbasDetayi>(demirbasApi.detay(params.slug ?? ''));
  const secenek = useApiData<Secenekler>(demirbasApi.secenekler);
  const [detay, setDetay] = useState<DemirbasDetayi | null>(null);
  const [acik, setAcik] = useState<Acik>(null);
  const [belge, setBelge] = useState<Cikis | null>(null);
  const [foto, setFoto] = useState(0);
  useEffect(() => setDetay(data), [data]);

  if (error) {
    if (error instanceof ApiCallError && error.status === 404) {
      return (
        <section className="screen dmr-detay" data-testid="dmr-yok">
          <h1>{t('menu.envanter.detay')}</h1>
          <p className="empty-lead">{t('envanter.demirbas.detay.yok')}</p>
          <a className="btn" href={LISTE_YOLU}>{t('envanter.demirbas.detay.listeyeDon')}</a>
        </section>
      );
    }
    return <LoadError error={error} onRetry={() => void reload()} />;
  }
  if (!detay) return <section className="screen dmr-detay"><h1>{t('menu.envanter.detay')}</h1></section>;
  const d = detay.demirbas;
  const hurda = d.durum === 'hurda';
  const s = secenek.data;
  const kapat = (yeni?: DemirbasDetayi) => { setAcik(null); if (yeni) setDetay(yeni); else void reload(); };
  const garanti = garantiDurumu(d.garantiBitis, zaman.bugun());
  const kategori = s?.kategoriler.find((k) => k.id === d.kategoriId);
  const bakimGecikti = d.sonrakiBakim !== null && d.sonrakiBakim < zaman.bugun();

  async function sil() {
    if (!(await onayla(t('envanter.demirbas.detay.silMetin', { kod: d.kod }), { onayMetni: t('common.delete') }))) return;
    if (await islem(() => demirbasApi.sil(d.id), t('common.deleted'), 10000)) {
      history.pushState(null, '', LISTE_YOLU);
      dispatchEvent(new PopStateEvent('popstate'));
    }
  }
  async function belgeAc() {
    if (!detay?.acikCikis) return;
    setBelge(detay.acikCikis);
  }

  return (
    <section className="screen dmr-detay" data-testid="dmr-detay">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.detay')}</h1>
          <p className="dmr-detay-ad"><strong data-testid="dmr-detay-ad">{d.ad}</strong> <span className="dmr-kod">{d.kod}</span> <DurumRozeti durum={d.durum} /></p>
        </div>
        <a className="btn btn-small" href={LISTE_YOLU}>{t('envanter.demirbas.detay.listeyeDon')}</a>
      </header>
      {hurda && (
        <div className="dmr-hurda-karar" role="note" data-testid="dmr-hurda-karar">
          <strong>{t('envanter.demirbas.detay.hurdaBaslik')}</strong>
          {detay.hurdaKarari && (
            <>
              <span>{t('envanter.demirbas.detay.hurdaKarar', { kim: detay.hurdaKarari.kararVerenAd ?? '—', zaman: detay.hurdaKarari.kararZamani ? zaman.an(detay.hurdaKarari.kararZamani) : '' })}</span>
              <span>{t('envanter.demirbas.detay.hurdaNeden', { neden: detay.hurdaKarari.neden })}</span>
              {detay.hurdaKarari.kararNotu && <span>{t('envanter.demirbas.detay.kararNotu', { not: detay.hurdaKarari.kararNotu })}</span>}
            </>
          )}
          <span className="muted">{t('envanter.demirbas.detay.hurdaSalt')}</span>
        </div>
      )}
      {!hurda && (
        <div className="dmr-eylemler" data-testid="dmr-eylemler">
          {can.has(`${KEY}:guncelle`) && s && <button type="button" className="btn" onClick={() => setAcik('duzenle')} data-testid="dmr-duzenle">{t('common.edit')}</button>}
          {can.has(`${KEY}:transfer`) && s && <button type="button" className="btn" onClick={() => setAcik('transfer')} data-testid="dmr-transfer-ac">{t('envanter.demirbas.islem.transfer')}</button>}
          {can.has(`${KEY}:cikis`) && !detay.acikCikis && <button type="button" className="btn" onClick={() => setAcik('cikis')} data-testid="dmr-cikis-ac">{t('envanter.demirbas.islem.cikis')}</button>}
          {can.has(`${KEY}:cikis`) && detay.acikCikis && s && <button type="button" className="btn btn-primary" onClick={() => setAcik('donus')} data-testid="dmr-donus-ac">{t('envanter.demirbas.islem.geriGeldi')}</button>}
          {can.has(`${KEY}:bakim`) && !detay.acikBakim && <button type="button" className="btn" onClick={() => setAcik('bakim')} data-testid="dmr-bakim-ac">{t('envanter.demirbas.islem.bakimAc')}</button>}
          {can.has(`${KEY}:bakim`) && detay.acikBakim && <button type="button" className="btn btn-primary" onClick={() => setAcik('bakimKapat')} data-testid="dmr-bakim-kapat-ac">{t('envanter.demirbas.islem.bakimKapat')}</button>}
          {can.has(`${HURDA_KEY}:ekle`) && !detay.bekleyenHurda && <button type="button" className="btn" onClick={() => setAcik('hurda')} data-testid="dmr-hurda-ac">{t('envanter.demirbas.islem.hurdaTalep')}</button>}
          <a className="btn" href={`/isletme/envanter/qr?yazdir=demirbas&id=${d.id}`}>{t('envanter.demirbas.etiketYazdir')}</a>
          {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-danger" onClick={() => void sil()} data-testid="dmr-sil">{t('common.delete')}</button>}
        </div>
      )}
      {detay.acikCikis && (
        <div className="dmr-bilgi-kutu" data-testid="dmr-acik-cikis">
          <span>{t('envanter.demirbas.detay.disarida', { no: detay.acikCikis.no, kime: detay.acikCikis.kime, neden: t(`envanter.demirbas.cikisNeden.${detay.acikCikis.neden}`) })}</span>
          {detay.acikCikis.beklenenDonus && <span className="muted">{t('envanter.demirbas.gecmis.beklenen', { tarih: gunMetni(detay.acikCikis.beklenenDonus, lang) })}</span>}
          <button type="button" className="btn btn-small" onClick={() => void belgeAc()} data-testid="dmr-belge-ac">{t('envanter.demirbas.belge.goster')}</button>
        </div>
      )}
      {detay.acikBakim && (
        <div className="dmr-bilgi-kutu" data-testid="dmr-acik-bakim">
          <span>{t('envanter.demirbas.detay.bakimda', { tur: t(`envanter.demirbas.bakimTur.${detay.acikBakim.tur}`), zaman: zaman.an(detay.acikBakim.acilis) })}</span>
          <span className="muted">{detay.acikBakim.aciklama}</span>
        </div>
      )}
      {detay.bekleyenHurda && !hurda && (
        <div className="dmr-bilgi-kutu" data-testid="dmr-bekleyen-hurda">
          <span>{t('envanter.demirbas.detay.hurdaBekliyor', { kim: detay.bekleyenHurda.talepEdenAd ?? '—' })}</span>
          <a href="/isletme/envanter/hurda-talepleri">{t('menu.envanter.hurdaTalepleri')}</a>
        </div>
      )}
      <div className="dmr-detay-izgara">
        <div className="card dmr-galeri">
          {d.fotolar.length > 0
            ? (
              <>
                <img className="dmr-galeri-buyuk" src={gorselUrl(d.fotolar[Math.min(foto, d.fotolar.length - 1)]!)} alt={t('envanter.demirbas.form.fotoAlt', { sira: foto + 1 })} />
                {d.fotolar.length > 1 && (
                  <div className="dmr-galeri-kucuk">
                    {d.fotolar.map((f, i) => (
                      <button key={f} type="button" className={i === foto ? 'on' : ''} onClick={() => setFoto(i)} aria-label={t('envanter.demirbas.form.fotoAlt', { sira: i + 1 })} aria-pressed={i === foto}>
                        <img src={gorselUrl(f)} alt="" width={56} height={56} />
                      </button>
                    ))}
                  </div>
                )}
              </>
            )
            : <p className="muted dmr-galeri-bos">{t('envanter.demirbas.detay.fotoYok')}</p>}
        </div>
        <dl className="card dmr-bilgiler">
          <div><dt>{t('envanter.demirbas.detay.nerede')}</dt><dd data-testid="dmr-detay-yer">{d.lokasyonYol ?? t('envanter.demirbas.lokasyonYok')}</dd></div>
          <div><dt>{t('envanter.demirbas.detay.kimde')}</dt><dd data-testid="dmr-detay-kisi">{d.personelAd ?? t('envanter.demirbas.zimmetYok')}</dd></div>
          <div><dt>{t('envanter.demirbas.csv.kategori')}</dt><dd>{d.kategoriAd ?? '—'}</dd></div>
          <div><dt>{t('envanter.demirbas.belge.markaModel')}</dt><dd>{[d.marka, d.model].filter(Boolean).join(' ') || '—'}</dd></div>
          <div><dt>{t('envanter.demirbas.csv.seriNo')}</dt><dd>{d.seriNo || '—'}</dd></div>
          <div><dt>{t('envanter.demirbas.csv.alisTarihi')}</dt><dd>{d.alisTarihi ? gunMetni(d.alisTarihi, lang) : '—'}{d.alisKurus ? ` · ${formatKurus(d.alisKurus, 'sembol_once')}` : ''}</dd></div>
          <div><dt>{t('envanter.demirbas.detay.garanti')}</dt><dd className={`dmr-garanti-${garanti}`}>{d.garantiBitis ? t(`envanter.demirbas.garanti.${garanti}Tarih`, { tarih: gunMetni(d.garantiBitis, lang) }) : t('envanter.demirbas.garanti.yok')}</dd></div>
          <div><dt>{t('envanter.demirbas.detay.sonrakiBakim')}</dt>
            <dd className={bakimGecikti ? 'dmr-gecikti' : undefined}>{d.sonrakiBakim ? `${gunMetni(d.sonrakiBakim, lang)}${bakimGecikti ? ` · ${t('envanter.demirbas.detay.gecikti')}` : ''}` : t('envanter.demirbas.detay.bakimPlanYok')}
              {d.bakimAraligi ? <span className="muted"> ({t('envanter.demirbas.kat.aralik', { gun: d.bakimAraligi })})</span> : null}</dd></div>
          {kategori?.alanlar.map((a) => <div key={a.anahtar}><dt>{a.ad}</dt><dd>{d.ozelAlanlar[a.anahtar] !== undefined ? (a.tur === 'tarih' ? gunMetni(String(d.ozelAlanlar[a.anahtar]), lang) : String(d.ozelAlanlar[a.anahtar])) : '—'}</dd></div>)}
          {d.notlar && <div className="dmr-bilgi-genis"><dt>{t('envanter.demirbas.form.notlar')}</dt><dd>{d.notlar}</dd></div>}
        </dl>
      </div>
      <section className="card dmr-gecmis-kart">
        <h2>{t('envanter.demirbas.detay.gecmis')}</h2>
        <Gecmis satirlar={detay.gecmis} />
      </section>
      {acik === 'duzenle' && s && (
        <DemirbasFormu demirbas={d} secenekler={s} onClose={() => setAcik(null)} onSaved={(k) => {
          setAcik(null);
          if (k.slug !== params.slug) history.replaceState(null, '', `/isletme/envanter/detay/${k.slug}`);
          void reload();
        }} />
      )}
      {acik === 'transfer' && s && <TransferDialog detay={detay} secenekler={s} onClose={() => setAcik(null)} onDone={kapat} />}
      {acik === 'cikis' && <CikisDialog detay={detay} onClose={() => setAcik(null)} onCikis={(c) => { setAcik(null); setBelge(c); void reload(); }} />}
      {acik === 'donus' && s && <DonusDialog detay={detay} secenekler={s} onClose={() => setAcik(null)} onDone={kapat} />}
      {acik === 'bakim' && <BakimAcDialog detay={detay} onClose={() => setAcik(null)} onDone={kapat} />}
      {acik === 'bakimKapat' && <BakimKapatDialog detay={detay} onClose={() => setAcik(null)} onDone={kapat} />}
      {acik === 'hurda' && <HurdaTalepDialog demirbas={d} onClose={() => setAcik(null)} onDone={() => kapat()} />}
      {belge && <CikisBelgesi cikis={belge} demirbas={d} onClose={() => setBelge(null)} />}
    </section>
  );
}
