import '@lib/i18n/kasa';
import '@lib/i18n/cari';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import { BAKIYE_SIRALARI, type BakiyeRaporu, type BakiyeSira } from '@lib/schemas/cari';
import { aramaHazirla, musteriEslesir } from '@lib/schemas/musteri';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { toast } from '@stores/toasts';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { useVenueName } from '@panel/ui/useVenueName';
import { BAKIYE_KEY, CARI_KEY, bakiyeSorgu, cariApi } from '@api/cari';
import { BaskiKopyasi, Rakam, bakiyeMetni, bakiyeSinifi, hataMetni, musteriAdi, yazdir, zamanGoster } from '@panel/modules/kasa/ortak';

/** /isletme/randevutakip/caribakiyeraporu: balance per customer with grand totals, CSV and a printable report. */
export default function CariBakiyeScreen() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const [bakiyeli, setBakiyeli] = useState(true);
  const [sira, setSira] = useState<BakiyeSira>('bakiye');
  const [q, setQ] = useState('');
  const [baski, setBaski] = useState<BakiyeRaporu | null>(null);
  const sorgu = bakiyeSorgu(bakiyeli, sira);
  const { data, error, reload } = useApiData<BakiyeRaporu>(`${cariApi.bakiye}?${sorgu}`);
  const cariGor = can.has(CARI_KEY);

  const disaAktar = () => cariApi.bakiyeCsv(sorgu);
  async function raporYazdir() {
    try {
      setBaski(await cariApi.bakiyeRapor(sorgu));
      // the print copy renders first, then the browser's print dialog opens
      yazdir(50);
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const arama = aramaHazirla(q);
  const satirlar = (data?.satirlar ?? []).filter((s) => musteriEslesir({ adSoyad: s.adSoyad, telefon: s.telefon, email: null }, arama));
  return (
    <section className="screen rf-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.cariBakiyeRaporu')}</h1>
          <p className="muted">{t('cari.bakiye.subtitle', { isletme: venue })}</p>
        </div>
        <div className="row-actions">
          {can.has(`${BAKIYE_KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="bakiye-export">{t('kasa.csvIndir')}</button>}
          {can.has(`${BAKIYE_KEY}:raporCek`) && <button type="button" className="btn btn-primary" onClick={() => void raporYazdir()} data-testid="bakiye-yazdir"><Icon name="ledger" size={18} />{t('kasa.rapor.yazdir')}</button>}
        </div>
      </header>
      <div className="rf-filtreler rf-bakiye-filtre">
        <label className="field"><span>{t('common.search')}</span>
          <input className="input" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} placeholder={t('kasa.musteriAraIpucu')} data-testid="bakiye-ara" /></label>
        <Dropdown label={t('cari.bakiye.sira')} name="bakiyeSira" value={sira} onChange={(value) => setSira(value as BakiyeSira)}
          options={BAKIYE_SIRALARI.map((s) => ({ value: s, label: t(`cari.bakiye.sira.${s}`) }))} />
        <label className="check rf-bakiyeli"><input type="checkbox" checked={bakiyeli} onChange={(e) => setBakiyeli(e.target.checked)} data-testid="bakiye-bakiyeli" />{t('cari.bakiye.sadeceBakiyeli')}</label>
      </div>
      {data && (
        <dl className="rf-rakamlar rf-rakamlar-4">
          <Rakam etiket={t('cari.bakiye.acik')} deger={formatKurus(data.toplam.bakiye)} tone="net" testId="bakiye-toplam" alt={t('cari.bakiye.borcluSayisi', { sayi: data.toplam.borclu })} />
          <Rakam etiket={t('cari.toplamBorc')} deger={formatKurus(data.toplam.borc)} tone="gider" testId="bakiye-toplam-borc" />
          <Rakam etiket={t('cari.bakiye.toplamOdenen')} deger={formatKurus(data.toplam.tahsilat)} tone="gelir" testId="bakiye-toplam-tahsilat" />
          <Rakam etiket={t('cari.bakiye.musteriSayisi')} deger={String(data.toplam.musteri)} testId="bakiye-musteri-sayisi" alt={data.toplam.alacakli > 0 ? t('cari.bakiye.alacakliSayisi', { sayi: data.toplam.alacakli }) : undefined} />
        </dl>
      )}
      {data && satirlar.length === 0 && <p className="empty-lead" data-testid="bakiye-empty">{q ? t('cari.bakiye.bosArama') : bakiyeli ? t('cari.bakiye.bosBakiyeli') : t('cari.bakiye.bos')}</p>}
      {data && satirlar.length > 0 && <BakiyeTablo rapor={data} satirlar={satirlar} cariGor={cariGor} lang={lang} />}
      {baski && <BaskiKopyasi isletme={baski.isletme}><BakiyeBaski rapor={baski} /></BaskiKopyasi>}
    </section>
  );
}

function BakiyeTablo({ rapor, satirlar, cariGor, lang, baski }: { rapor: BakiyeRaporu; satirlar: BakiyeRaporu['satirlar']; cariGor: boolean; lang: ReturnType<typeof $lang.get>; baski?: boolean }) {
  const t = useT();
  const filtreli = satirlar.length !== rapor.satirlar.length;
  const toplam = filtreli
    ? satirlar.reduce((a, s) => ({ borc: a.borc + s.borcKurus, tahsilat: a.tahsilat + s.tahsilatKurus, bakiye: a.bakiye + s.bakiyeKurus }), { borc: 0, tahsilat: 0, bakiye: 0 })
    : rapor.toplam;
  return (
    <Tablo testId={baski ? undefined : 'bakiye-table'} sinif={baski ? 'rf-rapor-tablo' : 'rf-table'} baslik={t('cari.bakiye.title')} satirlar={satirlar} satirAnahtari={(s) => s.musteriId}
      satirOzellik={(s) => ({ className: s.silinmis ? 'row-passive' : undefined, 'data-testid': baski ? undefined : `bakiye-row-${s.musteriId}` })} kolonlar={[
        { anahtar: 'musteri', baslik: t('kasa.col.musteri'), satirBasligi: true, sinif: 'rf-musteri-hucre', alt: t('kasa.rapor.genelToplam'), hucre: (s) => (cariGor && !baski
          ? <a className="rf-link" href={`/isletme/randevutakip/cari-takip?musteri=${s.musteriId}`}>{musteriAdi(s, t)}</a>
          : musteriAdi(s, t)) },
        { anahtar: 'telefon', baslik: t('kasa.csv.telefon'), sinif: 'rf-tel', hucre: (s) => (s.telefon ? telefonGoster(s.telefon) : '—') },
        { anahtar: 'borc', baslik: t('cari.toplamBorc'), sayisal: true, hucre: (s) => formatKurus(s.borcKurus), alt: formatKurus(toplam.borc) },
        { anahtar: 'tahsilat', baslik: t('cari.bakiye.toplamOdenen'), sayisal: true, hucre: (s) => formatKurus(s.tahsilatKurus), alt: formatKurus(toplam.tahsilat) },
        { anahtar: 'bakiye', baslik: t('kasa.col.bakiye'), sayisal: true,
          hucre: (s) => (baski ? bakiyeMetni(s.bakiyeKurus, t) : <span className={bakiyeSinifi(s.bakiyeKurus)}>{bakiyeMetni(s.bakiyeKurus, t)}</span>),
          alt: <span data-testid={baski ? undefined : 'bakiye-tfoot-bakiye'}>{formatKurus(toplam.bakiye)}</span> },
        { anahtar: 'sonHareket', baslik: t('cari.bakiye.sonHareket'), sinif: 'rf-saat', hucre: (s) => zamanGoster(s.sonHareket, lang, rapor.saatDilimi, 'date') },
      ]} />
  );
}

function BakiyeBaski({ rapor }: { rapor: BakiyeRaporu }) {
  const t = useT();
  const lang = useStore($lang);
  return (
    <div className="rf-a4">
      <header className="rf-rapor-bas">
        <h2>{t('cari.bakiye.title')}</h2>
        <p className="rf-kucuk">{t('kasa.rapor.olusturma', { zaman: zamanGoster(rapor.olusturma, lang, rapor.saatDilimi) })}</p>
      </header>
      <dl className="rf-rapor-ozet">
        <div><dt>{t('cari.bakiye.acik')}</dt><dd>{formatKurus(rapor.toplam.bakiye)}</dd></div>
        <div><dt>{t('cari.toplamBorc')}</dt><dd>{formatKurus(rapor.toplam.borc)}</dd></div>
        <div><dt>{t('cari.bakiye.toplamOdenen')}</dt><dd>{formatKurus(rapor.toplam.tahsilat)}</dd></div>
        <div><dt>{t('cari.bakiye.musteriSayisi')}</dt><dd>{rapor.toplam.musteri}</dd></div>
      </dl>
      {rapor.satirlar.length === 0 ? <p>{t('cari.bakiye.bos')}</p> : <BakiyeTablo rapor={rapor} satirlar={rapor.satirlar} cariGor={false} lang={lang} baski />}
    </div>
  );
}
