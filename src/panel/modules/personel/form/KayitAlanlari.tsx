import '@lib/i18n/personel';
import { useId } from 'react';
import { UNVAN_ONERILERI } from '@lib/schemas/personel';
import { Icon } from '@panel/ui/Icon';
import { useZaman } from '@panel/ui/useZaman';
import { AdAlani } from './OrtakAlanlar';
import type { AlanOrtami } from './taslak';

/** The register's own fields, after the photo: name and title, contact, start date and status, the leaving date. */
export function KayitAlanlari({ o }: { o: AlanOrtami }) {
  const { taslak, set, f, alan, t } = o;
  const id = useId();
  // a leaving date starts at today in the venue's zone
  const zaman = useZaman();
  return (
    <>
      <div className="form-row">
        <AdAlani o={o} />
        <label className="field"><span>{t('personel.form.unvan')}</span>
          <input className="input" name="unvan" maxLength={60} list={`${id}-unvanlar`} autoComplete="off" value={taslak.unvan} onChange={(e) => set({ unvan: e.target.value })} data-testid="prs-form-unvan" {...alan('unvan', `${id}-unvan-ipucu`)} />
          <datalist id={`${id}-unvanlar`}>{UNVAN_ONERILERI.map((u) => <option key={u} value={t(`personel.unvan.${u}`)} />)}</datalist>
          <small className="muted" id={`${id}-unvan-ipucu`}>{t('personel.form.unvanHint')}</small>
          {f.hata('unvan')}
        </label>
      </div>
      <div className="form-row">
        <label className="field"><span>{t('personel.form.telefon')}</span>
          <input className="input" name="telefon" type="tel" inputMode="tel" autoComplete="off" value={taslak.telefon} onChange={(e) => set({ telefon: e.target.value })} data-testid="prs-form-telefon" {...alan('telefon', `${id}-tel-ipucu`)} />
          <small className="muted" id={`${id}-tel-ipucu`}>{t('personel.form.telefonHint')}</small>
          {f.hata('telefon')}
        </label>
        <label className="field"><span>{t('personel.form.email')}</span>
          <input className="input" name="email" type="email" autoComplete="off" value={taslak.email} onChange={(e) => set({ email: e.target.value })} data-testid="prs-form-email" {...alan('email')} />
          {f.hata('email')}
        </label>
      </div>
      <div className="form-row">
        <label className="field"><span>{t('personel.form.baslama')}</span>
          <input className="input" name="baslamaTarihi" type="date" value={taslak.baslamaTarihi} onChange={(e) => set({ baslamaTarihi: e.target.value })} data-testid="prs-form-baslama" {...alan('baslamaTarihi')} />
          {f.hata('baslamaTarihi')}
        </label>
        <fieldset className="prs-durum">
          <legend>{t('personel.form.durum')}</legend>
          <label className="check"><input type="radio" name="durum" checked={taslak.aktif} onChange={() => set({ aktif: true })} data-testid="prs-form-calisiyor" {...alan('aktif')} />{t('personel.form.calisiyor')}</label>
          <label className="check"><input type="radio" name="durum" checked={!taslak.aktif} onChange={() => set({ aktif: false, ayrilmaTarihi: taslak.ayrilmaTarihi || zaman.bugun() })} data-testid="prs-form-ayrildi" />{t('personel.form.ayrildi')}</label>
        </fieldset>
      </div>
      {!taslak.aktif && (
        <div className="prs-ayrilma">
          <label className="field"><span>{t('personel.form.ayrilma')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" name="ayrilmaTarihi" type="date" required min={taslak.baslamaTarihi || undefined} value={taslak.ayrilmaTarihi} onChange={(e) => set({ ayrilmaTarihi: e.target.value })} data-testid="prs-form-ayrilma" {...alan('ayrilmaTarihi', `${id}-ayrilma-ipucu`)} />
            {f.hata('ayrilmaTarihi')}
          </label>
          <p className="prs-not" id={`${id}-ayrilma-ipucu`}><Icon name="calendar" size={16} />{t('personel.form.ayrilmaHint')}</p>
        </div>
      )}
    </>
  );
}

/** The register's notes, last in the form. */
export function NotAlani({ o }: { o: AlanOrtami }) {
  const { taslak, set, f, alan, t } = o;
  return (
    <label className="field"><span>{t('personel.form.notlar')}</span>
      <textarea className="input" name="notlar" rows={3} maxLength={1000} value={taslak.notlar} onChange={(e) => set({ notlar: e.target.value })} data-testid="prs-form-notlar" {...alan('notlar')} />
      {f.hata('notlar')}
    </label>
  );
}
