import type * as v from 'valibot';
import type { AnasayfaSchema } from '@lib/schemas/qrmenu';
import { surumArtir } from './admin';

/** The menu's theme and the QR landing page (menu_anasayfa); every change bumps the menu version. */

export interface AnasayfaRow {
  hosgeldin: string;
  wifi_ad: string;
  wifi_sifre: string;
  telefon: string;
  whatsapp: string;
  instagram: string;
  adres: string;
  harita_url: string;
  calisma_saatleri: string;
}

export async function temaKaydet(db: D1Database, isletmeId: number, temaId: string): Promise<void> {
  await db.batch([db.prepare('UPDATE isletme SET menu_tema = ? WHERE id = ?').bind(temaId, isletmeId), surumArtir(db, isletmeId)]);
}

/** The landing page row, or null before the first save. */
export async function anasayfaOku(db: D1Database, isletmeId: number) {
  return db.prepare('SELECT * FROM menu_anasayfa WHERE isletme_id = ?').bind(isletmeId).first<AnasayfaRow>();
}

export async function anasayfaKaydet(db: D1Database, isletmeId: number, input: v.InferOutput<typeof AnasayfaSchema>): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO menu_anasayfa (isletme_id, hosgeldin, wifi_ad, wifi_sifre, telefon, whatsapp, instagram, adres, harita_url, calisma_saatleri)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (isletme_id) DO UPDATE SET hosgeldin = excluded.hosgeldin, wifi_ad = excluded.wifi_ad, wifi_sifre = excluded.wifi_sifre,
           telefon = excluded.telefon, whatsapp = excluded.whatsapp, instagram = excluded.instagram, adres = excluded.adres,
           harita_url = excluded.harita_url, calisma_saatleri = excluded.calisma_saatleri,
           guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(isletmeId, JSON.stringify(input.hosgeldin), input.wifiAd, input.wifiSifre, input.telefon, input.whatsapp, input.instagram, input.adres, input.haritaUrl, JSON.stringify(input.calismaSaatleri)),
    surumArtir(db, isletmeId),
  ]);
}
