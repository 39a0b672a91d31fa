import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { demirbasApi } from '@api/envanter/demirbas';
import { ALAN_TURLERI, KategoriSchema, type Kategori } from '@lib/schemas/envanter/demirbas';
import { katla } from '@lib/search';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { onayla } from '@stores/onay';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { DEMIRBAS_KEY as KEY, useTx } from './ortak';

interface AlanTaslagi { anahtar: string; ad: string; tur: string; secenekler: string }
interface Taslak { ad: string; bakimAralikGun: string; alanlar: AlanTaslagi[] }

/** A field's key from its name: folded, letters and digits joined by '_' ('Voltaj (V)' → 'voltaj_v'). */
const anahtarOf = (ad: string) => katla(ad).replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').replace(/^(\d)/, 'a$1').slice(0, 30) || 'alan';

/** Asset categories with their custom fields and default maintenance interval (the "Kategoriler" dialog of demirbaslar). */
export function KategorilerDialog({ onClose }: { onClose: () => void }) {
  const t = useTx();
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<Kategori[]>(demirbasApi.kategoriler);
  const [duzenlenen, setDuzenlenen] = useState<Kategori | 'yeni' | null>(null);

  async function sil(k: Kategori) {
    if (!(await onayla(t('envanter.demirbas.kat.silMetin', { ad: k.ad }), { onayMetni: t('common.delete') }))) return;
    if (await islem(() => demirbasApi.kategoriSil(k.id), t('common.deleted'))) await reload();
  }

  return (
    <Dialog title={t('envanter.demirbas.kategoriler')} open onClose={onClose} wide>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {duzenlenen === null && (
        <div className="dmr-kat" data-testid="dmr-kat">
          {data?.length === 0 && <p className="muted">{t('envanter.demirbas.kat.bos')}</p>}
          <ul className="dmr-kat-liste">
            {data?.map((k) => (
              <li key={k.id} className="dmr-kat-satir">
                <div>
                  <strong>{k.ad}</strong>
                  <span className="muted"> · {t('envanter.demirbas.kat.ozet', { alan: k.alanlar.length, demirbas: k.demirbasSayisi })}</span>
                  {k.bakimAralikGun && <span className="muted"> · {t('envanter.demirbas.kat.aralik', { gun: k.bakimAralikGun })}</span>}
                </div>
                <span className="row-actions">
                  {can.has(`${KEY}:guncelle`) && <button type="button" className="btn btn-small" onClick={() => setDuzenlenen(k)} aria-label={t('envanter.demirbas.kat.duzenleAd', { ad: k.ad })}><Icon name="edit" size={16} /></button>}
                  {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(k)} aria-label={t('envanter.demirbas.kat.silAd', { ad: k.ad })}><Icon name="trash" size={16} /></button>}
                </span>
              </li>
            ))}
          </ul>
          <div className="form-actions">
            <button type="button" className="btn" onClick={onClose}>{t('common.close')}</button>
            {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setDuzenlenen('yeni')} data-testid="dmr-kat-ekle"><Icon name="plus" size={16} />{t('envanter.demirbas.kat.ekle')}</button>}
          </div>
        </div>
      )}
      {duzenlenen !== null && <KategoriFormu kategori={duzenlenen === 'yeni' ? null : duzenlenen} onDone={(kaydedildi) => { setDuzenlenen(null); if (kaydedildi) void reload(); }} />}
    </Dialog>
  );
}

function KategoriFormu({ kategori, onDone }: { kategori: Kategori | null; onDone: (kaydedildi: boolean) => void }) {
  const t = useTx();
  const [taslak, setTaslak] = useState<Taslak>(() => ({
    ad: kategori?.ad ?? '', bakimAralikGun: kategori?.bakimAralikGun ? String(kategori.bakimAralikGun) : '',
    alanlar: (kategori?.alanlar ?? []).map((a) => ({ anahtar: a.anahtar, ad: a.ad, tur: a.tur, secenekler: a.secenekler.join(', ') })),
  }));
  const set = (patch: Partial<Taslak>) => setTaslak((c) => ({ ...c, ...patch }));
  const alanSet = (i: number, patch: Partial<AlanTaslagi>) => set({ alanlar: taslak.alanlar.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  const govde = {
    ad: taslak.ad, bakimAralikGun: taslak.bakimAralikGun.trim() === '' ? null : Number(taslak.bakimAralikGun),
    alanlar: taslak.alanlar.map((a) => ({ anahtar: a.anahtar, ad: a.ad, tur: a.tur, secenekler: a.secenekler.split(',').map((s) => s.trim()).filter(Boolean) })),
  };
  const form = useAlanHatalari(KategoriSchema, govde, { tamYol: true, kodAlani: { NAME_TAKEN: 'ad' } });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!form.gonder()) return;
    try {
      await withLoader(() => demirbasApi.kategoriKaydet(kategori?.id ?? null, govde as never));
      toast('success', t('common.saved'));
      onDone(true);
    } catch (caught) {
      form.sunucuHatasi(caught);
    }
  }

  return (
    <form ref={form.formRef} className="form dmr-kat-form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="dmr-kat-form">
      <div className="form-row">
        <label className="field"><span>{t('envanter.demirbas.kat.ad')}<span className="req" aria-hidden="true"> *</span></span>
          <input className="input" value={taslak.ad} maxLength={60} onChange={(e) => set({ ad: e.target.value })} data-testid="dmr-kat-ad" {...form.alan('ad')} />{form.hata('ad')}
        </label>
        <label className="field"><span>{t('envanter.demirbas.kat.bakimAralik')}</span>
          <input className="input" inputMode="numeric" value={taslak.bakimAralikGun} onChange={(e) => set({ bakimAralikGun: e.target.value })} data-testid="dmr-kat-aralik" {...form.alan('bakimAralikGun')} />{form.hata('bakimAralikGun')}
        </label>
      </div>
      <fieldset className="dmr-kat-alanlar">
        <legend>{t('envanter.demirbas.kat.alanlar')}</legend>
        {taslak.alanlar.length === 0 && <p className="muted">{t('envanter.demirbas.kat.alanYok')}</p>}
        {taslak.alanlar.map((a, i) => (
          <div key={i} className="dmr-kat-alan" data-testid={`dmr-kat-alan-${i}`}>
            <label className="field"><span>{t('envanter.demirbas.kat.alanAd')}</span>
              <input className="input" value={a.ad} maxLength={60} onChange={(e) => alanSet(i, { ad: e.target.value, anahtar: kategori?.alanlar[i]?.anahtar ?? anahtarOf(e.target.value) })} data-testid={`dmr-kat-alan-ad-${i}`} {...form.alan(`alanlar.${i}.ad`)} />
              {form.hata(`alanlar.${i}.ad`)}{form.hata(`alanlar.${i}.anahtar`)}
            </label>
            <label className="field"><span>{t('envanter.demirbas.kat.alanTur')}</span>
              <select className="input" value={a.tur} onChange={(e) => alanSet(i, { tur: e.target.value })} data-testid={`dmr-kat-alan-tur-${i}`} {...form.alan(`alanlar.${i}.tur`)}>
                {ALAN_TURLERI.map((tur) => <option key={tur} value={tur}>{t(`envanter.demirbas.alanTur.${tur}`)}</option>)}
              </select>
            </label>
            {a.tur === 'secim' && (
              <label className="field"><span>{t('envanter.demirbas.kat.secenekler')}</span>
                <input className="input" value={a.secenekler} placeholder={t('envanter.demirbas.kat.seceneklerIpucu')} onChange={(e) => alanSet(i, { secenekler: e.target.value })} {...form.alan(`alanlar.${i}`)} />
                {form.hata(`alanlar.${i}`)}{form.hata(`alanlar.${i}.secenekler`)}
              </label>
            )}
            <button type="button" className="icon-btn" onClick={() => set({ alanlar: taslak.alanlar.filter((_, j) => j !== i) })} aria-label={t('envanter.demirbas.kat.alanSil', { ad: a.ad || String(i + 1) })}><Icon name="trash" size={16} /></button>
          </div>
        ))}
        {form.hata('alanlar')}
        {taslak.alanlar.length < 20 && <button type="button" className="btn btn-small" onClick={() => set({ alanlar: [...taslak.alanlar, { anahtar: '', ad: '', tur: 'metin', secenekler: '' }] })} data-testid="dmr-kat-alan-ekle"><Icon name="plus" size={16} />{t('envanter.demirbas.kat.alanEkle')}</button>}
      </fieldset>
      <p className="field-error" role="alert">{form.formHatasi}</p>
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => onDone(false)}>{t('common.cancel')}</button>
        <button type="submit" className="btn btn-primary" data-testid="dmr-kat-kaydet">{t('common.save')}</button>
      </div>
    </form>
  );
}
