import { useId, useState, type FormEvent } from 'react';
import { stokApi } from '@api/envanter/stok';
import { BIRIMLER, miktarGoster } from '@lib/envanter/miktar';
import { parseLira, tutarMetni } from '@lib/para';
import { UrunSchema, YeniUrunSchema, type UrunAlani, type Lokasyon, type Urun } from '@lib/schemas/envanter/stok';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { lokasyonSecenekleri, useTx } from './ortak';

const KOD_ALANI: Record<string, UrunAlani> = { NAME_TAKEN: 'ad', CODE_TAKEN: 'kod', NOT_FOUND: 'acilisLokasyonId', LOCATION_INACTIVE: 'acilisLokasyonId' };

/** Add / edit a stock item. No quantity field: stock changes only through movements (a new item may bring its opening stock). */
export function UrunFormu({ urun, kategoriler, lokasyonlar, onClose, onSaved }: {
  urun: Urun | null; kategoriler: string[]; lokasyonlar: Lokasyon[]; onClose: () => void; onSaved: () => void;
}) {
  const t = useTx();
  const id = useId();
  const [taslak, setTaslak] = useState({
    ad: urun?.ad ?? '', kod: urun?.kod ?? '', kategori: urun?.kategori ?? '', birim: urun?.birim ?? 'adet', min: urun ? miktarGoster(urun.minBinde).replace(/\./g, '') : '',
    maliyet: urun?.maliyetKurus ? tutarMetni(urun.maliyetKurus, { grupsuz: true }) : '', tedarikci: urun?.tedarikci ?? '', notlar: urun?.notlar ?? '', aktif: urun?.aktif ?? true,
    acilisMiktar: '', acilisLokasyonId: '',
  });
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));
  // money is typed as lira ('32,50'); what does not read as a price is sent as -1 so the schema names the field
  const maliyetKurus = taslak.maliyet.trim() === '' ? 0 : parseLira(taslak.maliyet) ?? -1;
  const ortak = { ad: taslak.ad, kod: taslak.kod, kategori: taslak.kategori, birim: taslak.birim, min: taslak.min.trim() || '0', maliyetKurus, tedarikci: taslak.tedarikci, notlar: taslak.notlar, aktif: taslak.aktif };
  const govde = urun ? ortak : { ...ortak, acilisMiktar: taslak.acilisMiktar.trim() || '0', acilisLokasyonId: taslak.acilisLokasyonId ? Number(taslak.acilisLokasyonId) : null };
  const f = useAlanHatalari(urun ? UrunSchema : YeniUrunSchema, govde, { kodAlani: KOD_ALANI });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const g = f.gonder();
    if (!g) return;
    try {
      await withLoader(() => stokApi.urunKaydet(urun?.id ?? null, govde));
      toast('success', urun ? t('common.saved') : t('envanter.stok.urun.eklendi', { ad: g.ad }));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const birim = t(`common.birim.${taslak.birim}`);
  return (
    <Dialog title={t(urun ? 'envanter.stok.urun.form.duzenle' : 'envanter.stok.urun.form.ekle')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="urun-form">
        <div className="form-row">
          <label className="field"><span>{t('envanter.stok.urun.form.ad')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" required maxLength={120} autoComplete="off" value={taslak.ad} onChange={(e) => set({ ad: e.target.value })} data-testid="urun-form-ad" {...f.alan('ad')} />
            {f.hata('ad')}
          </label>
          <label className="field"><span>{t('envanter.stok.urun.form.kod')}</span>
            <input className="input" maxLength={40} autoComplete="off" value={taslak.kod} onChange={(e) => set({ kod: e.target.value })} data-testid="urun-form-kod" {...f.alan('kod')} />
            {f.hata('kod')}
          </label>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('envanter.stok.urun.form.kategori')}</span>
            <input className="input" maxLength={60} list={`${id}-kategoriler`} autoComplete="off" value={taslak.kategori} onChange={(e) => set({ kategori: e.target.value })} data-testid="urun-form-kategori" {...f.alan('kategori')} />
            <datalist id={`${id}-kategoriler`}>{kategoriler.map((k) => <option key={k} value={k} />)}</datalist>
            {f.hata('kategori')}
          </label>
          <div data-testid="urun-form-birim" data-alan="birim" tabIndex={-1}>
            <Dropdown label={t('envanter.stok.urun.form.birim')} value={taslak.birim} name="birim" error={f.hataMetni('birim')}
              options={BIRIMLER.map((b) => ({ value: b, label: t(`common.birim.${b}`) }))} onChange={(b) => set({ birim: b as typeof taslak.birim })} />
          </div>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('envanter.stok.urun.form.min', { birim })}</span>
            <input className="input" inputMode="decimal" autoComplete="off" placeholder="0" value={taslak.min} onChange={(e) => set({ min: e.target.value })} data-testid="urun-form-min" {...f.alan('min')} />
            <small className="muted">{t('envanter.stok.urun.form.minHint')}</small>
            {f.hata('min')}
          </label>
          <label className="field"><span>{t('envanter.stok.urun.form.maliyet', { birim })}</span>
            <input className="input" inputMode="decimal" autoComplete="off" placeholder="0,00" value={taslak.maliyet} onChange={(e) => set({ maliyet: e.target.value })} data-testid="urun-form-maliyet" {...f.alan('maliyetKurus')} />
            {f.hata('maliyetKurus')}
          </label>
        </div>
        {!urun && (
          <fieldset className="est-acilis">
            <legend>{t('envanter.stok.urun.form.acilis')}</legend>
            <p className="muted">{t('envanter.stok.urun.form.acilisHint')}</p>
            <div className="form-row">
              <label className="field"><span>{t('envanter.stok.urun.form.acilisMiktar', { birim })}</span>
                <input className="input" inputMode="decimal" autoComplete="off" placeholder="0" value={taslak.acilisMiktar} onChange={(e) => set({ acilisMiktar: e.target.value })} data-testid="urun-form-acilis" {...f.alan('acilisMiktar')} />
                {f.hata('acilisMiktar')}
              </label>
              <div data-testid="urun-form-acilis-lokasyon" data-alan="acilisLokasyonId" tabIndex={-1}>
                <Dropdown label={t('envanter.stok.urun.form.acilisLokasyon')} value={taslak.acilisLokasyonId} name="acilisLokasyonId" error={f.hataMetni('acilisLokasyonId')}
                  searchable={lokasyonlar.length > 8} options={lokasyonSecenekleri(lokasyonlar)} onChange={(x) => set({ acilisLokasyonId: x })} />
              </div>
            </div>
          </fieldset>
        )}
        {urun && <p className="muted est-not">{t('envanter.stok.urun.form.miktarNot')}</p>}
        <label className="field"><span>{t('envanter.stok.urun.form.tedarikci')}</span>
          <input className="input" maxLength={120} autoComplete="off" value={taslak.tedarikci} onChange={(e) => set({ tedarikci: e.target.value })} data-testid="urun-form-tedarikci" {...f.alan('tedarikci')} />
          {f.hata('tedarikci')}
        </label>
        <label className="field"><span>{t('envanter.stok.urun.form.notlar')}</span>
          <textarea className="input" rows={2} maxLength={1000} value={taslak.notlar} onChange={(e) => set({ notlar: e.target.value })} {...f.alan('notlar')} />
          {f.hata('notlar')}
        </label>
        <label className="check"><input type="checkbox" checked={taslak.aktif} onChange={(e) => set({ aktif: e.target.checked })} />{t('envanter.stok.urun.form.aktif')}</label>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="urun-form-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
