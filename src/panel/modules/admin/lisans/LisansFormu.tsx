import { useEffect, useState, type FormEvent } from 'react';
import { lisansApi } from '@api/admin/lisans';
import { LISANS_MODULLERI, LISANS_PLANLARI, type LisansModulu } from '@lib/lisans';
import { gunEkle, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { LisansSchema, type LisansGecmisi, type LisansSatiri } from '@lib/schemas/admin/lisans';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useZaman } from '@panel/ui/useZaman';
import { useT } from '@panel/hooks';
import { tarih } from './ortak';

const KOD_ALANI = { SEATS_BELOW_ACTIVE: 'koltuk' };

/** Edit (or give) one venue's licence; below the form, what changed before, newest first. */
export function LisansFormu({ satir, varsayilanEkSure, bugun, onClose, onSaved }: {
  satir: LisansSatiri; varsayilanEkSure: number; bugun: string; onClose: () => void; onSaved: () => void;
}) {
  const t = useT();
  const zaman = useZaman(VARSAYILAN_DILIM);
  const l = satir.lisans;
  const [taslak, setTaslak] = useState({
    plan: l?.plan ?? 'standart',
    moduller: [...(l?.moduller ?? LISANS_MODULLERI)] as LisansModulu[],
    koltuk: String(l?.koltuk ?? Math.max(5, satir.kullanilan)),
    baslangic: l?.baslangic ?? bugun,
    bitis: l?.bitis ?? gunEkle(bugun, 365),
    deneme: l?.deneme ?? false,
    ekSureGun: l?.ekSureGun === null || l?.ekSureGun === undefined ? '' : String(l.ekSureGun),
  });
  const [gecmis, setGecmis] = useState<LisansGecmisi[] | null>(null);
  useEffect(() => {
    let iptal = false;
    lisansApi.detay(satir.isletmeId).then((d) => { if (!iptal) setGecmis(d.gecmis); }, () => { if (!iptal) setGecmis([]); });
    return () => { iptal = true; };
  }, [satir.isletmeId]);
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));
  const govde = {
    ...taslak,
    koltuk: taslak.koltuk.trim() === '' ? Number.NaN : Number(taslak.koltuk),
    ekSureGun: taslak.ekSureGun.trim() === '' ? null : Number(taslak.ekSureGun),
  };
  const f = useAlanHatalari(LisansSchema, govde, { kodAlani: KOD_ALANI });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const g = f.gonder();
    if (!g) return;
    try {
      await withLoader(() => lisansApi.kaydet(satir.isletmeId, g));
      toast('success', t('admin.lisans.kaydedildi'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const modul = (m: LisansModulu, acik: boolean) => set({ moduller: acik ? LISANS_MODULLERI.filter((x) => x === m || taslak.moduller.includes(x)) : taslak.moduller.filter((x) => x !== m) });

  return (
    <Dialog title={t('admin.lisans.duzenleBaslik', { ad: satir.ad })} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="lisans-form">
        <div className="form-row">
          <Dropdown label={t('admin.lisans.plan')} value={taslak.plan} name="plan" error={f.hataMetni('plan')}
            options={LISANS_PLANLARI.map((p) => ({ value: p, label: t(`admin.lisans.plan.${p}`) }))} onChange={(p) => set({ plan: p as typeof taslak.plan })} />
          <label className="field"><span>{t('admin.lisans.koltuk')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" type="number" inputMode="numeric" min={1} max={1000} value={taslak.koltuk} onChange={(e) => set({ koltuk: e.target.value })} data-testid="lisans-koltuk" {...f.alan('koltuk')} />
            {f.hata('koltuk')}
          </label>
        </div>
        <fieldset className="lisans-moduller" data-alan="moduller" tabIndex={-1}>
          <legend>{t('admin.lisans.moduller')}</legend>
          {LISANS_MODULLERI.map((m) => (
            <label key={m} className="check"><input type="checkbox" checked={taslak.moduller.includes(m)} onChange={(e) => modul(m, e.target.checked)} data-testid={`lisans-modul-${m}`} />{t(`admin.lisans.modul.${m}`)}</label>
          ))}
          {f.hata('moduller')}
        </fieldset>
        <div className="form-row">
          <label className="field"><span>{t('admin.lisans.baslangic')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" type="date" value={taslak.baslangic} onChange={(e) => set({ baslangic: e.target.value })} data-testid="lisans-baslangic" {...f.alan('baslangic')} />
            {f.hata('baslangic')}
          </label>
          <label className="field"><span>{t('admin.lisans.bitis')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" type="date" value={taslak.bitis} onChange={(e) => set({ bitis: e.target.value })} data-testid="lisans-bitis" {...f.alan('bitis')} />
            {f.hata('bitis')}
          </label>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('admin.lisans.ekSure')}</span>
            <input className="input" type="number" inputMode="numeric" min={0} max={90} value={taslak.ekSureGun} placeholder={String(varsayilanEkSure)}
              onChange={(e) => set({ ekSureGun: e.target.value })} data-testid="lisans-eksure" {...f.alan('ekSureGun', 'lisans-eksure-ipucu')} />
            <span id="lisans-eksure-ipucu" className="muted lisans-ipucu">{t('admin.lisans.ekSureIpucu', { gun: varsayilanEkSure })}</span>
            {f.hata('ekSureGun')}
          </label>
          <label className="check lisans-deneme"><input type="checkbox" checked={taslak.deneme} onChange={(e) => set({ deneme: e.target.checked })} data-testid="lisans-deneme" />{t('admin.lisans.deneme')}</label>
        </div>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('admin.lisans.vazgec')}</button>
          <button type="submit" className="btn btn-primary" data-testid="lisans-kaydet">{t('admin.lisans.kaydet')}</button>
        </div>
      </form>
      <section className="lisans-gecmis" aria-labelledby="lisans-gecmis-baslik">
        <h3 id="lisans-gecmis-baslik">{t('admin.lisans.gecmis')}</h3>
        {gecmis && gecmis.length === 0 && <p className="muted">{t('admin.lisans.gecmisBos')}</p>}
        <ol data-testid="lisans-gecmis">
          {(gecmis ?? []).map((g) => (
            <li key={g.id}>
              <p className="muted">{t('admin.lisans.gecmisSatir', { zaman: zaman.an(g.zaman, 'sayisalSaat'), kim: g.kullanici ?? '—' })}</p>
              <Degisiklik eski={g.ayrinti.eski} yeni={g.ayrinti.yeni} />
            </li>
          ))}
        </ol>
      </section>
    </Dialog>
  );
}

const ALANLAR = ['plan', 'moduller', 'koltuk', 'baslangic', 'bitis', 'deneme', 'ekSureGun'] as const;

/** The fields that changed in one log row, as "field: before → after". */
function Degisiklik({ eski, yeni }: LisansGecmisi['ayrinti']) {
  const t = useT();
  const deger = (alan: (typeof ALANLAR)[number], v: unknown): string => {
    if (v === null || v === undefined) return '—';
    if (alan === 'plan') return t(`admin.lisans.plan.${String(v)}` as 'admin.lisans.plan.pro');
    if (alan === 'moduller') return Array.isArray(v) && v.length ? v.map((m) => t(`admin.lisans.modul.${String(m)}` as 'admin.lisans.modul.crm')).join(', ') : t('admin.lisans.yok');
    if (alan === 'baslangic' || alan === 'bitis') return tarih(String(v));
    if (alan === 'deneme') return v ? '✓' : '✗';
    return String(v);
  };
  const satirlar = ALANLAR.filter((a) => JSON.stringify(eski?.[a] ?? null) !== JSON.stringify(yeni[a] ?? null));
  return (
    <ul className="lisans-degisiklik">
      {satirlar.map((a) => <li key={a}><strong>{t(`admin.lisans.alan.${a}`)}</strong>: {eski ? `${deger(a, eski[a])} → ` : ''}{deger(a, yeni[a])}</li>)}
    </ul>
  );
}
