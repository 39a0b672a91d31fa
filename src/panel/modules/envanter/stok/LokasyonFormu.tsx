import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApiCallError, hataMetni } from '@api/client';
import { stokApi, type Lokasyon } from '@api/envanter-stok';
import { LOKASYON_TURLERI, LokasyonSchema, stokAlanHatalari, type LokasyonAlani } from '@lib/schemas/envanter/stok';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { agacSirasi, cevir, useTx } from './ortak';

type Hatalar = Partial<Record<LokasyonAlani, string>>;
const KOD_ALANI: Record<string, LokasyonAlani> = { LOCATION_CYCLE: 'ustId', NAME_TAKEN: 'ad', NOT_FOUND: 'ustId' };

/** Add / edit / move one location: the parent list leaves out the node itself and everything under it (no cycles). */
export function LokasyonFormu({ lokasyon, ustId, liste, onClose, onSaved }: {
  lokasyon: Lokasyon | null; ustId: number | null; liste: Lokasyon[]; onClose: () => void; onSaved: () => void;
}) {
  const t = useTx();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [taslak, setTaslak] = useState({
    ad: lokasyon?.ad ?? '', tur: lokasyon?.tur ?? (ustId ? 'oda' : 'bina'), ustId: String(lokasyon?.ustId ?? ustId ?? ''), aciklama: lokasyon?.aciklama ?? '',
    sira: String(lokasyon?.sira ?? 0), aktif: lokasyon?.aktif ?? true,
  });
  const [hatalar, setHatalar] = useState<Hatalar>({});
  const [formHatasi, setFormHatasi] = useState<string | null>(null);
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));

  // the node and its descendants cannot be its parent
  const haric = new Set<number>();
  if (lokasyon) {
    haric.add(lokasyon.id);
    for (const { l } of agacSirasi(liste)) if (l.ustId !== null && haric.has(l.ustId)) haric.add(l.id);
  }
  const ustler = [{ value: '', label: t('envanter.stok.lok.form.kok') },
    ...agacSirasi(liste).filter(({ l }) => !haric.has(l.id)).map(({ l, derinlik }) => ({ value: String(l.id), label: `${'— '.repeat(derinlik)}${l.ad}` }))];

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const govde = { ...taslak, ustId: taslak.ustId ? Number(taslak.ustId) : null, sira: Number(taslak.sira) };
    const parsed = v.safeParse(LokasyonSchema, govde);
    if (!parsed.success) {
      const yeni = Object.fromEntries(Object.entries(stokAlanHatalari<LokasyonAlani>(parsed.issues)).map(([a, k]) => [a, cevir(t, k!)])) as Hatalar;
      setHatalar(yeni);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setHatalar({});
    try {
      await withLoader(() => stokApi.lokasyonKaydet(lokasyon?.id ?? null, govde));
      toast('success', lokasyon ? t('common.saved') : t('envanter.stok.lok.eklendi', { ad: parsed.output.ad }));
      onSaved();
    } catch (caught) {
      const alan = caught instanceof ApiCallError ? KOD_ALANI[caught.errorCode] : undefined;
      if (alan) setHatalar({ [alan]: hataMetni(caught) });
      else setFormHatasi(hataMetni(caught));
    }
  }

  const hata = (alan: LokasyonAlani) => (hatalar[alan] ? <span id={`${id}-${alan}`} className="field-error">{hatalar[alan]}</span> : null);
  const isaret = (alan: LokasyonAlani) => ({ 'aria-invalid': hatalar[alan] ? (true as const) : undefined, 'aria-describedby': hatalar[alan] ? `${id}-${alan}` : undefined });
  return (
    <Dialog title={t(lokasyon ? 'envanter.stok.lok.form.duzenle' : 'envanter.stok.lok.form.ekle')} open onClose={onClose}>
      <form ref={formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="lok-form">
        <label className="field"><span>{t('envanter.stok.lok.form.ad')}<span className="req" aria-hidden="true"> *</span></span>
          <input className="input" required maxLength={80} autoComplete="off" value={taslak.ad} onChange={(e) => set({ ad: e.target.value })} data-testid="lok-form-ad" {...isaret('ad')} />
          {hata('ad')}
        </label>
        <div className="form-row">
          <Dropdown label={t('envanter.stok.lok.form.tur')} value={taslak.tur} options={LOKASYON_TURLERI.map((x) => ({ value: x, label: t(`envanter.lokasyonTur.${x}`) }))}
            onChange={(tur) => set({ tur: tur as typeof taslak.tur })} name="tur" error={hatalar.tur ?? null} />
          <Dropdown label={t('envanter.stok.lok.form.ust')} value={taslak.ustId} options={ustler} searchable={ustler.length > 8} onChange={(x) => set({ ustId: x })} name="ustId" error={hatalar.ustId ?? null} />
        </div>
        <div className="form-row">
          <label className="field"><span>{t('envanter.stok.lok.form.sira')}</span>
            <input className="input" type="number" inputMode="numeric" min={0} max={9999} value={taslak.sira} onChange={(e) => set({ sira: e.target.value })} {...isaret('sira')} />
            {hata('sira')}
          </label>
          <label className="check est-aktif"><input type="checkbox" checked={taslak.aktif} onChange={(e) => set({ aktif: e.target.checked })} data-testid="lok-form-aktif" />{t('envanter.stok.lok.form.aktif')}</label>
        </div>
        <label className="field"><span>{t('envanter.stok.lok.form.aciklama')}</span>
          <textarea className="input" rows={2} maxLength={500} value={taslak.aciklama} onChange={(e) => set({ aciklama: e.target.value })} {...isaret('aciklama')} />
          {hata('aciklama')}
        </label>
        <p className="field-error" role="alert">{formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="lok-form-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
