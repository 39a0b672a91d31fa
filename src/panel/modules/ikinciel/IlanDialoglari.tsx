import { useState, type FormEvent } from 'react';
import { ikincielApi } from '@api/ikinciel/ikinciel';
import { aciklamaOlustur, ACIKLAMA_SINIRI, BASLIK_SINIRI, baslikOlustur, fiyatYuvarla, YUVARLAMA_ADIMLARI, YUVARLAMA_YONLERI, type IlanCihazi } from '@lib/ikinciel/ilan';
import { AyarSchema, IlanDurumSchema, IlanGuncelleSchema, type Ayar, type Ilan, type IlanListesi } from '@lib/schemas/ikinciel/ikinciel';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { kurusOku, liraMetni, para, useTx } from './ortak';

type Aday = IlanListesi['adaylar'][number];

/** Compose (new) or edit a listing: title within the limit, description from the template, the rounded price. */
export function IlanFormu({ aday, ilan, ayar, onClose, onSaved }: { aday: Aday | null; ilan: Ilan | null; ayar: Ayar; onClose: () => void; onSaved: () => void }) {
  const t = useTx();
  const kaynak: IlanCihazi = ilan ? ilan.cihaz : { ...aday!, kondisyonNot: aday!.kondisyonNot };
  const ilkFiyat = ilan?.fiyatKurus ?? fiyatYuvarla(aday!.istenenKurus ?? aday!.maliyetKurus, ayar.yuvarlamaAdim, ayar.yuvarlamaYon);
  const [taslak, setTaslak] = useState({
    baslik: ilan?.baslik ?? baslikOlustur(kaynak), aciklama: ilan?.aciklama ?? aciklamaOlustur(ayar.sablon, kaynak), fiyat: liraMetni(ilkFiyat),
  });
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));
  const govde = { baslik: taslak.baslik, aciklama: taslak.aciklama, fiyatKurus: kurusOku(taslak.fiyat) };
  const f = useAlanHatalari(IlanGuncelleSchema, govde);
  const fotolar = ilan ? ilan.cihaz.fotolar : aday!.fotolar;

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!f.gonder()) return;
    try {
      await withLoader(() => (ilan ? ikincielApi.ilanGuncelle(ilan.id, govde) : ikincielApi.ilanEkle({ ...govde, cihazId: aday!.id })));
      toast('success', t(ilan ? 'common.saved' : 'ikinciel.ilan.taslakKaydedildi'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }
  const yuvarla = () => {
    const k = kurusOku(taslak.fiyat);
    if (Number.isFinite(k)) set({ fiyat: liraMetni(fiyatYuvarla(k, ayar.yuvarlamaAdim, ayar.yuvarlamaYon)) });
  };

  return (
    <Dialog title={t(ilan ? 'ikinciel.ilan.duzenle' : 'ikinciel.ilan.hazirla')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="ilan-form">
        <label className="field"><span>{t('ikinciel.ilan.baslik')} <span className="muted" data-testid="ilan-sayac">({taslak.baslik.length}/{BASLIK_SINIRI})</span></span>
          <input className="input" maxLength={BASLIK_SINIRI} value={taslak.baslik} onChange={(e) => set({ baslik: e.target.value })} data-testid="ilan-form-baslik" {...f.alan('baslik')} />{f.hata('baslik')}
        </label>
        <label className="field"><span>{t('ikinciel.ilan.aciklama')}</span>
          <textarea className="input" rows={10} maxLength={ACIKLAMA_SINIRI} value={taslak.aciklama} onChange={(e) => set({ aciklama: e.target.value })} data-testid="ilan-form-aciklama" {...f.alan('aciklama')} />{f.hata('aciklama')}
        </label>
        <div className="form-row ike-fiyat-satir">
          <label className="field"><span>{t('ikinciel.ilan.fiyat')}</span>
            <input className="input" inputMode="decimal" value={taslak.fiyat} onChange={(e) => set({ fiyat: e.target.value })} data-testid="ilan-form-fiyat" {...f.alan('fiyatKurus')} />{f.hata('fiyatKurus')}
          </label>
          <button type="button" className="btn" onClick={yuvarla} disabled={ayar.yuvarlamaAdim === 0}>{t('ikinciel.ilan.yuvarla', { kural: kuralMetni(t, ayar) })}</button>
        </div>
        {fotolar.length > 0 && <p className="muted">{t('ikinciel.ilan.fotoNotu', { sayi: fotolar.length })}</p>}
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="ilan-form-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}

export const kuralMetni = (t: (k: string, p?: Record<string, string | number>) => string, a: Pick<Ayar, 'yuvarlamaAdim' | 'yuvarlamaYon'>) =>
  a.yuvarlamaAdim === 0 ? t('ikinciel.ayar.yuvarlamaYok') : t(`ikinciel.ayar.yon.${a.yuvarlamaYon}`, { adim: para(a.yuvarlamaAdim) });

/** Publish: the user pastes the listing's address (nothing is posted from here). */
export function YayinDialog({ ilan, onClose, onSaved }: { ilan: Ilan; onClose: () => void; onSaved: () => void }) {
  const t = useTx();
  const [url, setUrl] = useState(ilan.url);
  const govde = { durum: 'yayinda' as const, url, yenile: false };
  const f = useAlanHatalari(IlanDurumSchema, govde, { kodAlani: {} });
  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!f.gonder()) return;
    try {
      await withLoader(() => ikincielApi.ilanDurum(ilan.id, govde));
      toast('success', t('ikinciel.ilan.yayinlandi'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }
  return (
    <Dialog title={t('ikinciel.ilan.yayinaAl')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="yayin-form">
        <p>{t('ikinciel.ilan.yayinMetin')}</p>
        <label className="field"><span>{t('ikinciel.ilan.url')}</span>
          <input className="input" type="url" inputMode="url" placeholder="https://www.letgo.com/…" value={url} onChange={(e) => setUrl(e.target.value)} data-testid="yayin-url" {...f.alan('url')} />{f.hata('url')}
        </label>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="yayin-kaydet">{t('ikinciel.ilan.yayinaAl')}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** The venue's composer settings: the description template, the price rounding rule, the renew reminder. */
export function AyarDialog({ ayar, onClose, onSaved }: { ayar: Ayar; onClose: () => void; onSaved: () => void }) {
  const t = useTx();
  const [taslak, setTaslak] = useState({ sablon: ayar.sablon, yuvarlamaAdim: String(ayar.yuvarlamaAdim), yuvarlamaYon: ayar.yuvarlamaYon, yenileGun: String(ayar.yenileGun) });
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));
  const govde = { sablon: taslak.sablon, yuvarlamaAdim: Number(taslak.yuvarlamaAdim), yuvarlamaYon: taslak.yuvarlamaYon, yenileGun: taslak.yenileGun.trim() === '' ? Number.NaN : Number(taslak.yenileGun) };
  const f = useAlanHatalari(AyarSchema, govde);
  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!f.gonder()) return;
    try {
      await withLoader(() => ikincielApi.ayarKaydet(govde as Parameters<typeof ikincielApi.ayarKaydet>[0]));
      toast('success', t('common.saved'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }
  return (
    <Dialog title={t('ikinciel.ayar.baslik')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="ayar-form">
        <label className="field"><span>{t('ikinciel.ayar.sablon')}</span>
          <textarea className="input" rows={10} maxLength={2000} value={taslak.sablon} onChange={(e) => set({ sablon: e.target.value })} data-testid="ayar-sablon" {...f.alan('sablon')} />{f.hata('sablon')}
        </label>
        <p className="muted">{t('ikinciel.ayar.yerTutucular')}</p>
        <div className="form-row ike-uclu">
          <Dropdown label={t('ikinciel.ayar.adim')} value={taslak.yuvarlamaAdim} options={YUVARLAMA_ADIMLARI.map((a) => ({ value: String(a), label: a === 0 ? t('ikinciel.ayar.yuvarlamaYok') : para(a) }))} onChange={(x) => set({ yuvarlamaAdim: x })} name="yuvarlamaAdim" error={f.hataMetni('yuvarlamaAdim')} />
          <Dropdown label={t('ikinciel.ayar.yonEtiket')} value={taslak.yuvarlamaYon} options={YUVARLAMA_YONLERI.map((y) => ({ value: y, label: t(`ikinciel.ayar.yonAd.${y}`) }))} onChange={(x) => set({ yuvarlamaYon: x as typeof taslak.yuvarlamaYon })} name="yuvarlamaYon" error={f.hataMetni('yuvarlamaYon')} />
          <label className="field"><span>{t('ikinciel.ayar.yenileGun')}</span>
            <input className="input" type="number" inputMode="numeric" min={1} max={365} value={taslak.yenileGun} onChange={(e) => set({ yenileGun: e.target.value })} {...f.alan('yenileGun')} />{f.hata('yenileGun')}
          </label>
        </div>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="ayar-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}

