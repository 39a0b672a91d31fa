import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isletmeApi } from '@api/admin/isletmeler';
import { api, hataMetni } from '@api/client';
import { ISLETME_DURUMLARI, type IsletmeSatiri, type DavetLinki, type IsletmeDetayi, type IsletmeListesi } from '@lib/schemas/admin/isletmeler';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { dosyaIndir } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { gunMetni } from '@lib/zaman/bicim';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import { Tablo } from '@panel/ui/Tablo';
import { DestekBaslat } from '../destek/DestekBaslat';
import { DavetDialog, type DavetAlicisi } from './DavetDialog';
import { DurumRozeti } from './DurumRozeti';
import { IsletmeDetay } from './IsletmeDetay';
import { IsletmeFormu, type FormOnBilgi } from './IsletmeFormu';
import { useTx } from './ortak';

const KEY = 'admin:isletmeler';
type Acik =
  | { tur: 'yeni'; onBilgi?: FormOnBilgi }
  | { tur: 'detay'; isletme: IsletmeDetayi }
  | { tur: 'duzenle'; isletme: IsletmeDetayi }
  | { tur: 'davet'; alici: DavetAlicisi; davet: DavetLinki }
  | { tur: 'mevcut'; email: string }
  | null;

/** An e-mail address that wraps before its '@' (its two halves stay whole unless one alone is wider than the cell). */
const eposta = (adres: string) => adres.split(/(?=@)/).flatMap((parca, i) => (i === 0 ? [parca] : [<wbr key={i} />, parca]));

const ilkParametre = (ad: string) => (typeof location === 'undefined' ? '' : new URLSearchParams(location.search).get(ad) ?? '');

/**
 * A row's own actions. Other admin parts add theirs here (support's "view as" opens the venue's panel as that venue),
 * each behind its own permission key.
 */
function SatirIslemleri({ isletme, onAc, onDestek }: { isletme: IsletmeSatiri; onAc: () => void; onDestek: (() => void) | null }) {
  const t = useTx();
  return (
    <>
      <button type="button" className="btn btn-small" onClick={onAc} aria-label={t('admin.isletme.acFor', { ad: isletme.ad })} data-testid={`isletme-ac-${isletme.id}`}>{t('admin.isletme.ac')}</button>
      {onDestek && <button type="button" className="btn btn-small" onClick={onDestek} aria-label={t('destek.olarakAcEtiket', { ad: isletme.ad })} data-testid={`isletme-destek-${isletme.id}`}>{t('destek.olarakAc')}</button>}
    </>
  );
}

/** /admin/isletmeler: every venue on the platform with its owner and licence; create one with its owner, edit, suspend. */
export default function IsletmelerScreen() {
  const t = useTx();
  const lang = useStore($lang);
  const zaman = useZaman(VARSAYILAN_DILIM);
  const can = useStore($permissionSet);
  const [yazilan, setYazilan] = useState('');
  const [q, setQ] = useState('');
  const [durum, setDurum] = useState(() => ((ISLETME_DURUMLARI as readonly string[]).includes(ilkParametre('durum')) ? ilkParametre('durum') : ''));
  const [sayfa, setSayfa] = useState(1);
  const [acik, setAcik] = useState<Acik>(null);
  const [destek, setDestek] = useState<IsletmeSatiri | null>(null);
  useEffect(() => {
    const zaman = setTimeout(() => { setQ(yazilan.trim()); setSayfa(1); }, 250);
    return () => clearTimeout(zaman);
  }, [yazilan]);
  // /admin/isletmeler?talep=<id>: "create venue from lead" opens the form filled from the lead (an unknown lead: empty form)
  useEffect(() => {
    const talepId = Number(ilkParametre('talep'));
    if (!Number.isInteger(talepId) || talepId < 1 || !can.has(`${KEY}:ekle`)) return;
    void isletmeApi.talep(talepId).then(
      (talep) => setAcik({ tur: 'yeni', onBilgi: { ad: talep.isletmeAdi, sehir: talep.sehir, telefon: talep.telefon, sahipAdSoyad: talep.adSoyad, sahipEmail: talep.eposta, talepId: talep.id, talepAd: talep.isletmeAdi, dil: talep.dil } }),
      () => setAcik({ tur: 'yeni' }),
    );
  }, [can]);
  const filtre = { q, durum };
  const { data, error, reload } = useApiData<IsletmeListesi>(isletmeApi.liste({ ...filtre, sayfa }));
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const liste = data?.isletmeler ?? [];
  const son = data ? Math.max(1, Math.ceil(data.toplam / data.boyut)) : 1;

  async function detayAc(id: number) {
    try {
      setAcik({ tur: 'detay', isletme: await withLoader(() => api.get<IsletmeDetayi>(isletmeApi.detay(id))) });
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }

  return (
    <section className="screen ais-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.admin.isletmeler')}</h1>
          {data && <p className="muted" data-testid="isletme-ozet">{t('admin.isletme.alt', { sayi: data.toplam })}</p>}
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(isletmeApi.csv(filtre), 'isletmeler.csv')} data-testid="isletme-csv">{t('admin.isletme.disaAktar')}</button>}
          {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'yeni' })} data-testid="isletme-ekle"><Icon name="plus" size={18} />{t('admin.isletme.ekle')}</button>}
        </div>
      </header>
      <div className="ais-filtreler">
        <label className="field ais-ara"><span>{t('admin.isletme.ara')}</span>
          <input className="input" type="search" value={yazilan} onChange={(e) => setYazilan(e.target.value)} placeholder={t('admin.isletme.araIpucu')} data-testid="isletme-ara" />
        </label>
        <fieldset className="ais-durumlar">
          <legend>{t('admin.isletme.durum')}</legend>
          {['', ...ISLETME_DURUMLARI].map((d) => (
            <button key={d || 'tumu'} type="button" className={`ais-cip${durum === d ? ' on' : ''}`} aria-pressed={durum === d} onClick={() => { setDurum(d); setSayfa(1); }} data-testid={`isletme-durum-${d || 'tumu'}`}>
              {t(d ? `admin.isletme.durum.${d}` : 'admin.isletme.tumu')}
              {data && d && <span className="ais-cip-sayi">{data.sayilar[d as keyof IsletmeListesi['sayilar']]}</span>}
            </button>
          ))}
        </fieldset>
      </div>
      {data && (
        <Tablo testId="isletme-liste" baslik={t('menu.admin.isletmeler')} satirlar={liste} satirAnahtari={(i) => i.id}
          satirOzellik={(i) => ({ 'data-testid': `isletme-${i.id}` })} bos={t(q || durum ? 'admin.isletme.bosFiltre' : 'admin.isletme.bos')}
          kolonlar={[
            { anahtar: 'ad', baslik: t('admin.isletme.sutun.ad'), satirBasligi: true, hucre: (i) => (
              <div className="ais-ad">
                <strong>{i.ad}</strong>
                <span className="muted">{t(`admin.isletme.tur.${i.tur}`)}{i.sehir ? ` · ${i.sehir}` : ''}</span>
              </div>
            ) },
            { anahtar: 'sahip', baslik: t('admin.isletme.sutun.sahip'), hucre: (i) => (
              <div className="ais-ad">
                <span>{i.sahip?.adSoyad ?? t('admin.isletme.sahipYok')}</span>
                {i.sahip && <span className="muted ais-eposta">{eposta(i.sahip.email)}</span>}
                {i.sahip?.davetBekliyor && <span className="ais-rozet ais-rozet-davet">{t('admin.isletme.davetBekliyor')}</span>}
              </div>
            ) },
            { anahtar: 'lisans', baslik: t('admin.isletme.sutun.lisans'), hucre: (i) => (
              <div className="ais-ad">
                <DurumRozeti durum={i.durum} testId={`isletme-durum-rozet-${i.id}`} />
                <span className="muted">{i.lisans ? [t(`admin.isletme.plan.${i.lisans.plan}`), t('admin.isletme.bitis', { gun: gunMetni(i.lisans.bitis, lang) }), ...(i.lisans.hali === 'ek-sure' || i.lisans.hali === 'bitti' ? [t(`admin.isletme.hali.${i.lisans.hali}`)] : [])].join(' · ') : t('admin.isletme.lisansYok')}</span>
              </div>
            ) },
            { anahtar: 'operator', baslik: t('admin.isletme.sutun.operator'), sayisal: true, hucre: (i) => i.operator },
            { anahtar: 'olusturma', baslik: t('admin.isletme.sutun.olusturma'), hucre: (i) => zaman.an(i.olusturma, 'tarih') },
            { anahtar: 'islem', baslik: t('admin.isletme.ac'), islemler: true, hucre: (i) => <SatirIslemleri isletme={i} onAc={() => void detayAc(i.id)} onDestek={can.has('admin:isletmeler:destek') && i.durum !== 'askida' ? () => setDestek(i) : null} /> },
          ]} />
      )}
      {data && <Sayfalayici sayfa={sayfa} son={son} onSayfa={setSayfa} testId="sayfa" />}
      {acik?.tur === 'yeni' && (
        <IsletmeFormu isletme={null} onBilgi={acik.onBilgi} onClose={() => setAcik(null)} onKaydedildi={() => undefined}
          onEklendi={(sonuc, ad, sahipAd, sahipEmail, telefon) => {
            void reload();
            const alici = { ad: sahipAd || ad, email: sahipEmail, isletme: ad, telefon, dil: acik.onBilgi?.dil };
            setAcik(sonuc.davet ? { tur: 'davet', alici, davet: sonuc.davet } : { tur: 'mevcut', email: sahipEmail });
          }} />
      )}
      {acik?.tur === 'duzenle' && (
        <IsletmeFormu isletme={acik.isletme} onClose={() => setAcik({ tur: 'detay', isletme: acik.isletme })} onEklendi={() => undefined}
          onKaydedildi={(kayit) => { void reload(); setAcik({ tur: 'detay', isletme: kayit }); }} />
      )}
      {acik?.tur === 'detay' && (
        <IsletmeDetay isletme={acik.isletme} guncelleyebilir={can.has(`${KEY}:guncelle`)} onClose={() => setAcik(null)}
          onDuzenle={() => setAcik({ tur: 'duzenle', isletme: acik.isletme })}
          onDegisti={(kayit) => { void reload(); setAcik({ tur: 'detay', isletme: kayit }); }}
          onDavet={(davet) => setAcik({ tur: 'davet', davet, alici: { ad: acik.isletme.sahip?.adSoyad ?? acik.isletme.ad, email: acik.isletme.sahip?.email ?? '', isletme: acik.isletme.ad, telefon: acik.isletme.telefon } })} />
      )}
      <DestekBaslat isletmeId={destek?.id ?? null} isletmeAdi={destek?.ad ?? ''} onClose={() => setDestek(null)} />
      {acik?.tur === 'davet' && <DavetDialog alici={acik.alici} davet={acik.davet} onClose={() => setAcik(null)} />}
      {acik?.tur === 'mevcut' && (
        <div className="ais-bilgi-kutu" role="status" data-testid="isletme-mevcut-sahip">
          <p>{t('admin.isletme.davet.mevcut', { email: acik.email })}</p>
          <button type="button" className="btn btn-small" onClick={() => setAcik(null)}>{t('admin.isletme.davet.kapat')}</button>
        </div>
      )}
    </section>
  );
}
