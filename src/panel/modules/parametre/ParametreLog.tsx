import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ParametreLogSayfasi } from '@lib/schemas/parametre';
import { LoadError } from '@panel/ui/LoadError';
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
  const sayfaSayisi = data ? Math.max(1, Math.ceil(data.toplam / data.boyut)) : 1;

  return (
    <section className="card prm-log" aria-labelledby="prm-log-baslik" data-testid="prm-log">
      <h2 id="prm-log-baslik">{t('parametre.log.title')}</h2>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {data && data.satirlar.length === 0 && <p className="muted" data-testid="prm-log-bos">{t('parametre.log.bos')}</p>}
      {data && data.satirlar.length > 0 && (
        <div className="table-wrap">
          <table className="table prm-log-tablo">
            <thead>
              <tr><th scope="col">{t('parametre.log.zaman')}</th><th scope="col">{t('parametre.log.kim')}</th><th scope="col">{t('parametre.log.alan')}</th><th scope="col">{t('parametre.log.degisiklik')}</th></tr>
            </thead>
            <tbody>
              {data.satirlar.map((s) => (
                <tr key={s.id} data-testid="prm-log-satir">
                  <td data-label={t('parametre.log.zaman')}><time dateTime={s.zaman}>{zaman.an(s.zaman, 'ortaSaat')}</time></td>
                  <td data-label={t('parametre.log.kim')}>{s.kullanici ?? t('parametre.log.bilinmeyen')}</td>
                  <td data-label={t('parametre.log.alan')}>{alanAdi(s.alan, s.kategori, lang, t)}</td>
                  <td data-label={t('parametre.log.degisiklik')} className="prm-degisim">
                    <span className="prm-degisim-deger">
                      <span className="prm-eski">{degerMetni(s.alan, s.eski, t)}</span>
                      <span aria-hidden="true" className="prm-ok">→</span>
                      <span className="prm-yeni">{degerMetni(s.alan, s.yeni, t)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && sayfaSayisi > 1 && (
        <nav className="prm-sayfalama" aria-label={t('parametre.log.title')}>
          <button type="button" className="btn btn-small" disabled={sayfa <= 1} onClick={() => setSayfa(sayfa - 1)}>{t('parametre.log.onceki')}</button>
          <span aria-live="polite">{t('parametre.log.sayfa', { sayfa, toplam: sayfaSayisi })}</span>
          <button type="button" className="btn btn-small" disabled={sayfa >= sayfaSayisi} onClick={() => setSayfa(sayfa + 1)}>{t('parametre.log.sonraki')}</button>
        </nav>
      )}
    </section>
  );
}
