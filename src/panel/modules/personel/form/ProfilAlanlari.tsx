import '@lib/i18n/personel';
import { useStore } from '@nanostores/react';
import { metin as cokDilli } from '@lib/menu/text';
import type { PersonelListesi } from '@lib/schemas/personel';
import { $lang } from '@stores/language';
import { CipSecimi } from '@panel/ui/CipSecimi';
import { Dropdown } from '@panel/ui/Dropdown';
import type { AlanOrtami } from './taslak';

/** Adding on the appointment screen: a person of the register without a profile, or a new person. */
export interface Kaynak {
  kayittan: boolean;
  kaynak: 'kayit' | 'yeni';
  setKaynak: (kaynak: 'kayit' | 'yeni') => void;
  adayId: string;
  setAdayId: (id: string) => void;
}

export function KaynakSecimi({ o, k }: { o: AlanOrtami; k: Kaynak }) {
  const { set, t } = o;
  return (
    <fieldset className="prs-durum" data-testid="rp-form-kaynak">
      <legend>{t('personel.form.kaynak')}</legend>
      <label className="check"><input type="radio" name="kaynak" checked={k.kaynak === 'kayit'} onChange={() => k.setKaynak('kayit')} data-testid="rp-form-kayittan" />{t('personel.form.kayittan')}</label>
      <label className="check"><input type="radio" name="kaynak" checked={k.kaynak === 'yeni'} onChange={() => { k.setKaynak('yeni'); k.setAdayId(''); set({ ad: '', foto: null, kullaniciId: '' }); }} data-testid="rp-form-yeni" />{t('personel.form.yeniKisi')}</label>
    </fieldset>
  );
}

/** The register's people who have no profile yet; picking one fills name, colour, photo and account. */
export function AdaySecimi({ o, k, adaylar }: { o: AlanOrtami; k: Kaynak; adaylar: PersonelListesi['adaylar'] }) {
  const { set, f, t } = o;
  const secenekler = adaylar.map((a) => ({ value: String(a.id), label: a.unvan ? `${a.ad} · ${a.unvan}` : a.ad }));
  function sec(value: string) {
    k.setAdayId(value);
    const aday = adaylar.find((a) => String(a.id) === value);
    if (aday) set({ ad: aday.ad, renk: aday.renk, foto: aday.foto, kullaniciId: aday.kullaniciId ? String(aday.kullaniciId) : '' });
  }
  return (
    <div data-testid="rp-form-aday" data-alan="personelId">
      <Dropdown label={t('personel.form.kayit')} required searchable={secenekler.length > 6} value={k.adayId} options={secenekler} onChange={sec} name="personelId" error={f.hataMetni('personelId')} />
      <small className="muted">{t('personel.form.kayitHint')}</small>
    </div>
  );
}

/** The services a person gives (an inactive service stays listed while it is still chosen). */
export function HizmetAlani({ o, hizmetler }: { o: AlanOrtami; hizmetler: PersonelListesi['hizmetler'] }) {
  const { taslak, set, t } = o;
  const lang = useStore($lang);
  const secenekler = hizmetler
    .filter((h) => h.aktif || taslak.hizmetIdler.includes(h.id))
    .map((h) => ({ value: h.id, label: h.aktif ? cokDilli(h.ad, lang) : t('personel.form.hizmetPasif', { ad: cokDilli(h.ad, lang) }) }));
  return secenekler.length > 0
    ? <CipSecimi legend={t('personel.form.hizmetler')} options={secenekler} value={taslak.hizmetIdler} onChange={(hizmetIdler) => set({ hizmetIdler })} name="hizmetIdler" />
    : <p className="muted">{t('personel.form.hizmetYok')}</p>;
}

/** Active on the calendar, and offered on the public booking page. */
export function ProfilDurumu({ o }: { o: AlanOrtami }) {
  const { taslak, set, t } = o;
  return (
    <>
      <label className="check"><input type="checkbox" checked={taslak.aktif} onChange={(e) => set({ aktif: e.target.checked })} data-testid="rp-form-aktif" />{t('personel.form.aktif')}</label>
      <label className="check"><input type="checkbox" checked={taslak.online} onChange={(e) => set({ online: e.target.checked })} data-testid="rp-form-online" />{t('personel.form.online')}</label>
    </>
  );
}
