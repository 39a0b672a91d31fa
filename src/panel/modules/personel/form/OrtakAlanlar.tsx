import '@lib/i18n/personel';
import { useId } from 'react';
import { RENK_PALETI } from '@lib/schemas/personel';
import { Avatar } from '@panel/ui/Avatar';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import type { AlanOrtami } from './taslak';

/** Name, photo, colour and linked account: the fields both staff screens show. */

export function AdAlani({ o }: { o: AlanOrtami }) {
  const { taslak, set, f, alan, t, onek } = o;
  return (
    <label className="field"><span>{t('personel.form.ad')}<span className="req" aria-hidden="true"> *</span></span>
      <input className="input" name="ad" required maxLength={80} autoComplete="off" value={taslak.ad} onChange={(e) => set({ ad: e.target.value })} data-testid={`${onek}-form-ad`} {...alan('ad')} />
      {f.hata('ad')}
    </label>
  );
}

/** `yukleme`: the form's photo upload (the save button waits for it). */
export function FotoAlani({ o, yukleme }: { o: AlanOrtami; yukleme: { yukleniyor: boolean; sec: (file: File | undefined) => Promise<unknown> } }) {
  const { taslak, set, f, alan, t, onek, metin } = o;
  const ipucu = `${useId()}-foto-ipucu`;
  const { yukleniyor, sec } = yukleme;
  return (
    <div className="prs-photo">
      <Avatar ad={taslak.ad || '?'} renk={taslak.renk} foto={taslak.foto} size={72} />
      <div className="prs-photo-actions">
        <span className="prs-label">{t('personel.form.foto')}</span>
        <div className="row-actions">
          <label className="btn btn-small prs-upload">
            <Icon name="plus" size={16} />{taslak.foto ? t(metin('form.fotoDegistir')) : t('personel.form.fotoYukle')}
            <input type="file" accept="image/*" className="sr-only" disabled={yukleniyor} data-testid={`${onek}-form-foto`} {...alan('foto', ipucu)}
              onChange={(event) => { void sec(event.target.files?.[0]); event.target.value = ''; }} />
          </label>
          {taslak.foto && <button type="button" className="btn btn-small" onClick={() => set({ foto: null })}>{t('personel.form.fotoKaldir')}</button>}
        </div>
        <small className="muted" id={ipucu}>{t(metin('form.fotoHint'))}</small>
        {f.hata('foto')}
      </div>
    </div>
  );
}

export function RenkAlani({ o }: { o: AlanOrtami }) {
  const { taslak, set, f, alan, t, onek, metin } = o;
  const paletteVar = RENK_PALETI.some(([hex]) => hex === taslak.renk);
  return (
    <fieldset className="prs-colors">
      <legend>{t(metin('form.renk'))}</legend>
      {RENK_PALETI.map(([hex, ad]) => (
        <label key={hex} className={`prs-swatch${taslak.renk === hex ? ' on' : ''}`} style={{ background: hex }} title={t(`personel.renk.${ad}`)}>
          <input type="radio" name="renk" value={hex} checked={taslak.renk === hex} onChange={() => set({ renk: hex })} className="sr-only" {...(hex === RENK_PALETI[0][0] ? alan('renk') : {})} />
          <span className="sr-only">{t(`personel.renk.${ad}`)}</span>
          {taslak.renk === hex && <span aria-hidden="true" className="prs-swatch-check">✓</span>}
        </label>
      ))}
      <label className={`prs-custom${paletteVar ? '' : ' on'}`}>
        <input type="color" value={taslak.renk} onChange={(e) => set({ renk: e.target.value.toLowerCase() })} data-testid={`${onek}-form-renk`} />
        <span>{t('personel.form.renkOzel')}</span>
      </label>
      {f.hata('renk')}
    </fieldset>
  );
}

interface Hesaplar {
  /** active operator accounts of the venue */
  hesaplar: { id: number; adSoyad: string }[];
  /** the people of the list being edited, to leave out accounts linked to someone else */
  kisiler: { id: number; kullaniciId: number | null }[];
  kisi: { id: number; kullaniciId: number | null; kullaniciAd: string | null } | null;
  /** label of the current link when that account has left the venue */
  eskiHesap: (kisi: { kullaniciId: number; kullaniciAd: string | null }) => string;
}

/** One account per person per venue: accounts linked to someone else are not offered; the current link always stays. */
export function HesapAlani({ o, hesaplar, kisiler, kisi, eskiHesap }: { o: AlanOrtami } & Hesaplar) {
  const { taslak, set, f, t, metin } = o;
  const bagli = new Set(kisiler.filter((p) => p.id !== kisi?.id && p.kullaniciId !== null).map((p) => p.kullaniciId));
  const secenekler = [{ value: '', label: t(metin('form.hesapYok')) }, ...hesaplar.filter((h) => !bagli.has(h.id)).map((h) => ({ value: String(h.id), label: h.adSoyad }))];
  if (kisi?.kullaniciId && !hesaplar.some((h) => h.id === kisi.kullaniciId)) secenekler.push({ value: String(kisi.kullaniciId), label: eskiHesap({ kullaniciId: kisi.kullaniciId, kullaniciAd: kisi.kullaniciAd }) });
  return (
    <div data-alan="kullaniciId" tabIndex={-1} className="prs-hesap">
      <Dropdown label={t('personel.form.hesap')} searchable={secenekler.length > 6} value={taslak.kullaniciId} options={secenekler} onChange={(kullaniciId) => set({ kullaniciId })} name="kullaniciId" error={f.hataMetni('kullaniciId')} />
      <small className="muted">{t(metin('form.hesapHint'))}</small>
    </div>
  );
}
