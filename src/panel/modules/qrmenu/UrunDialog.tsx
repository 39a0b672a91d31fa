import { useState, type FormEvent } from 'react';
import { qrApi } from '@api/qrmenu';
import { LANGUAGE_NAMES, type Lang } from '@lib/i18n/languages';
import { ALERJEN_ADLARI, ALERJENLER, DIYET_ADLARI, DIYET_ETIKETLERI, type Alerjen, type DiyetEtiketi } from '@lib/menu/allergens';
import { formatKurus, parseLira, tutarMetni } from '@lib/para';
import type { CokDilliMetin } from '@lib/menu/text';
import { UrunSchema, type Urun } from '@lib/schemas/qrmenu';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';
import { BOS_METIN, DilSekmeleri } from '@panel/ui/DilSekmeleri';
import { CipSecimi } from '@panel/ui/CipSecimi';
import { Gorsel, GorselYukle } from './gorsel';
import { SecenekBaglantisi } from './SecenekBaglantisi';
import { IstasyonSecimi } from './IstasyonSecimi';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';

interface Draft {
  kategoriId: string;
  ad: CokDilliMetin;
  aciklama: CokDilliMetin;
  ozellikler: CokDilliMetin[];
  teknikOzellikler: CokDilliMetin[];
  fiyat: string;
  alerjenler: Alerjen[];
  diyetEtiketleri: DiyetEtiketi[];
  tukendi: boolean;
  gorunur: boolean;
  gorseller: string[];
}

function taslak(urun: Urun | null, kategoriId: string): Draft {
  if (!urun) return { kategoriId, ad: { ...BOS_METIN }, aciklama: { ...BOS_METIN }, ozellikler: [], teknikOzellikler: [], fiyat: '', alerjenler: [], diyetEtiketleri: [], tukendi: false, gorunur: true, gorseller: [] };
  return {
    kategoriId: String(urun.kategoriId), ad: { ...BOS_METIN, ...urun.ad }, aciklama: { ...BOS_METIN, ...urun.aciklama },
    ozellikler: urun.ozellikler.map((line) => ({ ...BOS_METIN, ...line })), teknikOzellikler: urun.teknikOzellikler.map((line) => ({ ...BOS_METIN, ...line })),
    fiyat: tutarMetni(urun.fiyatKurus), alerjenler: [...urun.alerjenler], diyetEtiketleri: [...urun.diyetEtiketleri],
    tukendi: urun.tukendi, gorunur: urun.gorunur, gorseller: [...urun.gorseller],
  };
}

const dolu = (line: CokDilliMetin) => Object.values(line).some((text) => text?.trim());

/** Repeatable lines (features, technical specs) for the language tab in view. */
function Satirlar({ label, lines, lang, onChange, testId }: { label: string; lines: CokDilliMetin[]; lang: Lang; onChange: (lines: CokDilliMetin[]) => void; testId: string }) {
  const t = useT();
  return (
    <fieldset className="qm-lines">
      <legend>{label}</legend>
      {lines.map((line, index) => (
        <div className="qm-line" key={index}>
          <input className="input" aria-label={`${label} ${index + 1} (${LANGUAGE_NAMES[lang]})`} maxLength={120} value={line[lang] ?? ''} lang={lang}
            onChange={(event) => onChange(lines.map((item, i) => (i === index ? { ...item, [lang]: event.target.value } : item)))} />
          <button type="button" className="icon-btn" aria-label={t('qrmenu.removeLine', { sayi: index + 1 })} onClick={() => onChange(lines.filter((_, i) => i !== index))}><Icon name="close" size={16} /></button>
        </div>
      ))}
      {lines.length < 20 && <button type="button" className="btn btn-small" onClick={() => onChange([...lines, { ...BOS_METIN }])} data-testid={testId}><Icon name="plus" size={16} />{t('qrmenu.addLine')}</button>}
    </fieldset>
  );
}

/** Add/edit a product: four language tabs, price in lira, allergens and diet tags, images (first is the cover). */
export function UrunDialog({ urun, kategoriler, varsayilanKategori, onClose, onSaved }: { urun: Urun | null; kategoriler: { value: string; label: string }[]; varsayilanKategori: string; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const lang = $lang.get();
  const [draft, setDraft] = useState<Draft>(() => taslak(urun, varsayilanKategori));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const f = useAlanHatalari(UrunSchema, {
    kategoriId: draft.kategoriId ? Number(draft.kategoriId) : Number.NaN, ad: draft.ad, aciklama: draft.aciklama, fiyatKurus: parseLira(draft.fiyat) ?? Number.NaN,
    ozellikler: draft.ozellikler.filter(dolu), teknikOzellikler: draft.teknikOzellikler.filter(dolu),
    alerjenler: draft.alerjenler, diyetEtiketleri: draft.diyetEtiketleri, tukendi: draft.tukendi, gorunur: draft.gorunur, gorseller: draft.gorseller,
  }, { kodAlani: { NAME_TAKEN: 'ad', IMAGE_KEY_INVALID: 'gorseller' } });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(() => qrApi.urunKaydet(urun?.id ?? null, body));
      toast('success', t('common.saved'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const kapak = (index: number) => set({ gorseller: [draft.gorseller[index]!, ...draft.gorseller.filter((_, i) => i !== index)] });
  return (
    <Dialog title={urun ? t('qrmenu.prod.edit') : t('qrmenu.prod.add')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate>
        <div className="form-row">
          <div data-alan="kategoriId"><Dropdown label={t('qrmenu.category')} required searchable value={draft.kategoriId} options={kategoriler} onChange={(value) => set({ kategoriId: value })} name="kategoriId" error={f.hataMetni('kategoriId')} /></div>
          <label className="field"><span>{t('qrmenu.prod.priceLira')} <span className="req" aria-hidden="true">*</span></span>
            <input className="input" name="fiyat" inputMode="decimal" required placeholder="1.234,50" value={draft.fiyat} onChange={(event) => set({ fiyat: event.target.value })} {...f.alan('fiyatKurus', 'fiyat-hint')} data-testid="product-price" />
            <small id="fiyat-hint" className="muted">{parseLira(draft.fiyat) !== null ? formatKurus(parseLira(draft.fiyat)!) : t('common.priceHint')}</small>
            {f.hata('fiyatKurus')}
          </label>
        </div>
        <DilSekmeleri
          fields={[
            { key: 'ad', label: t('common.name'), value: draft.ad, onChange: (value) => set({ ad: value }), required: true, max: 100, isaret: f.alan('ad'), hata: f.hata('ad') },
            { key: 'aciklama', label: t('common.description'), value: draft.aciklama, onChange: (value) => set({ aciklama: value }), multiline: true, max: 600, isaret: f.alan('aciklama'), hata: f.hata('aciklama') },
          ]}
          extra={(tab) => (
            <div className="qm-lines-wrap">
              <Satirlar label={t('qrmenu.prod.features')} lines={draft.ozellikler} lang={tab} onChange={(lines) => set({ ozellikler: lines })} testId="add-feature" />
              <Satirlar label={t('qrmenu.prod.specs')} lines={draft.teknikOzellikler} lang={tab} onChange={(lines) => set({ teknikOzellikler: lines })} testId="add-spec" />
            </div>
          )}
        />
        <CipSecimi legend={t('qrmenu.prod.allergens')} name="alerjen" options={ALERJENLER.map((key) => ({ value: key, label: ALERJEN_ADLARI[key][lang] }))} value={draft.alerjenler} onChange={(next) => set({ alerjenler: next })} />
        <CipSecimi legend={t('qrmenu.prod.diet')} name="diyet" options={DIYET_ETIKETLERI.map((key) => ({ value: key, label: DIYET_ADLARI[key][lang] }))} value={draft.diyetEtiketleri} onChange={(next) => set({ diyetEtiketleri: next })} />
        <fieldset className="qm-images" data-alan="gorseller">
          <legend>{t('qrmenu.prod.images')}</legend>
          {f.hata('gorseller')}
          <ul className="qm-image-list">
            {draft.gorseller.map((anahtar, index) => (
              <li key={anahtar} className="qm-image">
                <Gorsel anahtar={anahtar} alt={t('qrmenu.prod.imageN', { sayi: index + 1 })} size={96} />
                {index === 0 ? <span className="badge">{t('qrmenu.prod.cover')}</span> : <button type="button" className="btn btn-small" onClick={() => kapak(index)}>{t('qrmenu.prod.makeCover')}</button>}
                <button type="button" className="btn btn-small btn-danger" aria-label={t('qrmenu.prod.removeImageN', { sayi: index + 1 })} onClick={() => set({ gorseller: draft.gorseller.filter((_, i) => i !== index) })}><Icon name="trash" size={16} /></button>
              </li>
            ))}
          </ul>
          {draft.gorseller.length < 6 && <GorselYukle label={t('qrmenu.prod.addImage')} testId="product-image-input" onUploaded={(anahtar) => setDraft((current) => ({ ...current, gorseller: [...current.gorseller, anahtar] }))} />}
        </fieldset>
        <div className="qm-checks">
          <label className="check"><input type="checkbox" checked={draft.gorunur} onChange={(event) => set({ gorunur: event.target.checked })} />{t('qrmenu.visibleToGuests')}</label>
          <label className="check"><input type="checkbox" checked={draft.tukendi} onChange={(event) => set({ tukendi: event.target.checked })} />{t('qrmenu.prod.soldOut')}</label>
        </div>
        <SecenekBaglantisi />
        {urun && <IstasyonSecimi urunId={urun.id} />}
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="product-save">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
