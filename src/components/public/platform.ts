import { env } from 'cloudflare:workers';
import { LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { genelAyarOnbellekli } from '@worker/db/admin/genel';
import { CONTACT } from './site';

/** What the public site shows from the platform settings (admin → Ayarlar → Genel); the built-in contact when unset. */
export interface PlatformBilgisi {
  firmaUnvan: string;
  vergiDairesi: string;
  vergiNo: string;
  adres: string;
  eposta: string;
  telefon: string;
  diller: readonly Lang[];
}

const VARSAYILAN: PlatformBilgisi = {
  firmaUnvan: 'İşletmePro', vergiDairesi: '', vergiNo: '', adres: `${CONTACT.street}, ${CONTACT.city}`, eposta: CONTACT.email, telefon: CONTACT.phone, diller: LANGUAGES,
};

export async function platformBilgisi(): Promise<PlatformBilgisi> {
  try {
    const a = await genelAyarOnbellekli(env.DB);
    return {
      firmaUnvan: a.firmaUnvan || VARSAYILAN.firmaUnvan,
      vergiDairesi: a.vergiDairesi,
      vergiNo: a.vergiNo,
      adres: a.adres || VARSAYILAN.adres,
      eposta: a.destekEposta || a.eposta || VARSAYILAN.eposta,
      telefon: a.destekTelefon || a.telefon || VARSAYILAN.telefon,
      diller: a.diller,
    };
  } catch {
    // the marketing pages never fail on the settings row
    return VARSAYILAN;
  }
}

/** 'tel:' link of a displayed phone number. */
export const telHref = (telefon: string) => `tel:${telefon.replace(/[^\d+]/g, '')}`;
