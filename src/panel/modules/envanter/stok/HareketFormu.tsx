import { useState, type FormEvent } from 'react';
import { stokApi } from '@api/envanter/stok';
import { CIKIS_NEDENLERI, GIRIS_NEDENLERI, HareketSchema, type HareketNedeni, type HareketTuru, type LokasyonListesi, type UrunListesi } from '@lib/schemas/envanter/stok';
import { parseLira } from '@lib/para';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { useApiData } from '@panel/useApiData';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { lokasyonSecenekleri, useMiktar, useTx } from './ortak';

const NEDENLER: Record<HareketTuru, readonly string[]> = { giris: GIRIS_NEDENLERI.filter((n) => n !== 'acilis'), cikis: CIKIS_NEDENLERI, transfer: ['transfer'] };
const VARSAYILAN: Record<HareketTuru, string> = { giris: 'satin_alma', cikis: 'tuketim', transfer: 'transfer' };

/**
 * One stock movement: in (purchase, restock, count surplus), out (consumed, wasted, count shortage) or a transfer.
 * The quantity on hand at the source is shown; the server decides (a refusal shows here and nothing changes).
 */
export function HareketFormu({ urunId, tur: ilkTur = 'cikis', onClose, onSaved }: { urunId?: number; tur?: HareketTuru; onClose: () => void; onSaved: () => void }) {
  const t = useTx();
  const miktarMetni = useMiktar();
  const urunler = useApiData<UrunListesi>(stokApi.urunler({ durum: 'aktif', boyut: 500 }));
  const lokasyonlar = useApiData<LokasyonListesi>(stokApi.lokasyonlar);
  const [taslak, setTaslak] = useState({ tur: ilkTur, neden: VARSAYILAN[ilkTur], urunId: urunId ? String(urunId) : '', kaynakId: '', hedefId: '', miktar: '', maliyet: '', aciklama: '' });
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));

  const urun = urunler.data?.urunler.find((u) => String(u.id) === taslak.urunId);
  const lokSecenek = lokasyonSecenekleri(lokasyonlar.data?.lokasyonlar ?? []);
  // where the item is, with what is there, first: taking from an empty place is the usual mistake
  const kaynakSecenek = urun
    ? [...urun.stoklar.map((s) => ({ value: String(s.lokasyonId), label: `${s.lokasyonAd} (${miktarMetni(s.miktarBinde, urun.birim)})` })),
      ...lokSecenek.filter((o) => !urun.stoklar.some((s) => String(s.lokasyonId) === o.value))]
    : lokSecenek;
  const mevcut = urun && taslak.kaynakId ? urun.stoklar.find((s) => String(s.lokasyonId) === taslak.kaynakId)?.miktarBinde ?? 0 : null;

  const maliyet = taslak.maliyet.trim() === '' ? null : parseLira(taslak.maliyet) ?? -1;
  const govde = {
    tur: taslak.tur, neden: taslak.neden as HareketNedeni, urunId: taslak.urunId ? Number(taslak.urunId) : 0, kaynakId: taslak.kaynakId ? Number(taslak.kaynakId) : null,
    hedefId: taslak.hedefId ? Number(taslak.hedefId) : null, miktar: taslak.miktar, birimMaliyetKurus: maliyet, aciklama: taslak.aciklama,
  };
  const f = useAlanHatalari(HareketSchema, govde);

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!f.gonder()) return;
    try {
      const sonuc = await withLoader(() => stokApi.hareketEkle(govde));
      toast('success', t('envanter.stok.har.kaydedildi', { urun: sonuc.urun.ad, miktar: miktarMetni(sonuc.urun.toplamBinde, sonuc.urun.birim) }));
      onSaved();
    } catch (caught) {
      // a refusal (not enough at the source) stays in the form; the quantities on hand are read again
      f.sunucuHatasi(caught);
      void urunler.reload();
    }
  }

  const birim = urun ? t(`common.birim.${urun.birim}`) : '';
  return (
    <Dialog title={t('envanter.stok.har.form.baslik')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="har-form">
        <fieldset className="est-turler">
          <legend>{t('envanter.stok.har.form.tur')}</legend>
          <div className="est-turler-secim">
          {(['giris', 'cikis', 'transfer'] as const).map((x) => (
            <label key={x} className={`est-tur est-tur-${x}${taslak.tur === x ? ' on' : ''}`}>
              <input type="radio" name="tur" className="sr-only" checked={taslak.tur === x} onChange={() => set({ tur: x, neden: VARSAYILAN[x] })} data-testid={`har-tur-${x}`} />
              {t(`envanter.stok.tur.${x}`)}
            </label>
          ))}
          </div>
        </fieldset>
        <div data-testid="har-urun" data-alan="urunId" tabIndex={-1}>
          <Dropdown label={t('envanter.stok.har.form.urun')} required searchable value={taslak.urunId} name="urunId" error={f.hataMetni('urunId')}
            options={(urunler.data?.urunler ?? []).map((u) => ({ value: String(u.id), label: u.kod ? `${u.ad} · ${u.kod}` : u.ad }))} onChange={(x) => set({ urunId: x })} />
        </div>
        <Dropdown label={t('envanter.stok.har.form.neden')} value={taslak.neden} name="neden" error={f.hataMetni('neden')} disabled={taslak.tur === 'transfer'}
          options={NEDENLER[taslak.tur].map((n) => ({ value: n, label: t(`envanter.stok.neden.${n}`) }))} onChange={(x) => set({ neden: x })} />
        <div className="form-row">
          {taslak.tur !== 'giris' && (
            <div data-testid="har-kaynak" data-alan="kaynakId" tabIndex={-1}>
              <Dropdown label={t('envanter.stok.har.form.kaynak')} required value={taslak.kaynakId} name="kaynakId" error={f.hataMetni('kaynakId')} searchable={kaynakSecenek.length > 8}
                options={kaynakSecenek} onChange={(x) => set({ kaynakId: x })} />
            </div>
          )}
          {taslak.tur !== 'cikis' && (
            <div data-testid="har-hedef" data-alan="hedefId" tabIndex={-1}>
              <Dropdown label={t('envanter.stok.har.form.hedef')} required value={taslak.hedefId} name="hedefId" error={f.hataMetni('hedefId')} searchable={lokSecenek.length > 8}
                options={lokSecenek} onChange={(x) => set({ hedefId: x })} />
            </div>
          )}
        </div>
        <div className="form-row">
          <label className="field"><span>{t('envanter.stok.har.form.miktar')}{birim && ` (${birim})`}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" inputMode="decimal" autoComplete="off" value={taslak.miktar} onChange={(e) => set({ miktar: e.target.value })} data-testid="har-miktar" {...f.alan('miktar')} />
            {mevcut !== null && urun && <small className="muted" data-testid="har-mevcut">{t('envanter.stok.har.form.mevcut', { miktar: miktarMetni(mevcut, urun.birim) })}</small>}
            {f.hata('miktar')}
          </label>
          {taslak.tur === 'giris' && (
            <label className="field"><span>{t('envanter.stok.har.form.maliyet')}</span>
              <input className="input" inputMode="decimal" autoComplete="off" placeholder="0,00" value={taslak.maliyet} onChange={(e) => set({ maliyet: e.target.value })} {...f.alan('birimMaliyetKurus')} />
              {f.hata('birimMaliyetKurus')}
            </label>
          )}
        </div>
        <label className="field"><span>{t('envanter.stok.har.form.aciklama')}</span>
          <input className="input" maxLength={500} value={taslak.aciklama} onChange={(e) => set({ aciklama: e.target.value })} data-testid="har-aciklama" {...f.alan('aciklama')} />
          {f.hata('aciklama')}
        </label>
        <p className="field-error" role="alert" data-testid="har-form-hata">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="har-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
