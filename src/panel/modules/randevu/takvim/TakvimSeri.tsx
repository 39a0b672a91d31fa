import '@styles/randevu-seri.css';
import { useEffect, useRef, useState } from 'react';
import { ApiCallError } from '@api/client';
import { seriApi } from '@api/randevu/seri';
import { aktifMi } from '@lib/randevu/takvim-durum';
import type { SeriGirdisi, SeriPlani } from '@lib/schemas/randevu/seri';
import type { RandevuEkleGirdisi, TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import { withLoader } from '@stores/loader';
import { onayla } from '@stores/onay';
import { toast } from '@stores/toasts';
import { useT } from '@panel/hooks';
import { hataMetni, useBicim } from './takvim-ortak';

/**
 * "Tekrarla" of the appointment form: every 1–4 weeks × N or until a date. A save with conflicting dates answers the
 * list (each with the nearest free starts of the same staff member); the operator picks one or skips each, then saves.
 */
export function useSeri(degisim: unknown[]) {
  const [acik, setAcik] = useState(false);
  const [aralikHafta, setAralikHafta] = useState(1);
  const [bitisTuru, setBitisTuru] = useState<'adet' | 'tarih'>('adet');
  const [adet, setAdet] = useState(6);
  const [sonTarih, setSonTarih] = useState('');
  const [plan, setPlan] = useState<SeriPlani | null>(null);
  const [secimler, setSecimler] = useState<Record<number, string | null>>({});
  // the conflict list is about the previous attempt: it goes once the appointment or the rule changes
  useEffect(() => { setPlan(null); setSecimler({}); }, [acik, aralikHafta, bitisTuru, adet, sonTarih, ...degisim]);
  return {
    acik, setAcik, aralikHafta, setAralikHafta, bitisTuru, setBitisTuru, adet, setAdet, sonTarih, setSonTarih, plan, secimler,
    sec: (sira: number, baslangic: string | null) => setSecimler((s) => ({ ...s, [sira]: baslangic })),
    girdi: (randevu: RandevuEkleGirdisi): SeriGirdisi => ({
      randevu,
      tekrar: { aralikHafta, adet: bitisTuru === 'adet' ? adet : null, bitisTarihi: bitisTuru === 'tarih' ? sonTarih : null },
      secimler: Object.entries(secimler).map(([sira, baslangic]) => ({ sira: Number(sira), baslangic })),
    }),
    /** true when the error carried the conflict list (shown under the form), false for any other error */
    cakismaGoster: (error: unknown): boolean => {
      const data = error instanceof ApiCallError ? (error.data as SeriPlani | undefined) : undefined;
      if (!data || !Array.isArray(data.tarihler)) return false;
      setPlan(data);
      return true;
    },
  };
}
export type Seri = ReturnType<typeof useSeri>;

/** The repeat switch and rule. */
export function TakvimSeriAlani({ seri }: { seri: Seri }) {
  const t = useT();
  return (
    <fieldset className="rt-fieldset rt-seri" data-testid="seri-alani">
      <legend className="sr-only">{t('randevu.seri.tekrarla')}</legend>
      <label className="rt-seri-ac">
        <input type="checkbox" checked={seri.acik} onChange={(e) => seri.setAcik(e.target.checked)} data-testid="seri-ac" />
        <span>{t('randevu.seri.tekrarla')}</span>
      </label>
      {seri.acik && (
        <div className="form-row">
          <label className="field"><span>{t('randevu.seri.aralik')}</span>
            <select className="input" value={seri.aralikHafta} onChange={(e) => seri.setAralikHafta(Number(e.target.value))} data-testid="seri-aralik">
              {[1, 2, 3, 4].map((n) => <option key={n} value={n}>{seriAraligi(t, n)}</option>)}
            </select>
          </label>
          <label className="field"><span>{t('randevu.seri.bitis')}</span>
            <select className="input" value={seri.bitisTuru} onChange={(e) => seri.setBitisTuru(e.target.value as 'adet' | 'tarih')} data-testid="seri-bitis">
              <option value="adet">{t('randevu.seri.adet')}</option>
              <option value="tarih">{t('randevu.seri.sonTarih')}</option>
            </select>
          </label>
          {seri.bitisTuru === 'adet' ? (
            <label className="field"><span>{t('randevu.seri.adet')}</span>
              <input className="input" type="number" inputMode="numeric" min={2} max={52} value={seri.adet} onChange={(e) => seri.setAdet(Number(e.target.value))} data-testid="seri-adet" /></label>
          ) : (
            <label className="field"><span>{t('randevu.seri.sonTarih')}</span>
              <input className="input" type="date" value={seri.sonTarih} onChange={(e) => seri.setSonTarih(e.target.value)} data-testid="seri-son-tarih" /></label>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** "her hafta" / "her 2 haftada". */
export function seriAraligi(t: ReturnType<typeof useT>, n: number): string {
  return n === 1 ? t('randevu.seri.herHafta') : t('randevu.seri.herNHafta', { n });
}

/** The conflicting dates with their free starts: pick one or skip each. */
export function TakvimSeriCakismalari({ seri, saatDilimi }: { seri: Seri; saatDilimi: string }) {
  const t = useT();
  const b = useBicim(saatDilimi);
  const kutu = useRef<HTMLDivElement>(null);
  // on a phone the form's end is below the fold: bring the list into view
  useEffect(() => { kutu.current?.scrollIntoView?.({ block: 'nearest' }); }, [seri.plan]);
  if (!seri.plan) return null;
  const cakisanlar = seri.plan.tarihler.filter((x) => x.durum === 'dolu' || x.durum === 'mesaiDisi');
  if (cakisanlar.length === 0) return null;
  const zaman = (iso: string) => `${b.kisaGun(b.gunTarihi(iso))} ${b.saat(iso)}`;
  return (
    <div ref={kutu} className="rt-uyari" role="group" aria-label={t('randevu.seri.cakismalar')} data-testid="seri-cakismalar">
      <p>{t('randevu.seri.cakismalar')}</p>
      <ul className="rt-seri-liste">
        {cakisanlar.map((x) => {
          const secim = seri.secimler[x.sira];
          return (
            <li key={x.sira} data-testid="seri-cakisma">
              <p><strong>{x.sira}. {zaman(x.baslangic)}</strong> · {t(x.durum === 'dolu' ? 'randevu.seri.durum.dolu' : 'randevu.seri.durum.mesaiDisi')}</p>
              <div className="row-actions">
                {x.oneriler.map((o) => (
                  <button key={o} type="button" className={`btn btn-small${secim === o ? ' btn-primary' : ''}`} aria-pressed={secim === o} onClick={() => seri.sec(x.sira, o)} data-testid="seri-oneri">
                    {zaman(o)}
                  </button>
                ))}
                <button type="button" className={`btn btn-small${secim === null ? ' btn-primary' : ''}`} aria-pressed={secim === null} onClick={() => seri.sec(x.sira, null)} data-testid="seri-atla">
                  {t('randevu.seri.atla')}
                </button>
              </div>
              {x.oneriler.length === 0 && <p className="muted">{t('randevu.seri.oneriYok')}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The series line of the detail dialog ("3/6 · her 2 haftada") and "cancel this and the following". */
export function TakvimSeriBilgisi({ r, iptalEdebilir, onDone }: { r: TakvimRandevusu; iptalEdebilir: boolean; onDone: (yeni: TakvimRandevusu) => void }) {
  const t = useT();
  const [hata, setHata] = useState('');
  if (!r.seri) return null;
  const seri = r.seri;
  async function sonrakileriIptal() {
    if (!(await onayla(t('randevu.seri.iptalSoru'), { onayMetni: t('randevu.seri.iptalSonrakiler'), tehlikeli: true }))) return;
    setHata('');
    try {
      const s = await withLoader(() => seriApi.iptal(r.id, 'sonrakiler'));
      toast('success', t('randevu.seri.iptalEdildi', { sayi: s.iptalSayisi }));
      onDone(s.randevular.find((x) => x.id === r.id) ?? r);
    } catch (caught) {
      setHata(hataMetni(caught));
    }
  }
  return (
    <div className="rt-seri-bilgi" data-testid="detay-seri">
      <span className="rt-seri-etiket">↻ {t('randevu.seri.etiket', { sira: seri.sira, adet: seri.adet, aralik: seriAraligi(t, seri.aralikHafta) })}</span>
      {iptalEdebilir && aktifMi(r.durum) && (
        <button type="button" className="btn btn-small btn-danger" onClick={() => void sonrakileriIptal()} data-testid="seri-iptal-sonrakiler">{t('randevu.seri.iptalSonrakiler')}</button>
      )}
      {hata && <p className="field-error" role="alert">{hata}</p>}
    </div>
  );
}
