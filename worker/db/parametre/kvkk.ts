import { varsayilanKvkkMetni } from '@lib/parametre/kvkk';
import { MEKAN } from '@worker/db/randevu/blog-public';

/** The public notice page /{FirmaAdi}/kvkk: the venue as the blog and booking pages find it, and its notice. */
export interface KvkkSayfasi {
  isletmeAd: string;
  firmaAdi: string;
  firmaKey: string | null;
  kanalAktif: boolean;
  ayarJson: string;
  metin: string;
  /** false: the default text filled in from the venue's parameters */
  ozel: boolean;
}

interface Satir {
  isletme_ad: string; firma_adi: string; firma_key: string | null; kanal_aktif: number; ayar_json: string | null;
  adres: string | null; sehir: string | null; telefon: string | null; vergi_no: string | null; kvkk_metni: string | null;
}

/** Null when no active venue answers to this name. */
export async function kvkkSayfasi(db: D1Database, firmaAdi: string): Promise<KvkkSayfasi | null> {
  const r = await db
    .prepare(`SELECT m.isletme_ad, m.firma_adi, m.firma_key, m.kanal_aktif, m.ayar_json, i.adres, i.sehir, i.telefon, p.vergi_no, p.kvkk_metni
        FROM (${MEKAN}) m JOIN isletme i ON i.id = m.isletme_id LEFT JOIN isletme_parametre p ON p.isletme_id = m.isletme_id`)
    .bind(firmaAdi, firmaAdi)
    .first<Satir>();
  if (!r) return null;
  const metin = r.kvkk_metni ?? varsayilanKvkkMetni({ ad: r.isletme_ad, adres: r.adres ?? '', sehir: r.sehir ?? '', telefon: r.telefon ?? '', vergiNo: r.vergi_no });
  return {
    isletmeAd: r.isletme_ad, firmaAdi: r.firma_adi, firmaKey: r.firma_key, kanalAktif: r.kanal_aktif === 1, ayarJson: r.ayar_json ?? '{}',
    metin, ozel: r.kvkk_metni !== null,
  };
}
