import { useState, type FormEvent } from 'react';
import { demirbasApi } from '@api/envanter/demirbas';
import { gorselUrl } from '@api/dosya';
import { mesajAnahtari } from '@lib/schemas/alan-hatalari';
import { DemirbasSchema, EN_COK_FOTO, FORM_DURUMLARI, ozelDeger, type OzelAlan, type Demirbas, type Secenekler } from '@lib/schemas/envanter/demirbas';
import { parseLira, tutarMetni } from '@lib/para';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useFotoYukle } from '@panel/ui/useFotoYukle';
import { useTx } from './ortak';

interface Taslak {
  kod: string; ad: string; kategoriId: string; marka: string; model: string; seriNo: string; lokasyonId: string; personelId: string;
  alisTarihi: string; alisFiyat: string; garantiBitis: string; durum: string; ozelAlanlar: Record<string, string>; fotolar: string[]; notlar: string; bakimAralikGun: string;
}

const taslakYap = (d: Demirbas | null, sonrakiKod: string): Taslak => ({
  kod: d?.kod ?? sonrakiKod, ad: d?.ad ?? '', kategoriId: d?.kategoriId ? String(d.kategoriId) : '', marka: d?.marka ?? '', model: d?.model ?? '', seriNo: d?.seriNo ?? '',
  lokasyonId: d?.lokasyonId ? String(d.lokasyonId) : '', personelId: d?.personelId ? String(d.personelId) : '', alisTarihi: d?.alisTarihi ?? '',
  alisFiyat: d?.alisKurus ? tutarMetni(d.alisKurus, { grupsuz: true }) : '', garantiBitis: d?.garantiBitis ?? '',
  durum: d?.durum === 'depoda' ? 'depoda' : 'kullanimda', ozelAlanlar: Object.fromEntries(Object.entries(d?.ozelAlanlar ?? {}).map(([k, v]) => [k, String(v)])),
  fotolar: d?.fotolar ?? [], notlar: d?.notlar ?? '', bakimAralikGun: d?.bakimAralikGun ? String(d.bakimAralikGun) : '',
});
const sayiVeyaNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Add or edit an asset: the category's custom fields follow the chosen category; photos upload as WebP (first = cover). */
export function DemirbasFormu({ demirbas, secenekler, onClose, onSaved }: { demirbas: Demirbas | null; secenekler: Secenekler; onClose: () => void; onSaved: (d: Demirbas) => void }) {
  const t = useTx();
  const [taslak, setTaslak] = useState<Taslak>(() => taslakYap(demirbas, secenekler.sonrakiKod));
  const set = (patch: Partial<Taslak>) => setTaslak((c) => ({ ...c, ...patch }));
  const kategori = secenekler.kategoriler.find((k) => String(k.id) === taslak.kategoriId) ?? null;
  const alanlar: OzelAlan[] = kategori?.alanlar ?? [];
  const govde = {
    ...taslak, kategoriId: sayiVeyaNull(taslak.kategoriId), lokasyonId: sayiVeyaNull(taslak.lokasyonId), personelId: sayiVeyaNull(taslak.personelId),
    alisKurus: taslak.alisFiyat.trim() === '' ? 0 : (parseLira(taslak.alisFiyat) ?? Number.NaN), bakimAralikGun: sayiVeyaNull(taslak.bakimAralikGun),
    ozelAlanlar: Object.fromEntries(alanlar.map((a) => [a.anahtar, taslak.ozelAlanlar[a.anahtar] ?? ''])),
  };
  const form = useAlanHatalari(DemirbasSchema, govde, {
    kodAlani: { CODE_TAKEN: 'kod', CATEGORY_INVALID: 'kategoriId', LOCATION_INVALID: 'lokasyonId', STAFF_INVALID: 'personelId', IMAGE_KEY_INVALID: 'fotolar' },
    // custom fields are checked by their type here as on the server; the message names the field
    ek: () => Object.fromEntries(alanlar.flatMap((a) => {
      const sonuc = ozelDeger(a, taslak.ozelAlanlar[a.anahtar] ?? '');
      return 'hata' in sonuc ? [[`ozel.${a.anahtar}`, `${sonuc.hata}|${a.ad}`]] : [];
    })),
    ceviri: (anahtar) => {
      const [key, alan] = anahtar.split('|');
      return alan === undefined ? t(mesajAnahtari(key)) : t(key!, { alan });
    },
  });
  const { yukleniyor, sec } = useFotoYukle((blob) => demirbasApi.fotoYukle(blob), (anahtar) => setTaslak((c) => ({ ...c, fotolar: [...c.fotolar, anahtar] })));

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!form.gonder()) return;
    try {
      const kayit = await withLoader(() => demirbasApi.kaydet(demirbas?.id ?? null, govde as never));
      toast('success', demirbas ? t('common.saved') : t('envanter.demirbas.eklendi', { kod: kayit.kod }));
      onSaved(kayit);
    } catch (caught) {
      form.sunucuHatasi(caught);
    }
  }
  const kapakYap = (i: number) => set({ fotolar: [taslak.fotolar[i]!, ...taslak.fotolar.filter((_, j) => j !== i)] });

  return (
    <Dialog title={demirbas ? t('envanter.demirbas.form.duzenle') : t('envanter.demirbas.form.ekle')} open onClose={onClose} wide>
      <form ref={form.formRef} className="form dmr-form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="dmr-form">
        <div className="form-row">
          <label className="field"><span>{t('envanter.demirbas.form.kod')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" value={taslak.kod} maxLength={40} onChange={(e) => set({ kod: e.target.value })} data-testid="dmr-form-kod" {...form.alan('kod')} />
            {form.hata('kod')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.form.ad')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" value={taslak.ad} maxLength={120} onChange={(e) => set({ ad: e.target.value })} data-testid="dmr-form-ad" {...form.alan('ad')} />
            {form.hata('ad')}
          </label>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('envanter.demirbas.form.kategori')}</span>
            <select className="input" value={taslak.kategoriId} onChange={(e) => set({ kategoriId: e.target.value })} data-testid="dmr-form-kategori" {...form.alan('kategoriId')}>
              <option value="">{t('envanter.demirbas.form.kategoriYok')}</option>
              {secenekler.kategoriler.map((k) => <option key={k.id} value={k.id}>{k.ad}</option>)}
            </select>
            {form.hata('kategoriId')}
          </label>
          <fieldset className="dmr-durum-sec">
            <legend>{t('envanter.demirbas.form.durum')}</legend>
            {demirbas && demirbas.durum !== 'kullanimda' && demirbas.durum !== 'depoda'
              ? <p className="muted">{t(`envanter.durum.${demirbas.durum}`)} · {t('envanter.demirbas.form.durumIslem')}</p>
              : FORM_DURUMLARI.map((d) => (
                <label key={d} className="check"><input type="radio" name="durum" checked={taslak.durum === d} onChange={() => set({ durum: d })} data-testid={`dmr-form-durum-${d}`} />{t(`envanter.durum.${d}`)}</label>
              ))}
          </fieldset>
        </div>
        {alanlar.length > 0 && (
          <fieldset className="dmr-ozel" data-testid="dmr-form-ozel">
            <legend>{t('envanter.demirbas.form.ozelAlanlar', { kategori: kategori!.ad })}</legend>
            <div className="form-row">
              {alanlar.map((a) => (
                <label key={a.anahtar} className="field"><span>{a.ad}</span>
                  {a.tur === 'secim'
                    ? (
                      <select className="input" value={taslak.ozelAlanlar[a.anahtar] ?? ''} onChange={(e) => set({ ozelAlanlar: { ...taslak.ozelAlanlar, [a.anahtar]: e.target.value } })} data-testid={`dmr-form-ozel-${a.anahtar}`} {...form.alan(`ozel.${a.anahtar}`)}>
                        <option value="">—</option>
                        {a.secenekler.map((s) => <option key={s} value={s}>{s}</option>)}
                      </select>
                    )
                    : <input className="input" type={a.tur === 'tarih' ? 'date' : 'text'} inputMode={a.tur === 'sayi' ? 'decimal' : undefined} value={taslak.ozelAlanlar[a.anahtar] ?? ''}
                      onChange={(e) => set({ ozelAlanlar: { ...taslak.ozelAlanlar, [a.anahtar]: e.target.value } })} data-testid={`dmr-form-ozel-${a.anahtar}`} {...form.alan(`ozel.${a.anahtar}`)} />}
                  {form.hata(`ozel.${a.anahtar}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="form-row">
          <label className="field"><span>{t('envanter.demirbas.form.marka')}</span>
            <input className="input" value={taslak.marka} maxLength={80} onChange={(e) => set({ marka: e.target.value })} data-testid="dmr-form-marka" {...form.alan('marka')} />{form.hata('marka')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.form.model')}</span>
            <input className="input" value={taslak.model} maxLength={80} onChange={(e) => set({ model: e.target.value })} {...form.alan('model')} />{form.hata('model')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.form.seriNo')}</span>
            <input className="input" value={taslak.seriNo} maxLength={80} onChange={(e) => set({ seriNo: e.target.value })} data-testid="dmr-form-seri" {...form.alan('seriNo')} />{form.hata('seriNo')}
          </label>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('envanter.demirbas.form.lokasyon')}</span>
            <select className="input" value={taslak.lokasyonId} onChange={(e) => set({ lokasyonId: e.target.value })} data-testid="dmr-form-lokasyon" {...form.alan('lokasyonId')}>
              <option value="">{t('envanter.demirbas.lokasyonYok')}</option>
              {secenekler.lokasyonlar.map((l) => <option key={l.id} value={l.id}>{l.yol}</option>)}
              {demirbas?.lokasyonId && !secenekler.lokasyonlar.some((l) => l.id === demirbas.lokasyonId) && <option value={demirbas.lokasyonId}>{demirbas.lokasyonYol}</option>}
            </select>
            {form.hata('lokasyonId')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.form.personel')}</span>
            <select className="input" value={taslak.personelId} onChange={(e) => set({ personelId: e.target.value })} data-testid="dmr-form-personel" {...form.alan('personelId')}>
              <option value="">{t('envanter.demirbas.zimmetYok')}</option>
              {secenekler.personeller.map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
              {demirbas?.personelId && !secenekler.personeller.some((p) => p.id === demirbas.personelId) && <option value={demirbas.personelId}>{demirbas.personelAd}</option>}
            </select>
            {form.hata('personelId')}
          </label>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('envanter.demirbas.form.alisTarihi')}</span>
            <input className="input" type="date" value={taslak.alisTarihi} onChange={(e) => set({ alisTarihi: e.target.value })} {...form.alan('alisTarihi')} />{form.hata('alisTarihi')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.form.alisFiyat')}</span>
            <input className="input" inputMode="decimal" value={taslak.alisFiyat} placeholder="0,00" onChange={(e) => set({ alisFiyat: e.target.value })} data-testid="dmr-form-fiyat" {...form.alan('alisKurus')} />{form.hata('alisKurus')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.form.garantiBitis')}</span>
            <input className="input" type="date" value={taslak.garantiBitis} onChange={(e) => set({ garantiBitis: e.target.value })} data-testid="dmr-form-garanti" {...form.alan('garantiBitis')} />{form.hata('garantiBitis')}
          </label>
          <label className="field"><span>{t('envanter.demirbas.form.bakimAralik')}</span>
            <input className="input" inputMode="numeric" value={taslak.bakimAralikGun} placeholder={kategori?.bakimAralikGun ? String(kategori.bakimAralikGun) : ''} onChange={(e) => set({ bakimAralikGun: e.target.value })} {...form.alan('bakimAralikGun')} />
            {form.hata('bakimAralikGun')}
          </label>
        </div>
        <div className="dmr-fotolar" data-alan="fotolar" tabIndex={-1}>
          <span className="dmr-etiket">{t('envanter.demirbas.form.fotolar')}</span>
          <ul className="dmr-foto-liste">
            {taslak.fotolar.map((f, i) => (
              <li key={f} className="dmr-foto">
                <img src={gorselUrl(f)} alt={t('envanter.demirbas.form.fotoAlt', { sira: i + 1 })} width={88} height={88} />
                {i === 0 ? <span className="dmr-kapak-rozet">{t('envanter.demirbas.form.kapak')}</span>
                  : <button type="button" className="btn btn-small" onClick={() => kapakYap(i)}>{t('envanter.demirbas.form.kapakYap')}</button>}
                <button type="button" className="icon-btn" onClick={() => set({ fotolar: taslak.fotolar.filter((x) => x !== f) })} aria-label={t('envanter.demirbas.form.fotoKaldir', { sira: i + 1 })}><Icon name="trash" size={16} /></button>
              </li>
            ))}
          </ul>
          {taslak.fotolar.length < EN_COK_FOTO && (
            <label className="btn btn-small dmr-yukle"><Icon name="plus" size={16} />{t('envanter.demirbas.form.fotoEkle')}
              <input type="file" accept="image/*" className="sr-only" disabled={yukleniyor} data-testid="dmr-form-foto" onChange={(e) => { void sec(e.target.files?.[0]); e.target.value = ''; }} />
            </label>
          )}
          {form.hata('fotolar')}
        </div>
        <label className="field"><span>{t('envanter.demirbas.form.notlar')}</span>
          <textarea className="input" rows={3} maxLength={1000} value={taslak.notlar} onChange={(e) => set({ notlar: e.target.value })} {...form.alan('notlar')} />{form.hata('notlar')}
        </label>
        <p className="field-error" role="alert">{form.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" disabled={yukleniyor} data-testid="dmr-form-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
