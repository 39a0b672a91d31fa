import type { Lang } from '@lib/i18n/languages';
import { metin, parseMetin } from '@lib/menu/text';
import { parseAyarJson } from '@lib/randevu/closed-days';
import { temaOku, type Tema, type TemaVerisi } from '@lib/schemas/randevu/tema';

/** The online channel theme (randevu_kanal.ayar_json) for /api/isletme/randevu/tema. */

const ONIZLEME_HIZMET = 6;

export async function temaVerisi(db: D1Database, isletmeId: number, lang: Lang): Promise<TemaVerisi> {
  const [kanal, isletme, hizmet, calisma] = await db.batch([
    db.prepare('SELECT firma_key, firma_adi, aktif, ayar_json FROM randevu_kanal WHERE isletme_id = ?').bind(isletmeId),
    db.prepare('SELECT ad FROM isletme WHERE id = ?').bind(isletmeId),
    db.prepare(`SELECT id, ad, sure_dk, fiyat_kurus FROM randevu_hizmet WHERE isletme_id = ? AND aktif = 1 AND online = 1 ORDER BY id LIMIT ${ONIZLEME_HIZMET}`).bind(isletmeId),
    db.prepare(`SELECT DISTINCT c.gun, c.baslangic, c.bitis FROM randevu_calisma c JOIN randevu_personel p ON p.id = c.personel_id
      WHERE p.isletme_id = ? AND p.aktif = 1 AND c.tur = 'calisma' ORDER BY c.gun, c.baslangic`).bind(isletmeId),
  ]);
  const k = kanal!.results[0] as { firma_key: string; firma_adi: string; aktif: number; ayar_json: string } | undefined;
  const { config } = parseAyarJson(k?.ayar_json);
  const tema = temaOku(config);
  return {
    kanal: k ? { firmaKey: k.firma_key, firmaAdi: k.firma_adi, aktif: k.aktif === 1 } : null,
    isletmeAd: (isletme!.results[0] as { ad: string } | undefined)?.ad ?? '',
    tema,
    // what the public page will derive from the saved rows (SPEC §5)
    kapaliGunler: parseAyarJson(JSON.stringify(tema)).closedWeekdays,
    hizmetler: (hizmet!.results as { id: number; ad: string; sure_dk: number; fiyat_kurus: number }[]).map((h) => ({ id: h.id, ad: metin(parseMetin(h.ad), lang), sureDk: h.sure_dk, fiyatKurus: h.fiyat_kurus })),
    calisma: calisma!.results as { gun: number; baslangic: string; bitis: string }[],
  };
}

/** The stored logo key (to tell an unchanged logo from a new one); undefined when there is no channel. */
export async function kayitliLogo(db: D1Database, isletmeId: number): Promise<string | null | undefined> {
  const row = await db.prepare('SELECT ayar_json FROM randevu_kanal WHERE isletme_id = ?').bind(isletmeId).first<{ ayar_json: string }>();
  return row ? temaOku(parseAyarJson(row.ayar_json).config).logo : undefined;
}

/** Replaces the theme; false when the venue has no channel row. */
export async function temaYaz(db: D1Database, isletmeId: number, tema: Tema): Promise<boolean> {
  const result = await db.prepare('UPDATE randevu_kanal SET ayar_json = ? WHERE isletme_id = ?').bind(JSON.stringify(tema), isletmeId).run();
  return result.meta.changes > 0;
}
