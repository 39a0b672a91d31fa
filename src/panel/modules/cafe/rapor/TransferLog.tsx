import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatKurus } from '@lib/menu/money';
import { $lang } from '@stores/language';
import { raporApi } from '@api/cafe/gun';
import { Dropdown } from '@panel/ui/Dropdown';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { FinansAralik } from '@panel/modules/randevu/finans/finans-aralik';
import { zamanGoster } from '@panel/modules/randevu/finans/finans-ortak';
import '@styles/cafe-gun.css';

interface Satir {
  id: number; tur: 'masa' | 'birlestir' | 'kalem'; zaman: string; kaynakMasa: string; hedefMasa: string; kaynakNo: number | null; hedefNo: number | null;
  kalemler: Array<{ ad: string; adet: number; tutarKurus: number }>; tutarKurus: number; kullanici: string | null;
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
        {aktarabilir && <div className="row-actions"><button type="button" className="btn" disabled={!data} onClick={csv} data-testid="cg-transfer-csv">{t('rfinans.csvIndir')}</button></div>}
      </header>
      {data && (
        <div className="cg-filtreler">
          <FinansAralik bas={data.bas} bit={data.bit} bugun={data.bugun} onChange={(bas, bit) => setAralik({ bas, bit })} />
          <Dropdown label={t('cafe.gun.rapor.csv.masa')} name="masa" value={masa} onChange={setMasa} options={[{ value: '', label: t('rfinans.tumu') }, ...data.masalar.map((m) => ({ value: String(m.id), label: m.ad }))]} />
          <Dropdown label={t('cafe.gun.transfer.csv.kullanici')} name="kullanici" value={kullanici} onChange={setKullanici} options={[{ value: '', label: t('rfinans.tumu') }, ...data.kullanicilar.map((k) => ({ value: String(k.id), label: k.ad }))]} />
        </div>
      )}
      {data?.kesildi && <p className="cg-uyari" role="status">{t('cafe.gun.tr.kesildi', { adet: data.satirlar.length })}</p>}
      {data && data.satirlar.length === 0 && <p className="muted" data-testid="cg-transfer-bos">{t('cafe.gun.tr.bos')}</p>}
      {data && data.satirlar.length > 0 && (
        <div className="table-wrap">
          <table className="table" data-testid="cg-transfer-tablo">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cafe.gun.transfer.csv.zaman')}</th><th scope="col">{t('cafe.gun.transfer.csv.tur')}</th>
                <th scope="col">{t('cafe.gun.tr.nereden')}</th><th scope="col">{t('cafe.gun.tr.nereye')}</th>
                {log === 'adisyon' && <th scope="col">{t('cafe.gun.transfer.csv.kalemler')}</th>}
                <th scope="col" className="cg-num">{t('cafe.gun.transfer.csv.tutar')}</th><th scope="col">{t('cafe.gun.transfer.csv.kullanici')}</th>
              </tr>
            </thead>
            <tbody>
              {data.satirlar.map((s) => (
                <tr key={s.id} data-testid={`cg-transfer-${s.id}`}>
                  <td data-label={t('cafe.gun.transfer.csv.zaman')}>{zamanGoster(s.zaman, lang, data.saatDilimi)}</td>
                  <td data-label={t('cafe.gun.transfer.csv.tur')}>{t(`cafe.gun.transfer.tur.${s.tur}`)}</td>
                  <td data-label={t('cafe.gun.tr.nereden')}>{s.kaynakMasa}{s.kaynakNo ? ` · #${s.kaynakNo}` : ''}</td>
                  <td data-label={t('cafe.gun.tr.nereye')}>{s.hedefMasa}{s.hedefNo ? ` · #${s.hedefNo}` : ''}</td>
                  {log === 'adisyon' && <td data-label={t('cafe.gun.transfer.csv.kalemler')}>{s.kalemler.map((k) => `${k.adet} × ${k.ad}`).join(', ')}</td>}
                  <td data-label={t('cafe.gun.transfer.csv.tutar')} className="cg-num">{formatKurus(s.tutarKurus)}</td>
                  <td data-label={t('cafe.gun.transfer.csv.kullanici')}>{s.kullanici ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
