/**
 * Working hours, leave and occupied cells of a venue's active staff around a time, for the free-time suggestions of
 * a refused move (src/lib/randevu/tasima-onerisi.ts). One batch; the moved appointment's own cells do not count.
 */
import type { HaftalikAralik, PersonelTakvimi } from '@lib/randevu/types';
import { GUN_MS } from '@lib/randevu/time';
import { HUCRE_MS, doluAraliklar } from './kanal';
import { DUSEN_TUTMA_SQL } from './kapora';
import { kaynakEngelleri } from '@lib/randevu/kaynak';
import { kaynakVerisi, kaynakYukleKomutlari } from './kaynak';

interface CalismaSatiri { personel_id: number; gun: number; baslangic: string; bitis: string; tur: 'calisma' | 'mola' }

/** Calendars of the active staff who do every one of `hizmetIdler`, from a day before `basMs` to 9 days after. */
export async function bosSaatTakvimleri(db: D1Database, isletmeId: number, hizmetIdler: number[], basMs: number, haricRandevuId: number): Promise<PersonelTakvimi[]> {
  const yer = hizmetIdler.map(() => '?').join(', ') || 'NULL';
  const personelSql = `SELECT p.id FROM randevu_personel p WHERE p.isletme_id = ? AND p.aktif = 1
    AND (SELECT count(*) FROM randevu_personel_hizmet ph WHERE ph.personel_id = p.id AND ph.hizmet_id IN (${yer})) = ?`;
  const args = [isletmeId, ...hizmetIdler, hizmetIdler.length];
  const bas = basMs - GUN_MS;
  const bit = basMs + 9 * GUN_MS;
  const [personel, calisma, izin, hucre, ...kaynakSonuc] = await db.batch([
    db.prepare(`${personelSql} ORDER BY p.id`).bind(...args),
    db.prepare(`SELECT personel_id, gun, baslangic, bitis, tur FROM randevu_calisma WHERE personel_id IN (${personelSql})`).bind(...args),
    db.prepare(`SELECT personel_id, baslangic, bitis FROM randevu_izin WHERE personel_id IN (${personelSql}) AND bitis > ? AND baslangic < ?`)
      .bind(...args, new Date(bas).toISOString(), new Date(bit).toISOString()),
    db.prepare(`SELECT personel_id, hucre FROM randevu_hucre WHERE personel_id IN (${personelSql}) AND hucre >= ? AND hucre < ? AND randevu_id != ? AND NOT ${DUSEN_TUTMA_SQL} ORDER BY personel_id, hucre`)
      .bind(...args, Math.floor(bas / HUCRE_MS), Math.ceil(bit / HUCRE_MS), haricRandevuId),
    ...kaynakYukleKomutlari(db, '?', [isletmeId], bas, bit, haricRandevuId),
  ]);
  // a room or device the services need blocks the same times for every staff member
  const kaynakDolu = kaynakEngelleri(kaynakVerisi(kaynakSonuc), hizmetIdler);
  const calismalar = calisma!.results as unknown as CalismaSatiri[];
  const izinler = izin!.results as unknown as { personel_id: number; baslangic: string; bitis: string }[];
  const hucreler = hucre!.results as unknown as { personel_id: number; hucre: number }[];
  return (personel!.results as unknown as { id: number }[]).map(({ id }) => {
    const aralik = (tur: 'calisma' | 'mola'): HaftalikAralik[] =>
      calismalar.filter((c) => c.personel_id === id && c.tur === tur).map((c) => ({ gun: c.gun, baslangic: c.baslangic, bitis: c.bitis }));
    return {
      personelId: id,
      calisma: aralik('calisma'),
      molalar: aralik('mola'),
      izinler: izinler.filter((z) => z.personel_id === id).map((z) => ({ baslangicMs: Date.parse(z.baslangic), bitisMs: Date.parse(z.bitis) })),
      dolu: [...doluAraliklar(hucreler, id), ...kaynakDolu],
    };
  });
}
