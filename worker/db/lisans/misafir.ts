import { lisansHali, modulListesi, type LisansModulu } from '@lib/lisans';
import { bugun } from '@lib/zaman/dilim';

/**
 * Columns (alias `i` = isletme) that decide whether a venue's guest pages are open, read in the same statement as
 * the venue row the page reads anyway (no extra round trip).
 */
export const MISAFIR_SUTUNLARI = `i.askiya_alma_zamani AS m_askida,
  (SELECT l.moduller FROM lisans l WHERE l.isletme_id = i.id) AS m_moduller,
  (SELECT l.bitis FROM lisans l WHERE l.isletme_id = i.id) AS m_bitis,
  coalesce((SELECT l.ek_sure_gun FROM lisans l WHERE l.isletme_id = i.id), (SELECT ek_sure_gun FROM platform_ayar WHERE id = 1), 7) AS m_ek_sure`;

export interface MisafirSatiri {
  m_askida: string | null;
  m_moduller: string | null;
  m_bitis: string | null;
  m_ek_sure: number;
  saat_dilimi: string;
}

/**
 * Whether guests may use a module's pages: not when the venue is suspended, the module is outside its licence, or
 * the licence ran out past its grace period (inside the grace period guest pages keep working).
 */
export function misafirAcik(row: MisafirSatiri, modul: LisansModulu): boolean {
  if (row.m_askida !== null) return false;
  if (row.m_moduller === null || row.m_bitis === null) return true;
  if (!modulListesi(row.m_moduller).includes(modul)) return false;
  return lisansHali({ bitis: row.m_bitis, deneme: false }, bugun(row.saat_dilimi), row.m_ek_sure) !== 'bitti';
}
