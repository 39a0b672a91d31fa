import type { Lang } from '../i18n/languages';

/** What the booking pages /{FirmaAdi}/{FirmaKey}/randevu/yeni|sorgula render: the channel's venue name and theme. */
export interface SayfaVerisi {
  /** kapali: the venue takes no online bookings now (suspended, no appointment module, licence past its grace) */
  durum: 'ok' | 'yok' | 'hata' | 'kapali';
  lang: Lang;
  firmaKey: string;
  firmaAdi: string;
  isletmeAdi: string;
  config: Record<string, unknown>;
  /** ?k= (a follow-up message's booking link) is there but not a valid, unexpired link of this venue */
  linkGecersiz?: boolean;
}
