import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { api } from '@api/client';
import { ikincielApi } from '@api/ikinciel/ikinciel';
import type { Cihaz, CihazOzet, Rapor } from '@lib/schemas/ikinciel/ikinciel';
import { CIHAZ_DURUMLARI, type CihazDurumu } from '@lib/ikinciel/durum';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { hataMetni } from '@api/client';
import { dosyaIndir } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { Tablo } from '@panel/ui/Tablo';
import { CihazDetay } from './CihazDetay';
import { CihazFormu } from './CihazFormu';
import { DurumRozeti, fotoAdresi, para, PC_KEY, useTx } from './ortak';

type Acik = { tur: 'form'; cihaz: Cihaz | null } | { tur: 'detay'; cihaz: Cihaz } | null;

/** /isletme/qrmenu/pc-alis-satis: used devices bought, refurbished and sold; stock value, profit and the CSV. */
export default function PcAlisSatisScreen() {
  const t = useTx();
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const [durum, setDurum] = useState<CihazDurumu | ''>('');
  const [q, setQ] = useState('');
  const liste = useApiData<{ cihazlar: CihazOzet[]; bugun: string; odemeYontemleri: OdemeYontemi[] }>(ikincielApi.cihazlar(durum, q));
  const rapor = useApiData<Rapor>(ikincielApi.rapor);
  const [acik, setAcik] = useState<Acik>(null);

  if (liste.error) return <LoadError error={liste.error} onRetry={() => void liste.reload()} />;
  const bugun = liste.data?.bugun ?? zaman.bugun();
  const yenile = () => { void liste.reload(); void rapor.reload(); };

  async function ac(id: number) {
    try {
      setAcik({ tur: 'detay', cihaz: await withLoader(() => api.get<Cihaz>(ikincielApi.cihaz(id))) });
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }

  const r = rapor.data;
  return (
    <section className="screen ike-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.qrmenu.pcAlisSatis')}</h1>
          <p className="muted">{t('ikinciel.pc.alt')}</p>
        </div>
        <div className="row-actions">
          {can.has(`${PC_KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(ikincielApi.disaAktar, 'ikinci-el.csv')} data-testid="ike-csv">{t('ikinciel.pc.csv')}</button>}
          {can.has(`${PC_KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'form', cihaz: null })} data-testid="ike-ekle"><Icon name="plus" size={18} />{t('ikinciel.pc.ekle')}</button>}
        </div>
      </header>

      <div className="ike-rakamlar" data-testid="ike-rakamlar">
        <div className="ike-rakam"><span className="ike-rakam-deger" data-testid="ike-stok-adet">{r ? r.stokAdet : '–'}</span><span className="ike-rakam-ad">{t('ikinciel.rapor.stokAdet')}</span></div>
        <div className="ike-rakam"><span className="ike-rakam-deger" data-testid="ike-stok-deger">{r ? para(r.stokDegeriKurus) : '–'}</span><span className="ike-rakam-ad">{t('ikinciel.rapor.stokDegeri')}</span></div>
        <div className="ike-rakam"><span className="ike-rakam-deger" data-testid="ike-toplam-kar">{r ? para(r.toplamKarKurus) : '–'}</span><span className="ike-rakam-ad">{t('ikinciel.rapor.toplamKar')}</span></div>
        <div className="ike-rakam"><span className="ike-rakam-deger" data-testid="ike-ort-gun">{r?.ortalamaGun === null || !r ? '–' : t('ikinciel.gun', { gun: r.ortalamaGun })}</span><span className="ike-rakam-ad">{t('ikinciel.rapor.ortalamaGun')}</span></div>
      </div>

      <div className="ike-filtre">
        <div className="ike-cipler" role="group" aria-label={t('ikinciel.pc.durumFiltre')}>
          {(['', ...CIHAZ_DURUMLARI] as const).map((d) => (
            <button key={d || 'tum'} type="button" className={`ike-cip${durum === d ? ' on' : ''}`} aria-pressed={durum === d} onClick={() => setDurum(d)} data-testid={`ike-filtre-${d || 'tum'}`}>
              {d ? t(`ikinciel.durum.${d}`) : t('ikinciel.pc.tumu')}
            </button>
          ))}
        </div>
        <label className="field ike-ara"><span className="sr-only">{t('ikinciel.pc.ara')}</span>
          <input className="input" type="search" placeholder={t('ikinciel.pc.ara')} value={q} onChange={(e) => setQ(e.target.value)} data-testid="ike-ara" />
        </label>
      </div>

      {liste.data && liste.data.cihazlar.length === 0 && <p className="empty-lead">{t('ikinciel.pc.bos')}</p>}
      <ul className="ike-liste" data-testid="ike-liste">
        {liste.data?.cihazlar.map((c) => (
          <li key={c.id} className="ike-kart" data-testid={`ike-cihaz-${c.id}`}>
            {c.kapak ? <img className="ike-kapak" src={fotoAdresi(c.kapak)} alt="" width={64} height={64} /> : <span className="ike-kapak ike-kapak-bos" aria-hidden="true"><Icon name="box" size={24} /></span>}
            <div className="ike-kart-govde">
              <strong className="ike-kart-ad">{c.marka} {c.model}</strong>
              <span className="muted">#{c.id} · {t(`ikinciel.tur.${c.tur}`)} · {zaman.gun(c.alisTarihi)}</span>
              <DurumRozeti durum={c.durum} />
            </div>
            <dl className="ike-kart-rakam">
              <div><dt>{t('ikinciel.pc.maliyet')}</dt><dd>{para(c.maliyetKurus)}</dd></div>
              {c.satisKurus !== null
                ? <div><dt>{t('ikinciel.detay.kar')}</dt><dd className={c.karKurus! < 0 ? 'ike-zarar' : 'ike-kazanc'} data-testid={`ike-kar-${c.id}`}>{para(c.karKurus)}</dd></div>
                : <div><dt>{t('ikinciel.pc.istenen')}</dt><dd>{para(c.istenenKurus)}</dd></div>}
            </dl>
            <button type="button" className="btn btn-small ike-ac" onClick={() => void ac(c.id)} aria-label={t('ikinciel.pc.acFor', { ad: `${c.marka} ${c.model}` })} data-testid={`ike-ac-${c.id}`}>{t('ikinciel.pc.ac')}</button>
          </li>
        ))}
      </ul>

      {r && r.satilanlar.length > 0 && (
        <section className="ike-rapor" aria-labelledby="ike-rapor-b">
          <h2 id="ike-rapor-b">{t('ikinciel.rapor.baslik')}</h2>
          <Tablo testId="ike-aylik" baslik={t('ikinciel.rapor.aylik')} satirlar={r.aylik} satirAnahtari={(a) => a.ay} kolonlar={[
            { anahtar: 'ay', baslik: t('ikinciel.rapor.ay'), satirBasligi: true, hucre: (a) => a.ay },
            { anahtar: 'adet', baslik: t('ikinciel.rapor.adet'), sayisal: true, hucre: (a) => a.adet },
            { anahtar: 'ciro', baslik: t('ikinciel.rapor.ciro'), sayisal: true, hucre: (a) => para(a.ciroKurus) },
            { anahtar: 'kar', baslik: t('ikinciel.detay.kar'), sayisal: true, hucre: (a) => para(a.karKurus) },
          ]} />
          <Tablo testId="ike-satilanlar" baslik={t('ikinciel.rapor.satilanlar')} satirlar={r.satilanlar.slice(0, 50)} satirAnahtari={(s) => s.id} kolonlar={[
            { anahtar: 'cihaz', baslik: t('ikinciel.belge.cihaz'), satirBasligi: true, hucre: (s) => `${s.marka} ${s.model}` },
            { anahtar: 'tarih', baslik: t('ikinciel.satis.tarih'), hucre: (s) => (s.satisTarihi ? zaman.gun(s.satisTarihi) : '—') },
            { anahtar: 'maliyet', baslik: t('ikinciel.pc.maliyet'), sayisal: true, hucre: (s) => para(s.maliyetKurus) },
            { anahtar: 'fiyat', baslik: t('ikinciel.satis.fiyat'), sayisal: true, hucre: (s) => para(s.satisKurus) },
            { anahtar: 'kar', baslik: t('ikinciel.detay.kar'), sayisal: true, hucre: (s) => para(s.karKurus) },
          ]} />
        </section>
      )}

      {acik?.tur === 'form' && (
        <CihazFormu cihaz={acik.cihaz} bugun={bugun} onClose={() => setAcik(null)} onSaved={(c) => { setAcik({ tur: 'detay', cihaz: c }); yenile(); }} />
      )}
      {acik?.tur === 'detay' && (
        <CihazDetay cihaz={acik.cihaz} bugun={bugun} odemeler={liste.data?.odemeYontemleri ?? [...ODEME_YONTEMLERI]} onClose={() => setAcik(null)} onEdit={() => setAcik({ tur: 'form', cihaz: acik.cihaz })}
          onChange={(c) => { setAcik(c ? { tur: 'detay', cihaz: c } : null); yenile(); }} />
      )}
    </section>
  );
}
