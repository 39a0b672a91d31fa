import type { Lang } from '@lib/i18n/languages';
import type { LisansDurumu } from '@lib/lisans';
import type { CafeCanliRpc } from './live/cafe/tipler';

export interface Bindings {
  DB: D1Database;
  IMAGES_BUCKET: R2Bucket;
  ASSETS?: Fetcher;
  SLUG_MASK_SEED: string;
  /** secret: mixed into every password hash */
  PASSWORD_PEPPER: string;
  /** secret: base64 of 32 random bytes for encrypted links */
  LINK_KEY: string;
  /** one live object per venue: cafe operations in order, WebSockets of its panels (worker/live/cafe/canli.ts) */
  CAFE_CANLI: DurableObjectNamespace<CafeCanliRpc>;
}

export interface OturumKullanici {
  id: number;
  email: string;
  adSoyad: string;
  kullaniciTipi: number;
  adminYetkiSetiId: number | null;
  tokenHash: string;
  /** how the token arrived: cookie requests need the Origin check */
  via: 'cookie' | 'bearer';
}

export interface SeciliIsletme {
  id: number;
  ad: string;
  tur: string;
  yetkiSetiId: number | null;
  yetkiler: ReadonlySet<string>;
  saatDilimi: string;
  /** set when a platform admin suspended the venue */
  askiyaAlmaZamani: string | null;
  /** null: the venue has no licence row and is not restricted */
  lisans: LisansDurumu | null;
  /** set when a platform admin views the venue in a support session (worker/auth/destek.ts) */
  destek?: { oturumId: number; sahipOnayi: boolean; bitis: string };
}

/**
 * A venue membership as `requireVenue` reads it (venue active, membership active, its permission set), with the
 * venue's suspension and licence (lisans_* all null when the venue has no licence row) in the same round trip.
 */
export interface UyelikRow {
  id: number;
  ad: string;
  tur: string;
  saat_dilimi: string;
  askiya_alma_zamani: string | null;
  yetki_seti_id: number | null;
  yetkiler: string | null;
  lisans_moduller: string | null;
  lisans_bitis: string | null;
  lisans_deneme: number | null;
  lisans_ek_sure_gun: number | null;
}

export interface Variables {
  lang: Lang;
  kullanici: OturumKullanici | null;
  isletme: SeciliIsletme;
  /** the membership the session middleware read with the session, for the venue the request names */
  uyelik?: { isletmeId: number; row: UyelikRow | null };
  adminYetkileri: ReadonlySet<string>;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
