import { useState, type FormEvent, type ReactNode } from 'react';
import { qrApi } from '@api/qrmenu';
import type { HaftalikSaat } from '@lib/menu/campaign';
import { parseLira, tutarMetni } from '@lib/para';
import type { CokDilliMetin } from '@lib/menu/text';
import { matchesSearch } from '@lib/search';
import { KampanyaSchema, type Kampanya, type KampanyaTuru } from '@lib/schemas/qrmenu';
import { yerelGirdi, yerelGirdidenIso } from '@lib/zaman/girdi';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';
import { BOS_METIN, DilSekmeleri } from '@panel/ui/DilSekmeleri';
import { CipSecimi } from '@panel/ui/CipSecimi';
import { useAlanHatalari, type AlanIsareti } from '@panel/ui/useAlanHatalari';
import { useZaman } from '@panel/ui/useZaman';
import '@styles/panel-ui.css';
import '@styles/qrmenu-panel.css';
import { SaatGirdisi } from '@panel/ui/SaatGirdisi';
import { TarihSaatGirdisi } from '@panel/ui/TarihSaatGirdisi';

type Secenek = { value: string; label: string };
interface Draft { baslik: CokDilliMetin; aciklama: CokDilliMetin; tur: KampanyaTuru; deger: string; hediyeUrunId: string; urunIdler: number[]; kategoriIdler: number[]; baslangic: string; bitis: string; haftalikSaatler: HaftalikSaat[] }

const GUNLER = [1, 2, 3, 4, 5, 6, 0] as const;

function taslak(kampanya: Kampanya | null, tz: string): Draft {
  if (kampanya) {
    return {
      baslik: { ...BOS_METIN, ...kampanya.baslik }, aciklama: { ...BOS_METIN, ...kampanya.aciklama }, tur: kampanya.tur,
      deger: kampanya.tur === 'sabit_fiyat' ? tutarMetni(kampanya.deger) : kampanya.tur === 'yuzde_indirim' ? String(kampanya.deger) : '',
      hediyeUrunId: kampanya.hediyeUrunId ? String(kampanya.hediyeUrunId) : '', urunIdler: [...kampanya.urunIdler], kategoriIdler: [...kampanya.kategoriIdler],
      baslangic: yerelGirdi(kampanya.baslangic, tz), bitis: yerelGirdi(kampanya.bitis, tz), haftalikSaatler: kampanya.haftalikSaatler.map((row) => ({ ...row, gunler: [...row.gunler] })),
    };
  }
  const now = Date.now();
  return {
    baslik: { ...BOS_METIN }, aciklama: { ...BOS_METIN }, tur: 'yuzde_indirim', deger: '', hediyeUrunId: '', urunIdler: [], kategoriIdler: [],
    baslangic: yerelGirdi(new Date(now).toISOString(), tz), bitis: yerelGirdi(new Date(now + 7 * 86_400_000).toISOString(), tz), haftalikSaatler: [],
  };
}

/** Searchable checkbox list for many ids (products or categories). */
export function CokluSecim({ legend, options, value, onChange, testId, isaret, hata }: {
  legend: string; options: Secenek[]; value: number[]; onChange: (ids: number[]) => void; testId: string; isaret?: AlanIsareti; hata?: ReactNode;
}) {
  const t = useT();
  const [query, setQuery] = useState('');
  const shown = options.filter((option) => matchesSearch(option.label, query));
  return (
    <fieldset className="qm-multi" data-testid={testId}>
      <legend>{legend} {value.length > 0 && <span className="badge">{value.length}</span>}</legend>
      <input type="search" className="input" aria-label={`${legend}: ${t('dropdown.search')}`} placeholder={t('dropdown.search')} value={query} onChange={(event) => setQuery(event.target.value)} {...isaret} />
      {hata}
      <div className="qm-multi-list">
        {shown.length === 0 && <p className="muted">{t('dropdown.empty')}</p>}
        {shown.map((option) => {
          const id = Number(option.value);
          const checked = value.includes(id);
          return (
            <label key={option.value} className="check">
              <input type="checkbox" checked={checked} onChange={() => onChange(checked ? value.filter((item) => item !== id) : [...value, id])} />{option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Add/edit a campaign: type and value, what it applies to, start/end in the venue's zone, optional weekly hours. */
export function KampanyaDialog({ kampanya, urunler, kategoriler, onClose, onSaved }: { kampanya: Kampanya | null; urunler: Secenek[]; kategoriler: Secenek[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const zaman = useZaman();
  const [draft, setDraft] = useState<Draft>(() => taslak(kampanya, zaman.timeZone));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const gunAdlari = [t('qrmenu.day.0'), t('qrmenu.day.1'), t('qrmenu.day.2'), t('qrmenu.day.3'), t('qrmenu.day.4'), t('qrmenu.day.5'), t('qrmenu.day.6')];
  const saatSatiri = (index: number, patch: Partial<HaftalikSaat>) => set({ haftalikSaatler: draft.haftalikSaatler.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  // a value that does not parse is sent out of range, so the schema's own message for the type names the problem
  const deger = draft.tur === 'sabit_fiyat' ? parseLira(draft.deger) ?? 0
    : draft.tur === 'yuzde_indirim' ? (/^\d{1,3}$/.test(draft.deger.trim()) ? Number(draft.deger) : 0) : 0;
  const f = useAlanHatalari(KampanyaSchema, {
    baslik: draft.baslik, aciklama: draft.aciklama, tur: draft.tur, deger, hediyeUrunId: draft.tur === 'hediye_urun' && draft.hediyeUrunId ? Number(draft.hediyeUrunId) : null,
    urunIdler: draft.urunIdler, kategoriIdler: draft.kategoriIdler, baslangic: yerelGirdidenIso(draft.baslangic, zaman.timeZone) ?? '', bitis: yerelGirdidenIso(draft.bitis, zaman.timeZone) ?? '',
    haftalikSaatler: draft.haftalikSaatler,
  }, {
    kodAlani: { CAMPAIGN_DATES: 'bitis', GIFT_INVALID: 'hediyeUrunId', TARGET_INVALID: 'urunIdler' },
    ek: (): Record<string, string> => (draft.tur !== 'hediye_urun' && draft.urunIdler.length === 0 && draft.kategoriIdler.length === 0 ? { urunIdler: 'qrmenu.camp.targetRequired' } : {}),
  });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(() => qrApi.kampanyaKaydet(kampanya?.id ?? null, body));
      toast('success', t('common.saved'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const turler: { value: KampanyaTuru; label: string }[] = [
    { value: 'yuzde_indirim', label: t('qrmenu.camp.type.yuzde_indirim') },
    { value: 'sabit_fiyat', label: t('qrmenu.camp.type.sabit_fiyat') },
    { value: 'hediye_urun', label: t('qrmenu.camp.type.hediye_urun') },
  ];
  return (
    <Dialog title={kampanya ? t('qrmenu.camp.edit') : t('qrmenu.camp.add')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate>
        <DilSekmeleri fields={[
          { key: 'baslik', label: t('qrmenu.camp.titleField'), value: draft.baslik, onChange: (value) => set({ baslik: value }), required: true, max: 100, isaret: f.alan('baslik'), hata: f.hata('baslik') },
          { key: 'aciklama', label: t('common.description'), value: draft.aciklama, onChange: (value) => set({ aciklama: value }), multiline: true, max: 400, isaret: f.alan('aciklama'), hata: f.hata('aciklama') },
        ]} />
        <fieldset className="qm-radios">
          <legend>{t('qrmenu.camp.type')}</legend>
          {turler.map((tur) => (
            <label key={tur.value} className="check"><input type="radio" name="tur" value={tur.value} checked={draft.tur === tur.value} onChange={() => set({ tur: tur.value, deger: '' })} />{tur.label}</label>
          ))}
        </fieldset>
        {draft.tur === 'hediye_urun'
          ? <div data-alan="hediyeUrunId"><Dropdown label={t('qrmenu.camp.giftProduct')} required searchable value={draft.hediyeUrunId} options={urunler} onChange={(value) => set({ hediyeUrunId: value })} name="hediyeUrunId" error={f.hataMetni('hediyeUrunId')} /></div>
          : (
            <label className="field"><span>{draft.tur === 'sabit_fiyat' ? t('qrmenu.camp.fixedPrice') : t('qrmenu.camp.percent')} <span className="req" aria-hidden="true">*</span></span>
              <input className="input" name="deger" inputMode="decimal" required value={draft.deger} onChange={(event) => set({ deger: event.target.value })} placeholder={draft.tur === 'sabit_fiyat' ? '99,90' : '20'} {...f.alan('deger')} data-testid="campaign-value" />{f.hata('deger')}</label>
          )}
        <div className="form-row">
          <CokluSecim legend={t('qrmenu.camp.products')} options={urunler} value={draft.urunIdler} onChange={(ids) => set({ urunIdler: ids })} testId="campaign-products" isaret={f.alan('urunIdler')} hata={f.hata('urunIdler')} />
          <CokluSecim legend={t('qrmenu.camp.categories')} options={kategoriler} value={draft.kategoriIdler} onChange={(ids) => set({ kategoriIdler: ids })} testId="campaign-categories" />
        </div>
        <div className="form-row">
          <div><TarihSaatGirdisi label={t('qrmenu.camp.start')} required value={draft.baslangic} onChange={(baslangic) => set({ baslangic })} isaret={f.alan('baslangic')} testId="kampanya-baslangic" />{f.hata('baslangic')}</div>
          <div><TarihSaatGirdisi label={t('qrmenu.camp.end')} required value={draft.bitis} onChange={(bitis) => set({ bitis })} isaret={f.alan('bitis')} testId="kampanya-bitis" />{f.hata('bitis')}</div>
        </div>
        <p className="muted qm-small">{t('qrmenu.camp.zoneHint')}</p>
        <fieldset className="qm-lines" {...f.alan('haftalikSaatler')} tabIndex={-1}>
          <legend>{t('qrmenu.camp.weekly')}</legend>
          {f.hata('haftalikSaatler')}
          <p className="muted qm-small">{t('qrmenu.camp.weeklyHint')}</p>
          {draft.haftalikSaatler.map((row, index) => (
            <div key={index} className="qm-weekly">
              <CipSecimi legend={t('qrmenu.camp.weeklyRow', { sayi: index + 1 })} name={`gun-${index}`} options={GUNLER.map((gun) => ({ value: gun, label: gunAdlari[gun]! }))} value={row.gunler} onChange={(gunler) => saatSatiri(index, { gunler })} />
              <div className="qm-weekly-times">
                <SaatGirdisi label={t('qrmenu.from')} value={row.baslangic} onChange={(baslangic) => saatSatiri(index, { baslangic })} testId={`kampanya-saat-${index}-bas`} />
                <SaatGirdisi label={t('qrmenu.to')} value={row.bitis} onChange={(bitis) => saatSatiri(index, { bitis })} testId={`kampanya-saat-${index}-bit`} />
                <button type="button" className="icon-btn" aria-label={t('qrmenu.removeLine', { sayi: index + 1 })} onClick={() => set({ haftalikSaatler: draft.haftalikSaatler.filter((_, i) => i !== index) })}><Icon name="trash" size={16} /></button>
              </div>
              {row.bitis <= row.baslangic && <p className="muted qm-small">{t('qrmenu.camp.pastMidnight')}</p>}
            </div>
          ))}
          {draft.haftalikSaatler.length < 14 && (
            <button type="button" className="btn btn-small" onClick={() => set({ haftalikSaatler: [...draft.haftalikSaatler, { gunler: [1, 2, 3, 4, 5], baslangic: '17:00', bitis: '19:00' }] })}><Icon name="plus" size={16} />{t('qrmenu.addLine')}</button>
          )}
        </fieldset>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="campaign-save">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
