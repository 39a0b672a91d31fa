import '@lib/i18n/kasa';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { formatKurus } from '@lib/para';
import { gunMs } from '@lib/randevu/time';
import { KASA_TURLERI, type KasaListesi, type KasaSatiri, type KasaTuru, type KasaFiltre } from '@lib/schemas/kasa';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';
import { isGunuOf } from '@lib/zaman/isgunu';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { useVenueName } from '@panel/ui/useVenueName';
import { AralikSecici } from './AralikSecici';
import { kasaSorgu } from '@api/kasa';
import { useKasaBaglami } from './kasa-baglam';
import { Rakam, aralikGoster } from './ortak';
import { KasaDialog } from './KasaDialog';
import { KasaListe } from './KasaListe';
import { KasaRaporDialog } from './KasaRapor';
import { KasaSilDialog } from './KasaSilDialog';

type Acik = { tur: 'yeni'; kasaTuru: KasaTuru } | { tur: 'duzenle'; s: KasaSatiri } | { tur: 'sil'; s: KasaSatiri } | { tur: 'rapor' } | null;

/** Per payment method figures under a total. */
function YontemListesi({ degerler, testId, ek }: { degerler: [OdemeYontemi, number][]; testId: string; ek?: string }) {
  const t = useT();
  return (
    <span className="rf-yontem-liste">
      {degerler.map(([y, kurus]) => (
        <span key={y} className="rf-yontem-satir" data-testid={`${testId}-${y}`}><span>{t(`kasa.odemeKisa.${y}`)}</span><span>{formatKurus(kurus)}</span></span>
      ))}
      {ek && <span className="rf-yontem-satir rf-yontem-ek">{ek}</span>}
    </span>
  );
}

/** ?bas=&bit= of the page URL (a reload keeps the range). */
function urlAraligi(): { bas: string; bit: string } | null {
  const q = new URLSearchParams(location.search);
  const bas = q.get('bas') ?? '';
  const bit = q.get('bit') ?? '';
  return gunMs(bas) !== null && gunMs(bit) !== null && bas <= bit ? { bas, bit } : null;
}

/** /isletme/randevutakip/kasa-hareketleri: cash movements of a venue-zone date range with totals, report and CSV. */
export default function KasaScreen() {
  const t = useT();
  return <KasaEkrani title={t('menu.randevu.kasaHareketleri')} />;
}

/** The cash book screen of the module that mounts it (KasaBaglam: its permission key and API; the cafe's is another). */
export function KasaEkrani({ title }: { title: string }) {
  const t = useT();
  const { anahtar: KASA, api: kasa } = useKasaBaglami();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const [aralik, setAralik] = useState(urlAraligi);
  const [tur, setTur] = useState<KasaTuru | ''>('');
  const [odeme, setOdeme] = useState<OdemeYontemi | ''>('');
  const [acik, setAcik] = useState<Acik>(null);
  const filtre: KasaFiltre | null = aralik ? { ...aralik, tur, odeme } : null;
  const sorgu = aralik ? kasaSorgu(filtre) : new URLSearchParams({ ...(tur ? { tur } : {}), ...(odeme ? { odeme } : {}) }).toString();
  const { data, error, reload } = useApiData<KasaListesi>(`${kasa.kasaListe}?${sorgu}`);
  useEffect(() => {
    if (!aralik) return;
    const q = new URLSearchParams(location.search);
    q.set('bas', aralik.bas);
    q.set('bit', aralik.bit);
    history.replaceState(history.state, '', `${location.pathname}?${q.toString()}`);
  }, [aralik]);
  const gecerli: KasaFiltre | null = data ? { bas: data.bas, bit: data.bit, tur, odeme } : null;
  // the methods the venue offers, plus any that older movements in the range still carry
  const yontemler = data ? ODEME_YONTEMLERI.filter((y) => data.odemeYontemleri.includes(y) || data.toplam.odeme[y].gelir > 0 || data.toplam.odeme[y].gider > 0) : [];
  const tekGun = data ? data.bas === data.bit : true;
  const gunler = useMemo(() => {
    if (!data) return [];
    const gruplar: { tarih: string; satirlar: KasaSatiri[] }[] = [];
    for (const s of data.satirlar) {
      const tarih = isGunuOf(s.tarih, data.saatDilimi, data.gunDonumuSaat);
      const son = gruplar[gruplar.length - 1];
      if (son?.tarih === tarih) son.satirlar.push(s);
      else gruplar.push({ tarih, satirlar: [s] });
    }
    return gruplar;
  }, [data]);

  const disaAktar = async () => { if (gecerli) await kasa.kasaCsv(gecerli); };

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const ekle = can.has(`${KASA}:ekle`);
  return (
    <section className="screen rf-screen">
      <header className="screen-header">
        <div>
          <h1>{title}</h1>
          <p className="muted">{data ? t('kasa.subtitle', { isletme: venue, aralik: aralikGoster(data.bas, data.bit, lang) }) : venue}</p>
        </div>
        <div className="row-actions">
          {can.has(`${KASA}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} disabled={!data} data-testid="kasa-export">{t('kasa.csvIndir')}</button>}
          {can.has(`${KASA}:raporCek`) && <button type="button" className="btn" onClick={() => setAcik({ tur: 'rapor' })} disabled={!data} data-testid="kasa-rapor"><Icon name="chart" size={18} />{t('kasa.rapor')}</button>}
          {ekle && <button type="button" className="btn" onClick={() => setAcik({ tur: 'yeni', kasaTuru: 'gider' })} data-testid="kasa-gider-ekle"><Icon name="plus" size={18} />{t('kasa.giderEkle')}</button>}
          {ekle && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'yeni', kasaTuru: 'gelir' })} data-testid="kasa-gelir-ekle"><Icon name="plus" size={18} />{t('kasa.gelirEkle')}</button>}
        </div>
      </header>

      {data && data.gunDonumuSaat > 0 && <p className="rf-not" data-testid="kasa-isgunu">{t('kasa.isGunuNotu', { saat: `${String(data.gunDonumuSaat).padStart(2, '0')}:00` })}</p>}
      {data && (
        <div className="rf-arac">
          <AralikSecici bas={data.bas} bit={data.bit} bugun={data.bugun} onChange={(bas, bit) => setAralik({ bas, bit })} />
          <div className="rf-filtreler">
            <Dropdown label={t('kasa.tur')} name="kasaTur" value={tur} onChange={(value) => setTur(value as KasaTuru | '')}
              options={[{ value: '', label: t('kasa.tumu') }, ...KASA_TURLERI.map((k) => ({ value: k, label: t(`kasa.tur.${k}`) }))]} />
            <Dropdown label={t('kasa.odeme')} name="kasaOdeme" value={odeme} onChange={(value) => setOdeme(value as OdemeYontemi | '')}
              options={[{ value: '', label: t('kasa.tumu') }, ...yontemler.map((k) => ({ value: k, label: t(`kasa.odeme.${k}`) }))]} />
          </div>
        </div>
      )}

      {data && (
        <section aria-labelledby="kasa-ozet-baslik">
          <h2 id="kasa-ozet-baslik" className="sr-only">{t('kasa.ozet')}</h2>
          <dl className="rf-rakamlar">
            <Rakam etiket={t('kasa.toplamGelir')} deger={formatKurus(data.toplam.gelir)} tone="gelir" testId="kasa-toplam-gelir"
              alt={<YontemListesi degerler={yontemler.map((y) => [y, data.toplam.odeme[y].gelir])} testId="kasa-gelir" />} />
            <Rakam etiket={t('kasa.toplamGider')} deger={formatKurus(data.toplam.gider)} tone="gider" testId="kasa-toplam-gider"
              alt={<YontemListesi degerler={yontemler.map((y) => [y, data.toplam.odeme[y].gider])} testId="kasa-gider" />} />
            <Rakam etiket={t('kasa.net')} deger={formatKurus(data.toplam.net)} tone="net" testId="kasa-toplam-net"
              alt={<YontemListesi degerler={yontemler.map((y) => [y, data.toplam.odeme[y].gelir - data.toplam.odeme[y].gider])} testId="kasa-net" ek={t('kasa.hareketSayisi', { sayi: data.toplam.adet })} />} />
          </dl>
        </section>
      )}

      {data && data.kesildi && <p className="rf-uyari" role="status">{t('kasa.kesildi', { sayi: data.satirlar.length })}</p>}
      {data && data.satirlar.length === 0 && (
        <div className="rf-bos" data-testid="kasa-empty">
          <p className="empty-lead">{tur || odeme ? t('kasa.bosFiltre') : t('kasa.bos')}</p>
          {ekle && !tur && !odeme && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'yeni', kasaTuru: 'gelir' })}><Icon name="plus" size={18} />{t('kasa.gelirEkle')}</button>}
        </div>
      )}
      {data && data.satirlar.length > 0 && (
        <KasaListe gunler={gunler} tekGun={tekGun} saatDilimi={data.saatDilimi}
          onDuzenle={can.has(`${KASA}:guncelle`) ? (s) => setAcik({ tur: 'duzenle', s }) : null}
          onSil={can.has(`${KASA}:sil`) ? (s) => setAcik({ tur: 'sil', s }) : null} />
      )}

      {(acik?.tur === 'yeni' || acik?.tur === 'duzenle') && data && (
        <KasaDialog satir={acik.tur === 'duzenle' ? acik.s : null} kasaTuru={acik.tur === 'yeni' ? acik.kasaTuru : acik.s.tur} saatDilimi={data.saatDilimi} odemeYontemleri={data.odemeYontemleri}
          onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />
      )}
      {acik?.tur === 'sil' && data && <KasaSilDialog satir={acik.s} saatDilimi={data.saatDilimi} onClose={() => setAcik(null)} onDeleted={() => { setAcik(null); void reload(); }} />}
      {acik?.tur === 'rapor' && gecerli && <KasaRaporDialog filtre={gecerli} onClose={() => setAcik(null)} />}
    </section>
  );
}
