import { useState, type FormEvent } from 'react';
import { beklemeApi } from '@api/randevu/bekleme';
import { islem } from '@api/islem';
import type { BeklemeGirdisi, BeklemeListesi, BeklemeSatiri } from '@lib/schemas/randevu/bekleme';
import { Dialog } from '@panel/ui/Dialog';
import { useTx } from '@panel/ui/useTx';

/** Add or edit one waitlist entry: who, which service (optionally with whom), which day and time window. */
export function BeklemeDialog({ liste, satir, onClose }: { liste: BeklemeListesi; satir: BeklemeSatiri | null; onClose: (degisti: boolean) => void }) {
  const t = useTx();
  const [g, setG] = useState<BeklemeGirdisi>(() => satir
    ? { adSoyad: satir.adSoyad, telefon: satir.telefon, hizmetId: satir.hizmet.id, personelId: satir.personel?.id ?? null, tarih: satir.tarih, pencereBas: satir.pencereBas, pencereBit: satir.pencereBit }
    : { adSoyad: '', telefon: '', hizmetId: liste.hizmetler[0]?.id ?? 0, personelId: null, tarih: liste.bugun, pencereBas: '10:00', pencereBit: '18:00' });
  const set = (d: Partial<BeklemeGirdisi>) => setG((x) => ({ ...x, ...d }));
  const personeller = liste.personeller.filter((p) => p.hizmetIdler.includes(g.hizmetId));
  async function kaydet(e: FormEvent) {
    e.preventDefault();
    const ok = await islem(() => (satir ? beklemeApi.guncelle(satir.id, g) : beklemeApi.ekle(g)), t('randevu.bekleme.kaydedildi'), 10000);
    if (ok) onClose(true);
  }
  return (
    <Dialog title={t(satir ? 'randevu.bekleme.duzenleBaslik' : 'randevu.bekleme.yeniBaslik')} open onClose={() => onClose(false)}>
      <form className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="rb-form">
        <label className="field"><span>{t('randevu.bekleme.adSoyad')}</span>
          <input className="input" value={g.adSoyad} onChange={(e) => set({ adSoyad: e.target.value })} maxLength={100} required autoComplete="off" data-testid="rb-ad" />
        </label>
        <label className="field"><span>{t('randevu.bekleme.telefon')}</span>
          <input className="input" type="tel" inputMode="tel" value={g.telefon} onChange={(e) => set({ telefon: e.target.value })} maxLength={40} required data-testid="rb-telefon" />
        </label>
        <label className="field"><span>{t('randevu.bekleme.hizmet')}</span>
          <select className="input" value={g.hizmetId} onChange={(e) => set({ hizmetId: Number(e.target.value), personelId: null })} data-testid="rb-hizmet">
            {liste.hizmetler.map((h) => <option key={h.id} value={h.id}>{h.ad}</option>)}
          </select>
        </label>
        <label className="field"><span>{t('randevu.bekleme.personel')}</span>
          <select className="input" value={g.personelId ?? ''} onChange={(e) => set({ personelId: e.target.value ? Number(e.target.value) : null })} data-testid="rb-personel">
            <option value="">{t('randevu.bekleme.farketmez')}</option>
            {personeller.map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
          </select>
        </label>
        <label className="field"><span>{t('randevu.bekleme.tarih')}</span>
          <input className="input" type="date" value={g.tarih} min={liste.bugun} onChange={(e) => set({ tarih: e.target.value })} required data-testid="rb-tarih" />
        </label>
        <div className="rb-pencere">
          <label className="field"><span>{t('randevu.bekleme.pencereBas')}</span>
            <input className="input" type="time" step={300} value={g.pencereBas} onChange={(e) => set({ pencereBas: e.target.value })} required data-testid="rb-bas" />
          </label>
          <label className="field"><span>{t('randevu.bekleme.pencereBit')}</span>
            <input className="input" type="time" step={300} value={g.pencereBit} onChange={(e) => set({ pencereBit: e.target.value })} required data-testid="rb-bit" />
          </label>
        </div>
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => onClose(false)}>{t('randevu.bekleme.vazgec')}</button>
          <button type="submit" className="btn btn-primary" data-testid="rb-kaydet">{t('randevu.bekleme.kaydet')}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** The offer lifetime in minutes (the venue's setting). */
export function BeklemeAyarDialog({ teklifDk, duzenleyebilir, onClose }: { teklifDk: number; duzenleyebilir: boolean; onClose: (degisti: boolean) => void }) {
  const t = useTx();
  const [dk, setDk] = useState(teklifDk);
  async function kaydet(e: FormEvent) {
    e.preventDefault();
    if (await islem(() => beklemeApi.ayarKaydet(dk), t('randevu.bekleme.kaydedildi'), 10000)) onClose(true);
  }
  return (
    <Dialog title={t('randevu.bekleme.ayarlar')} open onClose={() => onClose(false)}>
      <form className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="rb-ayar-form">
        <p className="muted">{t('randevu.bekleme.ayarAciklama')}</p>
        <label className="field"><span>{t('randevu.bekleme.teklifDk')}</span>
          <input className="input" type="number" inputMode="numeric" min={5} max={1440} value={dk} onChange={(e) => setDk(Number(e.target.value))} disabled={!duzenleyebilir} data-testid="rb-teklif-dk" />
        </label>
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => onClose(false)}>{t('randevu.bekleme.vazgec')}</button>
          {duzenleyebilir && <button type="submit" className="btn btn-primary" data-testid="rb-ayar-kaydet">{t('randevu.bekleme.kaydet')}</button>}
        </div>
      </form>
    </Dialog>
  );
}
