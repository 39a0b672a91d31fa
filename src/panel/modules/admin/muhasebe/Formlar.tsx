import { useState, type FormEvent } from 'react';
import { muhasebeApi } from '@api/admin/muhasebe';
import { gunEkle } from '@lib/zaman/dilim';
import { kdvHesapla, TAHSILAT_YONTEMLERI } from '@lib/muhasebe';
import { parseLira } from '@lib/para';
import { FaturaSchema, TahsilatSchema } from '@lib/schemas/admin/muhasebe';
import type { IsletmeSecenegi } from '@lib/schemas/admin/stok';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { ayAraligi, IsletmeSecici, para, useTx } from './ortak';

const sayi = (s: string) => (s.trim() === '' || !/^-?\d+$/.test(s.trim()) ? Number.NaN : Number(s));
const kurus = (s: string) => parseLira(s) ?? Number.NaN;

/** Issue an invoice: the KDV and gross are shown as typed with the server's one rounding rule. */
export function FaturaFormu({ isletme, varsayilan, onClose, onSaved }: {
  isletme: IsletmeSecenegi | null; varsayilan: { kdvOrani: number; vadeGun: number; bugun: string }; onClose: () => void; onSaved: (isletmeId: number) => void;
}) {
  const t = useTx();
  const [bas, bit] = ayAraligi(varsayilan.bugun);
  const [secili, setSecili] = useState<IsletmeSecenegi | null>(isletme);
  const [x, setX] = useState({ tarih: varsayilan.bugun, vadeGun: String(varsayilan.vadeGun), donemBaslangic: bas, donemBitis: bit, aciklama: t('admin.muhasebe.f.aciklamaVarsayilan'), net: '', kdvOrani: String(varsayilan.kdvOrani) });
  const set = (p: Partial<typeof x>) => setX((o) => ({ ...o, ...p }));
  const govde = { isletmeId: secili?.id ?? Number.NaN, tarih: x.tarih, vadeGun: sayi(x.vadeGun), donemBaslangic: x.donemBaslangic, donemBitis: x.donemBitis, aciklama: x.aciklama, netKurus: kurus(x.net), kdvOrani: sayi(x.kdvOrani) };
  const f = useAlanHatalari(FaturaSchema, govde, { kodAlani: { VENUE_INVALID: 'isletmeId' } });
  const hesap = Number.isInteger(govde.netKurus) && govde.netKurus > 0 && Number.isInteger(govde.kdvOrani) ? kdvHesapla(govde.netKurus, govde.kdvOrani) : null;

  async function kaydet(e: FormEvent) {
    e.preventDefault();
    const g = f.gonder();
    if (!g) return;
    try {
      const fatura = await withLoader(() => muhasebeApi.faturaKes(g));
      toast('success', t('admin.muhasebe.faturaKesildi', { no: fatura.no }));
      onSaved(fatura.isletmeId);
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const alan = (ad: keyof typeof x, etiket: string, props: Record<string, unknown> = {}, sema = ad as string) => (
    <label className="field"><span>{etiket}<span className="req" aria-hidden="true"> *</span></span>
      <input className="input" value={x[ad]} onChange={(e) => set({ [ad]: e.target.value })} data-testid={`fatura-${ad}`} {...props} {...f.alan(sema)} />
      {f.hata(sema)}
    </label>
  );

  return (
    <Dialog title={t('admin.muhasebe.faturaKes')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="fatura-form">
        {!isletme && <IsletmeSecici ara={muhasebeApi.isletmeAra} deger={secili} onChange={setSecili} hata={f.hata('isletmeId')} testId="fatura-isletme" />}
        {isletme && <p className="muh-ozet">{isletme.ad}</p>}
        <div className="form-row">
          {alan('tarih', t('admin.muhasebe.f.tarih'), { type: 'date' })}
          {alan('vadeGun', t('admin.muhasebe.f.vadeGun'), { type: 'number', inputMode: 'numeric', min: 0, max: 365 })}
        </div>
        <div className="form-row">
          {alan('donemBaslangic', t('admin.muhasebe.f.donemBaslangic'), { type: 'date' })}
          {alan('donemBitis', t('admin.muhasebe.f.donemBitis'), { type: 'date' })}
        </div>
        {alan('aciklama', t('admin.muhasebe.f.aciklama'), { maxLength: 300 })}
        <div className="form-row">
          {alan('net', t('admin.muhasebe.f.net'), { inputMode: 'decimal', autoComplete: 'off', placeholder: '0,00' }, 'netKurus')}
          {alan('kdvOrani', t('admin.muhasebe.f.kdvOrani'), { type: 'number', inputMode: 'numeric', min: 0, max: 100 })}
        </div>
        <p className="muh-ozet" aria-live="polite" data-testid="fatura-ozet">
          {hesap === null ? '\u00a0' : t('admin.muhasebe.f.ozet', { kdv: para(hesap), brut: para(govde.netKurus + hesap) })}
          {Number.isInteger(govde.vadeGun) && /^\d{4}-\d{2}-\d{2}$/.test(x.tarih) ? ` · ${t('admin.muhasebe.vade')}: ${gunEkle(x.tarih, govde.vadeGun)}` : ''}
        </p>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="fatura-kaydet">{t('admin.muhasebe.faturaKes')}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** Record a payment received (no payment provider is called). */
export function TahsilatFormu({ isletme, bugun, onClose, onSaved }: { isletme: IsletmeSecenegi | null; bugun: string; onClose: () => void; onSaved: (isletmeId: number) => void }) {
  const t = useTx();
  const [secili, setSecili] = useState<IsletmeSecenegi | null>(isletme);
  const [x, setX] = useState({ tarih: bugun, tutar: '', yontem: 'havale', referans: '', notlar: '' });
  const set = (p: Partial<typeof x>) => setX((o) => ({ ...o, ...p }));
  const govde = { isletmeId: secili?.id ?? Number.NaN, tarih: x.tarih, tutarKurus: kurus(x.tutar), yontem: x.yontem, referans: x.referans, notlar: x.notlar };
  const f = useAlanHatalari(TahsilatSchema, govde, { kodAlani: { VENUE_INVALID: 'isletmeId' } });

  async function kaydet(e: FormEvent) {
    e.preventDefault();
    const g = f.gonder();
    if (!g) return;
    try {
      await withLoader(() => muhasebeApi.tahsilatEkle(g));
      toast('success', t('admin.muhasebe.tahsilatKaydedildi'));
      onSaved(g.isletmeId);
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={t('admin.muhasebe.tahsilatEkle')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="tahsilat-form">
        {!isletme && <IsletmeSecici ara={muhasebeApi.isletmeAra} deger={secili} onChange={setSecili} hata={f.hata('isletmeId')} testId="tahsilat-isletme" />}
        {isletme && <p className="muh-ozet">{isletme.ad}</p>}
        <div className="form-row">
          <label className="field"><span>{t('admin.muhasebe.cari.tarih')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" type="date" value={x.tarih} onChange={(e) => set({ tarih: e.target.value })} data-testid="tahsilat-tarih" {...f.alan('tarih')} />
            {f.hata('tarih')}
          </label>
          <label className="field"><span>{t('admin.muhasebe.f.tutar')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" inputMode="decimal" autoComplete="off" placeholder="0,00" value={x.tutar} onChange={(e) => set({ tutar: e.target.value })} data-testid="tahsilat-tutar" {...f.alan('tutarKurus')} />
            {f.hata('tutarKurus')}
          </label>
        </div>
        <label className="field"><span>{t('admin.muhasebe.f.yontem')}</span>
          <select className="input" value={x.yontem} onChange={(e) => set({ yontem: e.target.value })} data-testid="tahsilat-yontem" {...f.alan('yontem')}>
            {TAHSILAT_YONTEMLERI.map((y) => <option key={y} value={y}>{t(`admin.muhasebe.yontem.${y}`)}</option>)}
          </select>
          {f.hata('yontem')}
        </label>
        <label className="field"><span>{t('admin.muhasebe.f.referans')}</span>
          <input className="input" maxLength={100} value={x.referans} onChange={(e) => set({ referans: e.target.value })} data-testid="tahsilat-referans" {...f.alan('referans')} />
          {f.hata('referans')}
        </label>
        <label className="field"><span>{t('admin.muhasebe.f.notlar')}</span>
          <textarea className="input" rows={2} maxLength={500} value={x.notlar} onChange={(e) => set({ notlar: e.target.value })} {...f.alan('notlar')} />
          {f.hata('notlar')}
        </label>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="tahsilat-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
