import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ParametreLogSayfasi } from '@lib/schemas/parametre';
import { LoadError } from '@panel/ui/LoadError';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import { Tablo } from '@panel/ui/Tablo';
import { useZaman } from '@panel/ui/useZaman';
import { $lang } from '@stores/language';
import { useApiData } from '../../useApiData';
import { alanAdi, degerMetni, YOL, type Ceviri } from './ortak';

/** Who changed which parameter when, newest first, paged; times in the venue's zone and the reader's language. */
export function ParametreLog({ t, saatDilimi, yenile }: { t: Ceviri; saatDilimi: string; yenile: number }) {
  const lang = useStore($lang);
  const [sayfa, setSayfa] = useState(1);
  const { data, error, reload } = useApiData<ParametreLogSayfasi>(`${YOL}/log?sayfa=${sayfa}`);
  useEffect(() => {
    if (yenile === 0) return;
    if (sayfa === 1) void reload();
    else setSayfa(1);
  }, [yenile]);

  const zaman = useZaman(saatDilimi);

  return (
    <section className="card prm-log" aria-labelledby="prm-log-baslik" data-testid="prm-log">
      <h2 id="prm-log-baslik">{t('parametre.log.title')}</h2>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {data && data.satirlar.length === 0 && <p className="muted" data-testid="prm-log-bos">{t('parametre.log.bos')}</p>}
      {data && (
        <Tablo sinif="prm-log-tablo" baslik={t('parametre.log.title')} satirlar={data.satirlar} satirAnahtari={(s) => s.id}
          satirOzellik={() => ({ 'data-testid': 'prm-log-satir' })} kolonlar={[
            { anahtar: 'zaman', baslik: t('parametre.log.zaman'), hucre: (s) => <time dateTime={s.zaman}>{zaman.an(s.zaman, 'ortaSaat')}</time> },
            { anahtar: 'kim', baslik: t('parametre.log.kim'), hucre: (s) => s.kullanici ?? t('parametre.log.bilinmeyen') },
            { anahtar: 'alan', baslik: t('parametre.log.alan'), hucre: (s) => alanAdi(s.alan, s.kategori, lang, t) },
            { anahtar: 'degisiklik', baslik: t('parametre.log.degisiklik'), sinif: 'prm-degisim', hucre: (s) => (
              <span className="prm-degisim-deger">
                <span className="prm-eski">{degerMetni(s.alan, s.eski, t)}</span>
                <span aria-hidden="true" className="prm-ok">→</span>
                <span className="prm-yeni">{degerMetni(s.alan, s.yeni, t)}</span>
              </span>
            ) },
          ]} />
      )}
      {data && <Sayfalayici sayfa={sayfa} toplam={data.toplam} boyut={data.boyut} onSayfa={setSayfa} testId="prm-log" />}
    </section>
  );
}
