import '@lib/i18n/personel';
import { VARSAYILAN_PERSONEL_RENGI, type Personel, type PersonelKaydi } from '@lib/schemas/personel';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import type { AlanHatalari } from '@panel/ui/useAlanHatalari';
import type { Tx } from '@panel/modules/personel/ortak';

/**
 * The staff form opens from two screens: the register (/isletme/personel, 'kayit': title, contact, dates, notes) and
 * the appointment module's staff (/isletme/randevutakip/personel, 'randevu': services, online booking, picking a
 * person of the register). Name, photo, colour, account and active are the same person's fields on both.
 */
export type FormTuru = 'kayit' | 'randevu';

export interface Taslak {
  ad: string; foto: string | null; renk: string; kullaniciId: string; aktif: boolean;
  unvan: string; telefon: string; email: string; baslamaTarihi: string; ayrilmaTarihi: string; notlar: string;
  hizmetIdler: number[]; online: boolean;
}

export const taslakYap = (kisi: PersonelKaydi | Personel | null): Taslak => {
  const kayit = kisi && 'unvan' in kisi ? kisi : null;
  const profil = kisi && 'hizmetIdler' in kisi ? kisi : null;
  return {
    ad: kisi?.ad ?? '', foto: kisi?.foto ?? null, renk: kisi?.renk ?? VARSAYILAN_PERSONEL_RENGI,
    kullaniciId: kisi?.kullaniciId ? String(kisi.kullaniciId) : '', aktif: kisi?.aktif ?? true,
    unvan: kayit?.unvan ?? '', telefon: kayit?.telefon ? telefonGoster(kayit.telefon) : '', email: kayit?.email ?? '',
    baslamaTarihi: kayit?.baslamaTarihi ?? '', ayrilmaTarihi: kayit?.ayrilmaTarihi ?? '', notlar: kayit?.notlar ?? '',
    hizmetIdler: profil?.hizmetIdler ?? [], online: profil?.online ?? true,
  };
};

/** What every part of the form gets: the draft, its setter, the field marks, texts and the screen's test-id prefix. */
export interface AlanOrtami {
  tur: FormTuru;
  taslak: Taslak;
  set: (patch: Partial<Taslak>) => void;
  f: AlanHatalari;
  /** what a field's input spreads on itself (f.alan, on the register without marking on leave) */
  alan: (alan: string, ipucu?: string) => Partial<ReturnType<AlanHatalari['alan']>>;
  t: Tx;
  /** 'prs' on the register, 'rp' on the appointment screen */
  onek: string;
  /** the form's text key: the appointment screen words a few of them its own way */
  metin: (alt: string) => string;
}

/** Keys the appointment screen words its own way ('personel.randevu.<alt>'); every other one is 'personel.<alt>'. */
const RANDEVU_METINLERI: ReadonlySet<string> = new Set(['form.add', 'form.edit', 'form.fotoDegistir', 'form.fotoHint', 'form.renk', 'form.hesapYok', 'form.hesapHint']);

export const metinAnahtari = (tur: FormTuru) => (alt: string) => (tur === 'randevu' && RANDEVU_METINLERI.has(alt) ? `personel.randevu.${alt}` : `personel.${alt}`);
