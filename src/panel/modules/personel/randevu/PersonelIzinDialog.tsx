import '@lib/i18n/personel';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { IzinSchema, type Izin, type Personel } from '@lib/schemas/personel';
import { bugun, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { personelApi } from '@api/personel';
import { hataMetni, useTx } from '@panel/modules/personel/ortak';
import { islem } from '@api/islem';
import '@styles/panel-ui.css';
import { onayla } from '@stores/onay';
import { TarihSaatGirdisi } from '@panel/ui/TarihSaatGirdisi';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useZaman } from '@panel/ui/useZaman';

interface Form { tur: 'gun' | 'saat'; baslangicTarih: string; bitisTarih: string; baslangic: string; bitis: string; aciklama: string }
const bosForm = (gun: string): Form => ({ tur: 'gun', baslangicTarih: gun, bitisTarih: gun, baslangic: `${gun}T09:00`, bitis: `${gun}T12:00`, aciklama: '' });
const govdesi = (form: Form) => (form.tur === 'gun'
  ? { tur: 'gun', baslangicTarih: form.baslangicTarih, bitisTarih: form.bitisTarih, aciklama: form.aciklama }
  : { tur: 'saat', baslangic: form.baslangic, bitis: form.bitis, aciklama: form.aciklama });

/** Leave of one staff member: whole days or from–to times in the venue zone, with a note; overlapping appointments are flagged. */
export function PersonelIzinDialog({ personel, duzenle, onClose }: { personel: Personel; duzenle: boolean; onClose: () => void }) {
  const t = useTx();
  const [izinler, setIzinler] = useState<Izin[] | null>(null);
  const [saatDilimi, setSaatDilimi] = useState(VARSAYILAN_DILIM);
  const [form, setForm] = useState<Form>(() => bosForm(bugun(VARSAYILAN_DILIM)));
  const body = govdesi(form);
  // the schema's rules over both ends (end before start, too long) are said at the end field
  const f = useAlanHatalari(IzinSchema, body, {
    ek: (): Record<string, string> => {
      const sonuc = v.safeParse(IzinSchema, body);
      const kok = sonuc.success ? undefined : sonuc.issues.find((issue) => !issue.path?.length);
      return kok ? { [form.tur === 'gun' ? 'bitisTarih' : 'bitis']: kok.message } : {};
    },
  });
  const [yukHata, setYukHata] = useState<string | null>(null);
  const zaman = useZaman(saatDilimi);
  const ilk = useRef(false);
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });

  const yukle = useCallback(async () => {
    try {
      const r = await personelApi.izinler(personel.id);
      setIzinler(r.izinler);
      if (!ilk.current) {
        // the first answer tells the venue's zone: today's defaults follow it
        ilk.current = true;
        setForm(bosForm(bugun(r.saatDilimi)));
      }
      setSaatDilimi(r.saatDilimi);
      setYukHata(null);
    } catch (caught) {
      setYukHata(hataMetni(caught));
    }
  }, [personel.id]);
  useEffect(() => { void yukle(); }, [yukle]);

  async function ekle(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde) return;
    try {
      const sonuc = await withLoader(() => personelApi.izinEkle(personel.id, govde));
      if (sonuc.cakisan > 0) toast('warning', t('personel.izin.cakisanUyari', { sayi: sonuc.cakisan }), undefined, 8000);
      else toast('success', t('personel.izin.eklendi'));
      setForm(bosForm(bugun(saatDilimi)));
      f.sifirla();
      await yukle();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  async function sil(izin: Izin) {
    if (!(await onayla(t('personel.izin.confirmDelete', { aralik: aralik(izin) }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    await islem(() => personelApi.izinSil(personel.id, izin.id), t('common.deleted'));
    await yukle();
  }

  const aralik = (izin: Izin) => {
    if (!izin.tamGun) return `${zaman.an(izin.baslangic, 'tarihSaat')} – ${zaman.an(izin.bitis, 'tarihSaat')}`;
    const son = new Date(Date.parse(izin.bitis) - 1).toISOString();
    const [bas, bit] = [zaman.an(izin.baslangic, 'haftaGunuTarih'), zaman.an(son, 'haftaGunuTarih')];
    return bas === bit ? bas : `${bas} – ${bit}`;
  };
  const simdi = Date.now();

  return (
    <Dialog title={t('personel.izin.title', { ad: personel.ad })} open onClose={onClose} wide>
      <div className="form">
        <p className="muted rp-hint">{t('personel.izin.zon', { zon: saatDilimi })}</p>
        {yukHata && <p className="field-error" role="alert">{yukHata}</p>}
        {izinler && izinler.length === 0 && <p className="muted" data-testid="rp-izin-empty">{t('personel.izin.empty')}</p>}
        {izinler && izinler.length > 0 && (
          <ul className="rp-leaves" data-testid="rp-izin-list">
            {izinler.map((izin) => {
              const gecmis = Date.parse(izin.bitis) <= simdi;
              return (
                <li key={izin.id} className={`rp-leave${gecmis ? ' row-passive' : ''}`} data-testid={`rp-izin-${izin.id}`}>
                  <div className="rp-leave-main">
                    <strong>{aralik(izin)}</strong>
                    <span className="muted">{izin.tamGun ? t('personel.izin.tamGun') : t('personel.izin.saatAraligi')}{izin.aciklama ? ` · ${izin.aciklama}` : ''}</span>
                    {gecmis && <span className="status status-off">{t('personel.izin.gecmis')}</span>}
                    {izin.cakisan > 0 && !gecmis && <span className="rp-warn">{t('personel.izin.cakisanUyari', { sayi: izin.cakisan })}</span>}
                  </div>
                  {duzenle && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(izin)} aria-label={t('personel.izin.silEtiket', { aralik: aralik(izin) })}><Icon name="trash" size={16} /></button>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {duzenle && (
        <form ref={f.formRef} className="form rp-leave-form" onSubmit={(event) => void ekle(event)} noValidate data-testid="rp-izin-form">
          <h3 className="rp-subtitle">{t('personel.izin.ekle')}</h3>
          <fieldset className="qm-radios">
            <legend>{t('personel.izin.turEtiket')}</legend>
            <label className="check"><input type="radio" name="tur" checked={form.tur === 'gun'} onChange={() => set({ tur: 'gun' })} data-testid="rp-izin-tur-gun" />{t('personel.izin.tamGun')}</label>
            <label className="check"><input type="radio" name="tur" checked={form.tur === 'saat'} onChange={() => set({ tur: 'saat' })} data-testid="rp-izin-tur-saat" />{t('personel.izin.saatAraligi')}</label>
          </fieldset>
          {form.tur === 'gun' ? (
            <div className="form-row">
              <label className="field"><span>{t('personel.izin.baslangicTarih')}</span>
                <input className="input" type="date" required value={form.baslangicTarih} onChange={(event) => set({ baslangicTarih: event.target.value, bitisTarih: form.bitisTarih < event.target.value ? event.target.value : form.bitisTarih })} {...f.alan('baslangicTarih')} data-testid="rp-izin-bas-tarih" />{f.hata('baslangicTarih')}</label>
              <label className="field"><span>{t('personel.izin.bitisTarih')}</span>
                <input className="input" type="date" required min={form.baslangicTarih} value={form.bitisTarih} onChange={(event) => set({ bitisTarih: event.target.value })} {...f.alan('bitisTarih')} data-testid="rp-izin-bit-tarih" />{f.hata('bitisTarih')}</label>
            </div>
          ) : (
            <div className="form-row">
              <div><TarihSaatGirdisi label={t('personel.izin.baslangic')} required value={form.baslangic} onChange={(baslangic) => set({ baslangic })} isaret={f.alan('baslangic')} testId="rp-izin-bas" />{f.hata('baslangic')}</div>
              <div><TarihSaatGirdisi label={t('personel.izin.bitis')} required value={form.bitis} onChange={(bitis) => set({ bitis })} isaret={f.alan('bitis')} testId="rp-izin-bit" />{f.hata('bitis')}</div>
            </div>
          )}
          <label className="field"><span>{t('personel.izin.aciklama')}</span>
            <input className="input" maxLength={200} value={form.aciklama} onChange={(event) => set({ aciklama: event.target.value })} placeholder={t('personel.izin.aciklamaOrnek')} {...f.alan('aciklama')} data-testid="rp-izin-not" />{f.hata('aciklama')}</label>
          <p className="field-error" role="alert">{f.formHatasi}</p>
          <div className="form-actions">
            <button type="button" className="btn" onClick={onClose}>{t('common.close')}</button>
            <button type="submit" className="btn btn-primary" data-testid="rp-izin-save"><Icon name="plus" size={16} />{t('personel.izin.ekle')}</button>
          </div>
        </form>
      )}
      {!duzenle && <div className="form"><div className="form-actions"><button type="button" className="btn" onClick={onClose}>{t('common.close')}</button></div></div>}
    </Dialog>
  );
}
