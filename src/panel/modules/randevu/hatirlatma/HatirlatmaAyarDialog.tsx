import { useEffect, useState, type FormEvent } from 'react';
import { hatirlatmaApi } from '@api/randevu/hatirlatma';
import { islem } from '@api/islem';
import { SAAT_ONCE_ARALIGI, YER_TUTUCULAR, ZAMANLAMALAR } from '@lib/randevu/hatirlatma';
import type { HatirlatmaAyarGirdisi, HatirlatmaAyari } from '@lib/schemas/randevu/hatirlatma';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import { useTx } from '@panel/ui/useTx';
import { useApiData } from '@panel/useApiData';

const DILLER = ['tr', 'en', 'de', 'ru'] as const;

/** The venue's reminder timing and message per language (a venue parameter: saving needs the parameters' right). */
export function HatirlatmaAyarDialog({ duzenleyebilir, onClose }: { duzenleyebilir: boolean; onClose: (degisti: boolean) => void }) {
  const t = useTx();
  const { data, error, reload } = useApiData<HatirlatmaAyari>(hatirlatmaApi.ayar);
  const [g, setG] = useState<HatirlatmaAyarGirdisi | null>(null);
  useEffect(() => {
    if (data) setG({ zamanlama: data.zamanlama, saat: data.saat, saatOnce: data.saatOnce, metin: data.metin });
  }, [data]);
  const set = (d: Partial<HatirlatmaAyarGirdisi>) => setG((x) => (x ? { ...x, ...d } : x));
  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (!g) return;
    if (await islem(() => hatirlatmaApi.ayarKaydet(g), t('randevu.hatirlatma.kaydedildi'), 10000)) onClose(true);
  }
  return (
    <Dialog title={t('randevu.hatirlatma.ayarlar')} open onClose={() => onClose(false)} wide>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {g && data && (
        <form className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="rh-ayar-form">
          <fieldset className="rh-radyo" disabled={!duzenleyebilir}>
            <legend>{t('randevu.hatirlatma.zamanlama')}</legend>
            {ZAMANLAMALAR.map((z) => (
              <label key={z}><input type="radio" name="rh-zamanlama" checked={g.zamanlama === z} onChange={() => set({ zamanlama: z })} data-testid={`rh-zamanlama-${z}`} /> {t(`randevu.hatirlatma.zamanlamaSecenek.${z}`)}</label>
            ))}
          </fieldset>
          {g.zamanlama === 'onceki_gun' ? (
            <label className="field"><span>{t('randevu.hatirlatma.saat')}</span>
              <input className="input" type="time" value={g.saat} onChange={(e) => set({ saat: e.target.value })} disabled={!duzenleyebilir} required data-testid="rh-saat" />
            </label>
          ) : (
            <label className="field"><span>{t('randevu.hatirlatma.saatOnce')}</span>
              <input className="input" type="number" inputMode="numeric" min={SAAT_ONCE_ARALIGI[0]} max={SAAT_ONCE_ARALIGI[1]} value={g.saatOnce}
                onChange={(e) => set({ saatOnce: Number(e.target.value) })} disabled={!duzenleyebilir} required data-testid="rh-saat-once" />
            </label>
          )}
          {DILLER.map((dil) => (
            <label key={dil} className="field"><span>{t('randevu.hatirlatma.metin')} ({dil.toUpperCase()})</span>
              <textarea className="input" rows={4} lang={dil} value={g.metin[dil]} placeholder={data.varsayilan[dil]} onChange={(e) => set({ metin: { ...g.metin, [dil]: e.target.value } })}
                maxLength={1000} disabled={!duzenleyebilir} data-testid={`rh-metin-${dil}`} />
            </label>
          ))}
          <p className="muted">{t('randevu.hatirlatma.yerTutucular', { liste: YER_TUTUCULAR.map((y) => `{${y}}`).join(' ') })}</p>
          {!duzenleyebilir && <p className="muted" role="note">{t('randevu.hatirlatma.ayarYetkisiYok')}</p>}
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => onClose(false)}>{t('randevu.hatirlatma.kapat')}</button>
            {duzenleyebilir && <button type="submit" className="btn btn-primary" data-testid="rh-ayar-kaydet">{t('randevu.hatirlatma.kaydet')}</button>}
          </div>
        </form>
      )}
    </Dialog>
  );
}
