import '@lib/i18n/kasa';
import { transferKalemleriMetni, type TransferKalemi } from '@lib/cafe/transfer';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/para';
import { $lang } from '@stores/language';
import { raporApi } from '@api/cafe/gun';
import { Dropdown } from '@panel/ui/Dropdown';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { AralikSecici } from '@panel/modules/kasa/AralikSecici';
import { zamanGoster } from '@panel/modules/kasa/ortak';
import '@styles/cafe-gun.css';

interface Satir {
  id: number; tur: 'masa' | 'birlestir' | 'kalem' | 'bol' | 'bolGeri'; zaman: string; kaynakMasa: string; hedefMasa: string; kaynakNo: number | null; hedefNo: number | null;
  kalemler: TransferKalemi[]; tutarKurus: number; kullanici: string | null;
}
interface Log { satirlar: Satir[]; kesildi: boolean; bas: string; bit: string; bugun: string; saatDilimi: string; kullanicilar: { id: number; ad: string }[]; masalar: { id: number; ad: string }[] }

/** A transfer log (table moves and merges, or line moves): who, when, from, to, which lines, amounts; filters and CSV. */
export function TransferLog({ log, title, aktarabilir }: { log: 'masa' | 'adisyon'; title: string; aktarabilir: boolean }) {
  const t = useT();
  const lang = useStore($lang);
  const [aralik, setAralik] = useState<{ bas: string; bit: string } | null>(null);
  const [masa, setMasa] = useState('');
  const [kullanici, setKullanici] = useState('');
  const q = new URLSearchParams({ ...(aralik ?? {}), ...(masa ? { masa } : {}), ...(kullanici ? { kullanici } : {}) });
  const { data, error, reload } = useApiData<Log>(raporApi.transfer(log, q.toString()));
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const csv = () => { const c = new URLSearchParams(q); if (data) { c.set('bas', data.bas); c.set('bit', data.bit); } void raporApi.transferCsv(log, c.toString()); };
  return (
    <section className="screen cg-screen">
      <header className="screen-header">
        <div>
          <h1>{title}</h1>
          <p className="muted">{t(log === 'masa' ? 'cafe.gun.tr.masaSubtitle' : 'cafe.gun.tr.adisyonSubtitle')}</p>
        </div>
        {aktarabilir && <div className="row-actions"><button type="button" className="btn" disabled={!data} onClick={csv} data-testid="cg-transfer-csv">{t('kasa.csvIndir')}</button></div>}
      </header>
      {data && (
        <div className="cg-filtreler">
          <AralikSecici bas={data.bas} bit={data.bit} bugun={data.bugun} onChange={(bas, bit) => setAralik({ bas, bit })} />
          <Dropdown label={t('cafe.gun.rapor.csv.masa')} name="masa" value={masa} onChange={setMasa} options={[{ value: '', label: t('kasa.tumu') }, ...data.masalar.map((m) => ({ value: String(m.id), label: m.ad }))]} />
          <Dropdown label={t('cafe.gun.transfer.csv.kullanici')} name="kullanici" value={kullanici} onChange={setKullanici} options={[{ value: '', label: t('kasa.tumu') }, ...data.kullanicilar.map((k) => ({ value: String(k.id), label: k.ad }))]} />
        </div>
      )}
      {data?.kesildi && <p className="cg-uyari" role="status">{t('cafe.gun.tr.kesildi', { adet: data.satirlar.length })}</p>}
      {data && (
        <Tablo testId="cg-transfer-tablo" baslik={title} satirlar={data.satirlar} satirAnahtari={(s) => s.id} satirOzellik={(s) => ({ 'data-testid': `cg-transfer-${s.id}` })} bos={t('cafe.gun.tr.bos')} bosTestId="cg-transfer-bos" kolonlar={[
          { anahtar: 'zaman', baslik: t('cafe.gun.transfer.csv.zaman'), satirBasligi: true, hucre: (s) => zamanGoster(s.zaman, lang, data.saatDilimi) },
          { anahtar: 'tur', baslik: t('cafe.gun.transfer.csv.tur'), hucre: (s) => t(`cafe.gun.transfer.tur.${s.tur}`) },
          { anahtar: 'nereden', baslik: t('cafe.gun.tr.nereden'), hucre: (s) => `${s.kaynakMasa}${s.kaynakNo ? ` · #${s.kaynakNo}` : ''}` },
          { anahtar: 'nereye', baslik: t('cafe.gun.tr.nereye'), hucre: (s) => `${s.hedefMasa}${s.hedefNo ? ` · #${s.hedefNo}` : ''}` },
          log === 'adisyon' && { anahtar: 'kalemler', baslik: t('cafe.gun.transfer.csv.kalemler'), hucre: (s) => transferKalemleriMetni(s.kalemler) },
          { anahtar: 'tutar', baslik: t('cafe.gun.transfer.csv.tutar'), sayisal: true, hucre: (s) => formatKurus(s.tutarKurus) },
          { anahtar: 'kullanici', baslik: t('cafe.gun.transfer.csv.kullanici'), hucre: (s) => s.kullanici ?? '–' },
        ]} />
      )}
    </section>
  );
}
