import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import '@styles/crm-takip.css';
import { takipApi } from '@api/crm/takip';
import type { KurallarCevabi, TakipSatiri, TakipSayfasi } from '@lib/schemas/crm/takip';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { onayla } from '@stores/onay';
import { useT } from '@panel/hooks';
import { dosyaIndir, islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { baskiyaGonder } from '@panel/ui/baski';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import { Tablo } from '@panel/ui/Tablo';
import { AtaDialog, EkleDialog } from './ListeDialoglari';
import { KurallarDialog } from './KurallarDialog';
import { SablonlarDialog } from './SablonlarDialog';
import { DETAY_KEY, KURAL_ADLARI, LISTE_KEY, MESAJ_CAPA, ceviri, detayYolu, nedenCumlesi } from './ortak';
import '@lib/i18n/crm';
import { gunMetni } from '@lib/zaman/bicim';

const GORUNUMLER = ['benim', 'bugun', 'gecikmis', 'acik', 'tamam'] as const;
type Gorunum = (typeof GORUNUMLER)[number];

/** /isletme/crm/musteri-takip/rapor: who to call today and why; rules run on the first read of the day. */
export default function TakipListeScreen() {
  const t = useT();
  const zaman = useZaman();
  const tt = ceviri(t);
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const [gorunum, setGorunum] = useState<Gorunum>(() => (new URLSearchParams(location.search).get('gorunum') as Gorunum) || 'acik');
  const [kural, setKural] = useState('');
  const [personel, setPersonel] = useState('');
  const [yazilan, setYazilan] = useState('');
  const [q, setQ] = useState('');
  const [sayfa, setSayfa] = useState(1);
  const [dialog, setDialog] = useState<null | 'ekle' | 'kurallar' | 'sablonlar' | { ata: TakipSatiri }>(null);
  // on a phone the filters and the less used actions fold away so the list comes first
  const [filtreAcik, setFiltreAcik] = useState(false);
  const filtreSayisi = [kural, personel, q].filter(Boolean).length;
  // the views scroll sideways on a phone: the chosen one is kept in sight
  const cipler = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const secili = cipler.current?.querySelector<HTMLElement>('.crt-cip.on');
    const kutu = cipler.current;
    if (secili && kutu) kutu.scrollLeft = Math.max(0, secili.offsetLeft - kutu.offsetLeft - 12);
  }, [gorunum]);
  useEffect(() => {
    const z = setTimeout(() => setQ(yazilan.trim()), 300);
    return () => clearTimeout(z);
  }, [yazilan]);
  useEffect(() => setSayfa(1), [gorunum, kural, personel, q]);
  const sorgu = useMemo(() => {
    const p = new URLSearchParams({ sekme: gorunum === 'benim' ? 'acik' : gorunum });
    if (gorunum === 'benim') p.set('benim', '1');
    if (kural) p.set('kural', kural);
    if (personel) p.set('personel', personel);
    if (q) p.set('q', q);
    return p.toString();
  }, [gorunum, kural, personel, q]);
  const { data, error, reload, loading } = useApiData<TakipSayfasi>(takipApi.liste(`${sorgu}&sayfa=${sayfa}`));
  const ayar = useApiData<KurallarCevabi>(takipApi.kurallar);
  const guncelle = can.has(`${LISTE_KEY}:guncelle`);
  const sayfaSayisi = data ? Math.max(1, Math.ceil(data.toplam / data.sayfaBoyu)) : 1;

  const gorunumSec = (g: Gorunum) => {
    setGorunum(g);
    history.replaceState(history.state, '', `${location.pathname}?gorunum=${g}`);
  };
  async function atla(r: TakipSatiri) {
    if (!(await onayla(t('crm.takip.liste.atlaSoru', { ad: r.musteri.ad }), { onayMetni: t('crm.takip.liste.atla') }))) return;
    if (await islem(() => takipApi.degistir(r.id, { durum: 'atlandi' }), t('crm.takip.kaydedildi'))) void reload();
  }
  async function yenidenAc(r: TakipSatiri) {
    if (await islem(() => takipApi.degistir(r.id, { durum: 'acik' }), t('crm.takip.kaydedildi'))) void reload();
  }

  return (
    <section className="screen crt-screen">
      <header className="screen-header crt-bas">
        <div>
          <h1>{t('menu.crm.takipRapor')}</h1>
          <p className="muted">{t('crm.takip.liste.altBaslik')}</p>
        </div>
        <div className="row-actions crt-eylemler">
          {can.has(`${LISTE_KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setDialog('ekle')} data-testid="takip-ekle">{t('crm.takip.liste.ekle')}</button>}
          <button type="button" className="btn crt-filtre-ac" aria-expanded={filtreAcik} aria-controls="crt-katlanir crt-filtreler" onClick={() => setFiltreAcik((a) => !a)} data-testid="takip-filtreler">
            {t('crm.takip.liste.filtreler')}{filtreSayisi > 0 ? ` (${filtreSayisi})` : ''}
          </button>
          <div id="crt-katlanir" className={`crt-katlanir${filtreAcik ? ' acik' : ''}`}>
          {guncelle && <button type="button" className="btn" onClick={() => setDialog('kurallar')} data-testid="takip-kurallar">{t('crm.takip.liste.kurallar')}</button>}
          {guncelle && <button type="button" className="btn" onClick={() => setDialog('sablonlar')} data-testid="takip-sablonlar">{t('crm.takip.liste.sablonlar')}</button>}
          {can.has(`${DETAY_KEY}:yazdir`) && <button type="button" className="btn" onClick={() => baskiyaGonder('crtBaski', 'a4', 50)} disabled={!data} data-testid="takip-yazdir">{t('crm.takip.liste.yazdir')}</button>}
          {can.has(`${LISTE_KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(takipApi.disaAktar(sorgu), 'musteri-takip.csv')} data-testid="takip-csv">{t('crm.takip.liste.disaAktar')}</button>}
          </div>
        </div>
      </header>
      <div ref={cipler} className="crt-cipler" role="group" aria-label={t('crm.takip.filtre.sekmeler')}>
        {GORUNUMLER.map((g) => (
          <button key={g} type="button" className={`crt-cip${gorunum === g ? ' on' : ''}`} aria-pressed={gorunum === g} onClick={() => gorunumSec(g)} data-testid={`takip-gorunum-${g}`}>
            {tt(`crm.takip.sekme.${g}`)}
          </button>
        ))}
      </div>
      <div id="crt-filtreler" className={`crt-filtreler${filtreAcik ? ' acik' : ''}`} role="search">
        <label className="field"><span>{t('crm.takip.filtre.kural')}</span>
          <select className="input" value={kural} onChange={(e) => setKural(e.target.value)} data-testid="takip-kural">
            <option value="">{t('crm.takip.filtre.hepsi')}</option>
            {KURAL_ADLARI.map((k) => <option key={k} value={k}>{tt(`crm.takip.kural.${k}`)}</option>)}
          </select>
        </label>
        <label className="field"><span>{t('crm.takip.filtre.personel')}</span>
          <select className="input" value={personel} onChange={(e) => setPersonel(e.target.value)} data-testid="takip-personel">
            <option value="">{t('crm.takip.filtre.hepsi')}</option>
            {(ayar.data?.personeller ?? []).map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
          </select>
        </label>
        <label className="field crt-ara"><span>{t('crm.takip.filtre.ara')}</span>
          <input className="input" type="search" value={yazilan} onChange={(e) => setYazilan(e.target.value)} placeholder={t('crm.takip.filtre.araIpucu')} data-testid="takip-ara" />
        </label>
      </div>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {data && (
        <>
          <p className="muted" aria-live="polite" data-testid="takip-toplam">{t('crm.takip.liste.toplam', { sayi: data.toplam })}</p>
          {data.satirlar.length === 0 && <p className="empty-lead" data-testid="takip-bos">{t('crm.takip.liste.bos')}</p>}
          <ul className={`crt-liste${loading ? ' yukleniyor' : ''}`} data-testid="takip-liste">
            {data.satirlar.map((r) => {
              const gecikmis = r.durum === 'acik' && r.vade < data.bugun;
              return (
                <li key={r.id} className={`crt-kart${gecikmis ? ' gecikmis' : ''}`} data-testid="takip-satir" data-takip={r.id}>
                  <a className="crt-kart-ana" href={detayYolu(r.id)}>
                    <span className="crt-musteri">{r.musteri.ad}</span>
                    <span className="crt-neden">{nedenCumlesi(t, lang, r)}</span>
                    <span className="crt-meta">
                      <span className={`crt-vade${gecikmis ? ' gecikmis' : ''}`}>{t('crm.takip.liste.vade')}: {gunMetni(r.vade, lang)}{gecikmis ? ` · ${t('crm.takip.liste.gecikmis')}` : ''}</span>
                      <span>{t('crm.takip.liste.atanan')}: {r.personel?.ad ?? t('crm.takip.liste.atanmamis')}</span>
                      {r.sonGonderim && <span>{t('crm.takip.liste.sonGonderim')}: {zaman.an(r.sonGonderim, 'gunAySaat')}</span>}
                      {r.durum !== 'acik' && <span className="crt-durum">{tt(`crm.takip.durum.${r.durum}`)}{r.sonuc ? ` · ${tt(`crm.takip.sonuc.${r.sonuc}`)}` : ''}</span>}
                    </span>
                  </a>
                  <div className="crt-kart-iletisim">
                    <a className="btn btn-small" href={`tel:${r.musteri.telefon}`} aria-label={`${t('crm.takip.detay.ara')}: ${r.musteri.ad}`} data-testid="takip-ara-tel">
                      {t('crm.takip.detay.ara')}
                    </a>
                    {can.has(`${DETAY_KEY}:gonder`) && (
                      <a className="btn btn-small" href={`${detayYolu(r.id)}#${MESAJ_CAPA}`} aria-label={`${t('crm.takip.detay.whatsapp')}: ${r.musteri.ad}`} data-testid="takip-mesaj">
                        {t('crm.takip.detay.whatsapp')}
                      </a>
                    )}
                  </div>
                  {guncelle && (
                    <div className="crt-kart-eylem">
                      {r.durum === 'acik' ? (
                        <>
                          <button type="button" className="btn btn-small" onClick={() => setDialog({ ata: r })} aria-label={`${t('crm.takip.liste.ata')}: ${r.musteri.ad}`}>{t('crm.takip.liste.ata')}</button>
                          <button type="button" className="btn btn-small" onClick={() => void atla(r)} aria-label={`${t('crm.takip.liste.atla')}: ${r.musteri.ad}`}>{t('crm.takip.liste.atla')}</button>
                        </>
                      ) : (
                        <button type="button" className="btn btn-small" onClick={() => void yenidenAc(r)} aria-label={`${t('crm.takip.liste.yenidenAc')}: ${r.musteri.ad}`}>{t('crm.takip.liste.yenidenAc')}</button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <Sayfalayici sayfa={sayfa} son={sayfaSayisi} onSayfa={setSayfa} />
          <p className="muted crt-not">{t('crm.takip.liste.kuralNotu')}</p>
          <BaskiBelgesi isaret="crtBaski" boy="a4" sinif="crt-baski">
            <h2>{t('crm.takip.liste.yazdirBaslik', { tarih: gunMetni(data.bugun, lang) })} · {tt(`crm.takip.sekme.${gorunum}`)}</h2>
            {/* the last column stays empty: the result is written by hand */}
            <Tablo satirlar={data.satirlar} satirAnahtari={(r) => r.id} kartlar={false} kolonlar={[
              { anahtar: 'musteri', baslik: t('crm.takip.csv.musteri'), hucre: (r) => r.musteri.ad },
              { anahtar: 'telefon', baslik: t('crm.takip.csv.telefon'), hucre: (r) => r.musteri.telefon },
              { anahtar: 'neden', baslik: t('crm.takip.csv.neden'), hucre: (r) => nedenCumlesi(t, lang, r) },
              { anahtar: 'vade', baslik: t('crm.takip.csv.vade'), hucre: (r) => gunMetni(r.vade, lang) },
              { anahtar: 'personel', baslik: t('crm.takip.csv.personel'), hucre: (r) => r.personel?.ad ?? '' },
              { anahtar: 'sonuc', baslik: t('crm.takip.csv.sonuc'), hucre: () => null },
            ]} />
          </BaskiBelgesi>
        </>
      )}
      {dialog === 'ekle' && <EkleDialog personeller={ayar.data?.personeller ?? []} onClose={(degisti) => { setDialog(null); if (degisti) void reload(); }} />}
      {dialog === 'kurallar' && <KurallarDialog onClose={(degisti) => { setDialog(null); if (degisti) { void ayar.reload(); void reload(); } }} />}
      {dialog === 'sablonlar' && <SablonlarDialog onClose={() => setDialog(null)} />}
      {dialog && typeof dialog === 'object' && <AtaDialog takip={dialog.ata} personeller={ayar.data?.personeller ?? []} onClose={(degisti) => { setDialog(null); if (degisti) void reload(); }} />}
    </section>
  );
}
