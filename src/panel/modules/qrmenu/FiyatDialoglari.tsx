import { useEffect, useState, type FormEvent } from 'react';
import { qrApi } from '@api/qrmenu';
import { formatKurus, parseLira } from '@lib/para';
import { TopluFiyatSchema, type FiyatGecmisi, type FiyatOnizleme, type Urun } from '@lib/schemas/qrmenu';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useZaman } from '@panel/ui/useZaman';
import { metin } from '@lib/menu/text';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { hataMetni } from '@api/client';
import '@styles/panel-ui.css';
import '@styles/qrmenu-panel.css';

/** Signed lira ('-5', '12,50') → kuruş. */
function isaretliKurus(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const value = parseLira(negative ? trimmed.slice(1) : trimmed.replace(/^\+/, ''));
  return value === null ? null : negative ? -value : value;
}

/** Bulk price change for the selected products: percent or amount, preview first, then apply. */
export function TopluFiyatDialog({ urunIdler, onClose, onApplied }: { urunIdler: number[]; onClose: () => void; onApplied: () => void }) {
  const t = useT();
  const lang = $lang.get();
  const [tur, setTur] = useState<'yuzde' | 'tutar'>('yuzde');
  const [deger, setDeger] = useState('');
  const [preview, setPreview] = useState<FiyatOnizleme[] | null>(null);
  const value = tur === 'tutar' ? isaretliKurus(deger) : /^[+-]?\d{1,3}$/.test(deger.trim()) ? Number(deger.trim()) : null;
  // no change and the percent range are this dialog's rules; the API bounds the amount
  const f = useAlanHatalari(TopluFiyatSchema, { urunIdler, tur, deger: value ?? Number.NaN }, {
    ek: (): Record<string, string> => (value === null || value === 0 || (tur === 'yuzde' && (value < -90 || value > 500)) ? { deger: tur === 'yuzde' ? 'qrmenu.bulk.percentInvalid' : 'qrmenu.priceInvalid' } : {}),
  });

  async function gonder(onizleme: boolean) {
    const govde = f.gonder();
    if (!govde) return;
    try {
      const answer = await withLoader(() => qrApi.topluFiyat<FiyatOnizleme[]>({ ...govde, onizleme }));
      if (onizleme) setPreview(Array.isArray(answer) ? answer : []);
      else {
        toast('success', t('qrmenu.bulk.applied', { sayi: urunIdler.length }));
        onApplied();
      }
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={t('qrmenu.bulk.title', { sayi: urunIdler.length })} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(event: FormEvent) => { event.preventDefault(); void gonder(true); }} noValidate>
        <fieldset className="qm-radios">
          <legend>{t('qrmenu.bulk.type')}</legend>
          <label className="check"><input type="radio" name="tur" checked={tur === 'yuzde'} onChange={() => { setTur('yuzde'); setPreview(null); }} />{t('qrmenu.bulk.percent')}</label>
          <label className="check"><input type="radio" name="tur" checked={tur === 'tutar'} onChange={() => { setTur('tutar'); setPreview(null); }} />{t('qrmenu.bulk.amount')}</label>
        </fieldset>
        <label className="field"><span>{tur === 'yuzde' ? t('qrmenu.bulk.percentLabel') : t('qrmenu.bulk.amountLabel')}</span>
          <input className="input" name="deger" inputMode="decimal" value={deger} onChange={(event) => { setDeger(event.target.value); setPreview(null); }} placeholder={tur === 'yuzde' ? '10' : '5,50'} {...f.alan('deger', 'bulk-hint')} data-testid="bulk-value" />
          {f.hata('deger')}
          <small id="bulk-hint" className="muted">{t('qrmenu.bulk.hint')}</small>
        </label>
        {preview && (
          <Tablo testId="bulk-preview" satirlar={preview} satirAnahtari={(row) => row.id} kolonlar={[
            { anahtar: 'ad', baslik: t('common.name'), satirBasligi: true, hucre: (row) => (typeof row.ad === 'string' ? row.ad : metin(row.ad, lang)) },
            { anahtar: 'eski', baslik: t('qrmenu.bulk.old'), sayisal: true, hucre: (row) => formatKurus(row.eskiKurus) },
            { anahtar: 'yeni', baslik: t('qrmenu.bulk.new'), sayisal: true, hucre: (row) => <strong>{formatKurus(row.yeniKurus)}</strong> },
          ]} />
        )}
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn" data-testid="bulk-preview-btn">{t('qrmenu.bulk.preview')}</button>
          <button type="button" className="btn btn-primary" disabled={!preview} onClick={() => void gonder(false)} data-testid="bulk-apply">{t('qrmenu.bulk.apply')}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** Every recorded price change of one product (time, old → new, who). */
export function FiyatGecmisiDialog({ urun, onClose }: { urun: Urun; onClose: () => void }) {
  const t = useT();
  const lang = $lang.get();
  const [rows, setRows] = useState<FiyatGecmisi[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    qrApi.fiyatGecmisi(urun.id).then(setRows, (caught: unknown) => setError(hataMetni(caught)));
  }, [urun.id]);
  const bicim = useZaman();
  const zaman = (iso: string) => bicim.an(iso, 'kisaSaat');
  return (
    <Dialog title={t('qrmenu.history.title', { ad: metin(urun.ad, lang) })} open onClose={onClose}>
      <div className="qm-dialog-body" data-testid="price-history">
        {error && <p className="field-error" role="alert">{error}</p>}
        {rows?.length === 0 && <p className="muted">{t('qrmenu.history.empty')}</p>}
        {rows && rows.length > 0 && (
          <ol className="qm-history">
            {rows.map((row, index) => (
              <li key={index}>
                <time dateTime={row.zaman}>{zaman(row.zaman)}</time>
                <span>{row.eskiKurus === null ? '—' : formatKurus(row.eskiKurus)} → <strong>{formatKurus(row.yeniKurus)}</strong></span>
                <span className="muted">{row.kullanici ?? ''}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}
