import { adisyonlariCoz, adisyonSorgulari } from '@worker/db/cafe/adisyon/durum';
import { ApiError } from '@worker/http/envelope';
import { hataZinciri } from '@worker/http/validation';
import { cevapAc, cevapKisalt, type SaklananCevap } from './cevap';
import { istasyonOkumasi, istasyonYayini } from './istasyon';
import { ONBELLEK_ESKI } from './onbellek';
import type { CevapHafizasi, IslemBaglami, IslemCevabi, Isleyici, Yayin } from './tipler';

// a constraint the code should have caught (it holds what the handlers check): refuse, never a 500
const KISIT = /UNIQUE constraint failed|CHECK constraint failed|FOREIGN KEY constraint failed/;

/**
 * Applies one operation exactly once. A known operation id gets its first answer (from the object's own storage).
 * Otherwise the handler's writes, the log row and the reads of the answer run in one D1 batch: all or nothing, and
 * the log row's unique operation id makes a double apply impossible even if the object's storage lost the answer.
 */
export async function islemUygula(b: IslemBaglami, tur: string, op: unknown, isleyici: Isleyici<never>, hafiza: CevapHafizasi): Promise<{ cevap: IslemCevabi; yayin: Yayin[] }> {
  const bilinen = hafiza.oku(b.islemId);
  if (bilinen) return { cevap: tekrar(await cevapAc(b.db, b.isletmeId, bilinen)), yayin: [] };
  if (tur !== 'siparis') b.onbellek?.adisyonlariUnut();
  try {
    return await uygula(b, tur, op, isleyici, hafiza);
  } catch (error) {
    if (!b.onbellek || !ONBELLEK_ESKI.test(hataZinciri(error))) throw error;
    // something the object remembered changed behind it: nothing was written; forget it all and run on fresh reads
    b.onbellek.unut();
    return uygula(b, tur, op, isleyici, hafiza);
  }
}

async function uygula(b: IslemBaglami, tur: string, op: unknown, isleyici: Isleyici<never>, hafiza: CevapHafizasi): Promise<{ cevap: IslemCevabi; yayin: Yayin[] }> {
  try {
    const s = await isleyici(b, op as never);
    const g = s.gunluk;
    const okuma = s.oku ? adisyonSorgulari(b.db, b.isletmeId, s.oku.where, s.oku.binds) : [];
    // the stations' writes after the operation's (they read its lines), their reads last
    const istasyonOku = s.istasyon ? istasyonOkumasi(b) : [];
    const sonuclar = await b.db.batch([
      ...s.ifadeler,
      b.db.prepare(`INSERT INTO adisyon_islem (isletme_id, islem_id, tur, adisyon_id, hedef_adisyon_id, masa_id, kullanici_id, ozet, cevap, zaman)
          VALUES (?, ?, ?, coalesce(?, (SELECT id FROM adisyon WHERE isletme_id = ? AND masa_id = ? AND durum = 'acik')),
            coalesce(?, (SELECT id FROM adisyon WHERE isletme_id = ? AND masa_id = ? AND durum = 'acik')), ?, ?, ?, ?, ?)`)
        .bind(b.isletmeId, b.islemId, tur, g.adisyonId ?? null, b.isletmeId, g.acikMasaId ?? null,
          g.hedefAdisyonId ?? null, b.isletmeId, g.hedefAcikMasaId ?? null, g.masaId ?? null,
          b.kullanici.id, JSON.stringify(g.ozet ?? {}), JSON.stringify({ durum: s.durum, veri: s.oku ? null : (s.veri ?? null) }), b.simdi),
      ...(s.istasyon?.ifadeler ?? []),
      ...okuma,
      ...istasyonOku,
    ]);
    const istasyonSonucu = sonuclar.splice(sonuclar.length - istasyonOku.length, istasyonOku.length);
    let veri: unknown = s.veri ?? null;
    let yayin = s.yayin;
    if (s.oku) ({ veri, yayin } = s.oku.hazirla(adisyonlariCoz(sonuclar.slice(sonuclar.length - okuma.length))));
    if (istasyonSonucu.length) yayin = [...yayin, ...istasyonYayini(istasyonSonucu, s.istasyon?.takip)];
    const cevap: SaklananCevap = { durum: s.durum, veri };
    hafiza.yaz(b.islemId, cevapKisalt(cevap));
    return { cevap: { ...cevap, tekrar: false }, yayin };
  } catch (error) {
    if (error instanceof ApiError) {
      return { cevap: { hata: { status: error.status, errorCode: error.errorCode, messageKey: error.messageKey, params: error.params, data: error.data } }, yayin: [] };
    }
    if (KISIT.test(hataZinciri(error))) {
      // the operation was applied before but its answer is not in the object's storage: the D1 row's is the answer
      const ilk = await b.db.prepare('SELECT cevap FROM adisyon_islem WHERE isletme_id = ? AND islem_id = ?').bind(b.isletmeId, b.islemId).first<{ cevap: string }>();
      if (ilk) return { cevap: tekrar(JSON.parse(ilk.cevap) as Partial<SaklananCevap>), yayin: [] };
      return { cevap: { hata: { status: 409, errorCode: 'CONFLICT', messageKey: 'cafe.api.cakisma' } }, yayin: [] };
    }
    throw error;
  }
}

function tekrar(c: Partial<SaklananCevap>): IslemCevabi {
  return { durum: c.durum ?? 200, veri: c.veri ?? null, tekrar: true };
}
