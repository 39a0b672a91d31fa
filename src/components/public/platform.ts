import { LANGUAGES, type Lang } from '../../lib/i18n/languages';
import type { GenelAyar } from '../../lib/schemas/admin/genel';
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

/** The settings row (worker/pages/platform.ts reads it; null when it could not be read) as the site shows it. */
export function platformBilgisi(a: GenelAyar | null): PlatformBilgisi {
  // the marketing pages never fail on the settings row
  if (!a) return VARSAYILAN;
  return {
    firmaUnvan: a.firmaUnvan || VARSAYILAN.firmaUnvan,
    vergiDairesi: a.vergiDairesi,
    vergiNo: a.vergiNo,
    adres: a.adres || VARSAYILAN.adres,
    eposta: a.destekEposta || a.eposta || VARSAYILAN.eposta,
    telefon: a.destekTelefon || a.telefon || VARSAYILAN.telefon,
    diller: a.diller,
  };
}

/** 'tel:' link of a displayed phone number. */
export const telHref = (telefon: string) => `tel:${telefon.replace(/[^\d+]/g, '')}`;
