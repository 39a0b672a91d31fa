import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { kaporaApi } from '@api/randevu/kapora';
import type { HizmetKaporaSatiri, KaporaAyari } from '@lib/schemas/randevu/kapora';
import { islem } from '@api/islem';
import { hizmetKaporasi } from '@lib/randevu/kapora';
import { metin } from '@lib/menu/text';
import { formatKurus, parseLira, tutarMetni } from '@lib/para';
import { $lang } from '@stores/language';
import { Dialog } from '@panel/ui/Dialog';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import '@styles/randevu-kapora.css';

type Satir = HizmetKaporaSatiri & { metin: string };
const TURLER = ['yok', 'sabit', 'yuzde'] as const;

/** The venue's deposit rules (hold time, customer rule, no-show policy, IBAN) and each service's deposit. */
export function KaporaAyarDialog({ duzenleyebilir, onClose }: { duzenleyebilir: boolean; onClose: () => void }) {
  const t = useT();
  const lang = useStore($lang);
  const { data, error, reload } = useApiData<KaporaAyari & { hizmetler: HizmetKaporaSatiri[] }>(kaporaApi.ayar);
  const [g, setG] = useState<KaporaAyari | null>(null);
  const [satirlar, setSatirlar] = useState<Satir[]>([]);
  const [hata, setHata] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const { hizmetler, ...ayar } = data;
    setG(ayar);
    setSatirlar(hizmetler.map((h) => ({ ...h, metin: h.tur === 'sabit' ? tutarMetni(h.deger) : h.tur === 'yuzde' ? String(h.deger) : '' })));
  }, [data]);
  const set = (d: Partial<KaporaAyari>) => setG((x) => (x ? { ...x, ...d } : x));
  const satirSet = (id: number, d: Partial<Satir>) => setSatirlar((l) => l.map((s) => (s.id === id ? { ...s, ...d } : s)));
  /** a row's value in kuruş or percent; null when it does not parse */
  const deger = (s: Satir): number | null => (s.tur === 'yok' ? 0 : s.tur === 'sabit' ? parseLira(s.metin) : /^\d{1,3}$/.test(s.metin.trim()) ? Number(s.metin.trim()) : null);

  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (!g || !data) return;
    setHata(null);
    const bozuk = satirlar.find((s) => deger(s) === null);
    if (bozuk) return setHata(t('randevu.kapora.ayar.degerHata', { ad: metin(bozuk.ad, lang) }));
    const degisen = satirlar.filter((s) => {
      const once = data.hizmetler.find((h) => h.id === s.id);
      return !once || once.tur !== s.tur || once.deger !== deger(s);
    });
    const tamam = await islem(async () => {
      await kaporaApi.ayarKaydet(g);
      for (const s of degisen) await kaporaApi.hizmetKaydet(s.id, s.tur, deger(s)!);
    }, t('common.saved'), 10000);
    if (tamam) onClose();
  }

  return (
    <Dialog title={t('randevu.kapora.ayar.baslik')} open onClose={onClose} wide>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {g && (
        <form className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="kapora-ayar-form">
          <fieldset className="rh-radyo" disabled={!duzenleyebilir}>
            <legend>{t('randevu.kapora.ayar.hizmetler')}</legend>
            <p className="muted">{t('randevu.kapora.ayar.hizmetlerAciklama')}</p>
            {satirlar.map((s) => {
              const ad = metin(s.ad, lang);
              const d = deger(s);
              return (
                <div key={s.id} className="kp-hizmet" data-testid={`kapora-hizmet-${s.id}`}>
                  <span className="kp-ad"><strong>{ad}</strong> <span className="muted">· {formatKurus(s.fiyatKurus)}</span></span>
                  <label className="field"><span>{t('randevu.kapora.ayar.tur')}</span>
                    <select className="input" value={s.tur} onChange={(e) => satirSet(s.id, { tur: e.target.value as Satir['tur'], metin: '' })} aria-label={`${t('randevu.kapora.ayar.tur')}: ${ad}`} data-testid={`kapora-tur-${s.id}`}>
                      {TURLER.map((tur) => <option key={tur} value={tur}>{t(`randevu.kapora.ayar.tur.${tur}`)}</option>)}
                    </select></label>
                  {s.tur !== 'yok' && (
                    <label className="field"><span>{s.tur === 'sabit' ? t('randevu.kapora.ayar.tutar') : t('randevu.kapora.ayar.yuzde')}</span>
                      <input className="input" inputMode="decimal" value={s.metin} onChange={(e) => satirSet(s.id, { metin: e.target.value })} aria-invalid={d === null}
                        aria-label={`${s.tur === 'sabit' ? t('randevu.kapora.ayar.tutar') : t('randevu.kapora.ayar.yuzde')}: ${ad}`} data-testid={`kapora-deger-${s.id}`} /></label>
                  )}
                  {s.tur !== 'yok' && d !== null && <span className="muted kp-onizleme">= {formatKurus(hizmetKaporasi({ fiyatKurus: s.fiyatKurus, kaporaTur: s.tur, kaporaDeger: d }))}</span>}
                </div>
              );
            })}
          </fieldset>
          <fieldset className="rh-radyo" disabled={!duzenleyebilir}>
            <legend>{t('randevu.kapora.ayar.kural')}</legend>
            <p className="muted">{t('randevu.kapora.ayar.kuralAciklama')}</p>
            <div className="kp-satir">
              <label className="field"><span>{t('randevu.kapora.ayar.kuralGelmedi')}</span>
                <input className="input" type="number" inputMode="numeric" min={0} max={20} value={g.kuralGelmedi} onChange={(e) => set({ kuralGelmedi: Number(e.target.value) })} data-testid="kapora-kural-gelmedi" /></label>
              <label className="field"><span>{t('randevu.kapora.ayar.kuralAy')}</span>
                <input className="input" type="number" inputMode="numeric" min={1} max={24} value={g.kuralAy} onChange={(e) => set({ kuralAy: Number(e.target.value) })} data-testid="kapora-kural-ay" /></label>
              <label className="field"><span>{t('randevu.kapora.ayar.kuralGecIptalSaat')}</span>
                <input className="input" type="number" inputMode="numeric" min={0} max={168} value={g.kuralGecIptalSaat} onChange={(e) => set({ kuralGecIptalSaat: Number(e.target.value) })} data-testid="kapora-kural-gec" /></label>
              <label className="field"><span>{t('randevu.kapora.ayar.kuralYuzde')}</span>
                <input className="input" type="number" inputMode="numeric" min={1} max={100} value={g.kuralYuzde} onChange={(e) => set({ kuralYuzde: Number(e.target.value) })} data-testid="kapora-kural-yuzde" /></label>
            </div>
          </fieldset>
          <fieldset className="rh-radyo" disabled={!duzenleyebilir}>
            <legend>{t('randevu.kapora.ayar.odeme')}</legend>
            <label className="field"><span>{t('randevu.kapora.ayar.tutmaDk')}</span>
              <input className="input" type="number" inputMode="numeric" min={15} max={4320} step={15} value={g.tutmaDk} onChange={(e) => set({ tutmaDk: Number(e.target.value) })} data-testid="kapora-tutma" /></label>
            <label className="field"><span>{t('randevu.kapora.ayar.iban')}</span>
              <input className="input" value={g.iban} onChange={(e) => set({ iban: e.target.value })} autoComplete="off" spellCheck={false} placeholder="TR00 0000 0000 0000 0000 0000 00" data-testid="kapora-iban" /></label>
            <label className="field"><span>{t('randevu.kapora.ayar.hesapSahibi')}</span>
              <input className="input" value={g.hesapSahibi} maxLength={120} onChange={(e) => set({ hesapSahibi: e.target.value })} data-testid="kapora-hesap-sahibi" /></label>
          </fieldset>
          <fieldset className="rh-radyo" disabled={!duzenleyebilir}>
            <legend>{t('randevu.kapora.ayar.politika')}</legend>
            {(['tut', 'iade'] as const).map((p) => (
              <label key={p}><input type="radio" name="kapora-politika" checked={g.gelmediPolitika === p} onChange={() => set({ gelmediPolitika: p })} data-testid={`kapora-politika-${p}`} /> {t(`randevu.kapora.ayar.politika.${p}`)}</label>
            ))}
          </fieldset>
          <p className="field-error" role="alert">{hata}</p>
          <div className="form-actions">
            <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
            {duzenleyebilir && <button type="submit" className="btn btn-primary" data-testid="kapora-ayar-kaydet">{t('common.save')}</button>}
          </div>
        </form>
      )}
    </Dialog>
  );
}
