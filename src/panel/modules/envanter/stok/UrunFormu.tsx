import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApiCallError, hataMetni } from '@api/client';
import { stokApi, type Lokasyon, type Urun } from '@api/envanter-stok';
import { BIRIMLER, miktarGoster } from '@lib/envanter/miktar';
import { parseLira } from '@lib/menu/money';
import { UrunSchema, YeniUrunSchema, stokAlanHatalari, type UrunAlani } from '@lib/schemas/envanter/stok';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { cevir, lokasyonSecenekleri, useTx } from './ortak';

type Hatalar = Partial<Record<UrunAlani, string>>;
const KOD_ALANI: Record<string, UrunAlani> = { NAME_TAKEN: 'ad', CODE_TAKEN: 'kod', NOT_FOUND: 'acilisLokasyonId', LOCATION_INACTIVE: 'acilisLokasyonId' };
const liraMetni = (kurus: number) => (kurus ? `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}` : '');

/** Add / edit a stock item. No quantity field: stock changes only through movements (a new item may bring its opening stock). */
export function UrunFormu({ urun, kategoriler, lokasyonlar, onClose, onSaved }: {
  urun: Urun | null; kategoriler: string[]; lokasyonlar: Lokasyon[]; onClose: () => void; onSaved: () => void;
}) {
  const t = useTx();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [taslak, setTaslak] = useState({
    ad: urun?.ad ?? '', kod: urun?.kod ?? '', kategori: urun?.kategori ?? '', birim: urun?.birim ?? 'adet', min: urun ? miktarGoster(urun.minBinde).replace(/\./g, '') : '',
    maliyet: liraMetni(urun?.maliyetKurus ?? 0), tedarikci: urun?.tedarikci ?? '', notlar: urun?.notlar ?? '', aktif: urun?.aktif ?? true,
    acilisMiktar: '', acilisLokasyonId: '',
  });
  const [hatalar, setHatalar] = useState<Hatalar>({});
  const [formHatasi, setFormHatasi] = useState<string | null>(null);
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const maliyetKurus = taslak.maliyet.trim() === '' ? 0 : parseLira(taslak.maliyet) ?? -1;
    const ortak = { ad: taslak.ad, kod: taslak.kod, kategori: taslak.kategori, birim: taslak.birim, min: taslak.min.trim() || '0', maliyetKurus, tedarikci: taslak.tedarikci, notlar: taslak.notlar, aktif: taslak.aktif };
    const govde = urun ? ortak : { ...ortak, acilisMiktar: taslak.acilisMiktar.trim() || '0', acilisLokasyonId: taslak.acilisLokasyonId ? Number(taslak.acilisLokasyonId) : null };
    const parsed = v.safeParse(urun ? UrunSchema : YeniUrunSchema, govde);
    if (!parsed.success) {
      setHatalar(Object.fromEntries(Object.entries(stokAlanHatalari<UrunAlani>(parsed.issues)).map(([a, k]) => [a, cevir(t, k!)])) as Hatalar);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setHatalar({});
    try {
      await withLoader(() => stokApi.urunKaydet(urun?.id ?? null, govde));
      toast('success', urun ? t('common.saved') : t('envanter.stok.urun.eklendi', { ad: parsed.output.ad }));
      onSaved();
    } catch (caught) {
      const alan = caught instanceof ApiCallError ? KOD_ALANI[caught.errorCode] : undefined;
      if (alan) setHatalar({ [alan]: hataMetni(caught) });
      else setFormHatasi(hataMetni(caught));
    }
  }

  const hata = (alan: UrunAlani) => (hatalar[alan] ? <span id={`${id}-${alan}`} className="field-error">{hatalar[alan]}</span> : null);
  const isaret = (alan: UrunAlani) => ({ 'aria-invalid': hatalar[alan] ? (true as const) : undefined, 'aria-describedby': hatalar[alan] ? `${id}-${alan}` : undefined });
  const birim = t(`envanter.birim.${taslak.birim}`);
  return (
    <Dialog title={t(urun ? 'envanter.stok.urun.form.duzenle' : 'envanter.stok.urun.form.ekle')} open onClose={onClose} wide>
      <form ref={formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="urun-form">
        <div className="form-row">
          <label className="field"><span>{t('envanter.stok.urun.form.ad')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" required maxLength={120} autoComplete="off" value={taslak.ad} onChange={(e) => set({ ad: e.target.value })} data-testid="urun-form-ad" {...isaret('ad')} />
            {hata('ad')}
          </label>
          <label className="field"><span>{t('envanter.stok.urun.form.kod')}</span>
            <input className="input" maxLength={40} autoComplete="off" value={taslak.kod} onChange={(e) => set({ kod: e.target.value })} data-testid="urun-form-kod" {...isaret('kod')} />
            {hata('kod')}
          </label>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('envanter.stok.urun.form.kategori')}</span>
            <input className="input" maxLength={60} list={`${id}-kategoriler`} autoComplete="off" value={taslak.kategori} onChange={(e) => set({ kategori: e.target.value })} data-testid="urun-form-kategori" {...isaret('kategori')} />
            <datalist id={`${id}-kategoriler`}>{kategoriler.map((k) => <option key={k} value={k} />)}</datalist>
            {hata('kategori')}
          </label>
          <div data-testid="urun-form-birim">
            <Dropdown label={t('envanter.stok.urun.form.birim')} value={taslak.birim} name="birim" error={hatalar.birim ?? null}
              options={BIRIMLER.map((b) => ({ value: b, label: t(`envanter.birim.${b}`) }))} onChange={(b) => set({ birim: b as typeof taslak.birim })} />
          </div>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('envanter.stok.urun.form.min', { birim })}</span>
            <input className="input" inputMode="decimal" autoComplete="off" placeholder="0" value={taslak.min} onChange={(e) => set({ min: e.target.value })} data-testid="urun-form-min" {...isaret('min')} />
            <small className="muted">{t('envanter.stok.urun.form.minHint')}</small>
            {hata('min')}
          </label>
          <label className="field"><span>{t('envanter.stok.urun.form.maliyet', { birim })}</span>
            <input className="input" inputMode="decimal" autoComplete="off" placeholder="0,00" value={taslak.maliyet} onChange={(e) => set({ maliyet: e.target.value })} data-testid="urun-form-maliyet" {...isaret('maliyetKurus')} />
            {hata('maliyetKurus')}
          </label>
        </div>
        {!urun && (
          <fieldset className="est-acilis">
            <legend>{t('envanter.stok.urun.form.acilis')}</legend>
            <p className="muted">{t('envanter.stok.urun.form.acilisHint')}</p>
            <div className="form-row">
              <label className="field"><span>{t('envanter.stok.urun.form.acilisMiktar', { birim })}</span>
                <input className="input" inputMode="decimal" autoComplete="off" placeholder="0" value={taslak.acilisMiktar} onChange={(e) => set({ acilisMiktar: e.target.value })} data-testid="urun-form-acilis" {...isaret('acilisMiktar')} />
                {hata('acilisMiktar')}
              </label>
              <div data-testid="urun-form-acilis-lokasyon">
                <Dropdown label={t('envanter.stok.urun.form.acilisLokasyon')} value={taslak.acilisLokasyonId} name="acilisLokasyonId" error={hatalar.acilisLokasyonId ?? null}
                  searchable={lokasyonlar.length > 8} options={lokasyonSecenekleri(lokasyonlar)} onChange={(x) => set({ acilisLokasyonId: x })} />
              </div>
            </div>
          </fieldset>
        )}
        {urun && <p className="muted est-not">{t('envanter.stok.urun.form.miktarNot')}</p>}
        <label className="field"><span>{t('envanter.stok.urun.form.tedarikci')}</span>
          <input className="input" maxLength={120} autoComplete="off" value={taslak.tedarikci} onChange={(e) => set({ tedarikci: e.target.value })} data-testid="urun-form-tedarikci" {...isaret('tedarikci')} />
          {hata('tedarikci')}
        </label>
        <label className="field"><span>{t('envanter.stok.urun.form.notlar')}</span>
          <textarea className="input" rows={2} maxLength={1000} value={taslak.notlar} onChange={(e) => set({ notlar: e.target.value })} {...isaret('notlar')} />
          {hata('notlar')}
        </label>
        <label className="check"><input type="checkbox" checked={taslak.aktif} onChange={(e) => set({ aktif: e.target.checked })} />{t('envanter.stok.urun.form.aktif')}</label>
        <p className="field-error" role="alert">{formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="urun-form-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
