import { toplamlar } from '@lib/cafe/hesap';
import { bolumDurumu, kalemKilitli } from '@lib/cafe/bolum';
import { ApiError } from '@worker/http/envelope';
import type { IslemBaglami, Yayin } from '../tipler';
import type { Adisyon, Kalem } from '@worker/db/cafe/adisyon/durum';
import type { TransferKalemi } from '@lib/cafe/transfer';

/** Statement builders and checks the check handlers share. Handlers change a copy of the check, these write it. */

/** Recomputes the check's discount and total from its lines; refuses a total below what was already paid. */
/** A line as the transfer log and the check's history keep it (the options' names too: two coffees differ by them). */
export const kalemOzeti = (k: Kalem): TransferKalemi => ({ ad: k.ad, adet: k.adet, tutarKurus: k.tutarKurus, ...(k.secenekler.length ? { secenekler: k.secenekler.map((s) => s.ad) } : {}) });

export function yenidenHesapla(a: Adisyon): Adisyon {
  const t = toplamlar(a.kalemler, a.indirimTur, a.indirimDeger);
  if (t.toplamKurus < a.odenenKurus) throw new ApiError(409, 'PAID_MORE', 'cafe.api.odenenAltinda');
  const sonra = { ...a, indirimKurus: t.indirimKurus, toplamKurus: t.toplamKurus };
  // a split check: the unsplit part must not owe less than was paid on it
  if (a.bolumler.length > 0 && bolumDurumu(sonra).bolunmemis.kalanKurus < 0) throw new ApiError(409, 'PAID_MORE', 'cafe.api.odenenAltinda');
  return sonra;
}

/** Writes the header of an existing check with its version one up (the object runs one operation at a time). */
export function basYaz(b: IslemBaglami, a: Adisyon, eskiSurum: number): D1PreparedStatement {
  return b.db.prepare(`UPDATE adisyon SET masa_id = ?, durum = ?, surum = ?, misafir = ?, musteri_id = ?, indirim_tur = ?, indirim_deger = ?,
      indirim_kurus = ?, toplam_kurus = ?, odenen_kurus = ?, hesap_istendi = ?, kapanis = ?, kapatan_id = ?, birlesen_id = ?
    WHERE id = ? AND isletme_id = ? AND surum = ?`)
    .bind(a.masaId, a.durum, eskiSurum + 1, a.misafir, a.musteriId, a.indirimTur, a.indirimDeger, a.indirimKurus, a.toplamKurus, a.odenenKurus,
      a.hesapIstendi ? 1 : 0, a.kapanis, a.durum === 'acik' ? null : b.kullanici.id, a.birlesenId, a.id, b.isletmeId, eskiSurum);
}

/** Writes a line's changeable fields (status, quantity, discount, which check it is on). */
export function kalemYaz(b: IslemBaglami, k: Kalem, adisyonId: number): D1PreparedStatement {
  return b.db.prepare(`UPDATE adisyon_kalem SET adisyon_id = ?, adet = ?, durum = ?, neden = ?, durum_kullanici_id = ?, durum_zamani = ?,
      indirim_kurus = ?, tutar_kurus = ?, odeme_id = ?, bolum_id = ?, koltuk = ? WHERE id = ? AND isletme_id = ?`)
    .bind(adisyonId, k.adet, k.durum, k.neden, k.durum === 'aktif' ? null : b.kullanici.id, k.durum === 'aktif' ? null : b.simdi,
      k.indirimKurus, k.tutarKurus, k.odemeId, k.bolumId, k.koltuk, k.id, b.isletmeId);
}

/** SQL for "the open check of this table" inside the same batch that opens it. */
export const ACIK_ADISYON_SQL = "(SELECT id FROM adisyon WHERE isletme_id = ? AND masa_id = ? AND durum = 'acik')";

/**
 * Inserts a copy of a line (split off part of its quantity) onto a check given as id or by SQL; `bolum`: the SQL and
 * binds of the sub-check it goes to (default: the one the line is on, by id).
 */
export function kalemKopyala(b: IslemBaglami, k: Kalem, hedef: { id: number } | { masaId: number }, bolum?: { sql: string; binds: unknown[] }): D1PreparedStatement {
  const ref = 'id' in hedef ? '?' : ACIK_ADISYON_SQL;
  const refBind = 'id' in hedef ? [hedef.id] : [b.isletmeId, hedef.masaId];
  const bolumRef = bolum ?? { sql: '?', binds: [k.bolumId] };
  return b.db.prepare(`INSERT INTO adisyon_kalem (isletme_id, adisyon_id, urun_id, ad, kategori_ad, birim_kurus, adet, kdv_orani, not_metni, secenekler, siparis_id,
        durum, neden, durum_kullanici_id, durum_zamani, indirim_kurus, tutar_kurus, odeme_id, ekleyen_id, eklenme, koltuk, bolum_id)
      VALUES (?, ${ref}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ${bolumRef.sql})`)
    .bind(b.isletmeId, ...refBind, k.urunId, k.ad, k.kategoriAd, k.birimKurus, k.adet, k.kdvOrani, k.not, JSON.stringify(k.secenekler), k.siparisId, k.durum, k.neden,
      k.durum === 'aktif' ? null : b.kullanici.id, k.durum === 'aktif' ? null : b.simdi, k.indirimKurus, k.tutarKurus, k.ekleyenId, k.eklenme, k.koltuk, ...bolumRef.binds);
}

/** A line that may still change: not paid, and not in an equal split one share of which is paid. */
export function kalemDegisebilir(a: Adisyon, k: Kalem): void {
  if (kalemKilitli(a, k)) throw new ApiError(409, 'LINE_PAID', k.odemeId !== null ? 'cafe.api.kalemOdendi' : 'cafe.api.esitOdendi');
}

/** Splits `adet` pieces off a line: the original keeps the rest (its discount shrinks with it), the piece is returned. */
export function kalemBol(k: Kalem, adet: number): { kalan: Kalem; parca: Kalem } {
  if (adet > k.adet) throw new ApiError(409, 'QUANTITY', 'cafe.api.adetFazla', { adet: k.adet });
  const parcaIndirim = Math.round((k.indirimKurus * adet) / k.adet);
  const kalan = { ...k, adet: k.adet - adet, indirimKurus: k.indirimKurus - parcaIndirim };
  const parca = { ...k, adet, indirimKurus: parcaIndirim };
  return { kalan: tutarli(kalan), parca: tutarli(parca) };
}

/** A line's amount from its fields (0 unless active). */
export function tutarli(k: Kalem): Kalem {
  return { ...k, tutarKurus: k.durum === 'aktif' ? k.birimKurus * k.adet - k.indirimKurus : 0 };
}

/** A line of the check, else 404. */
export function kalemBul(a: Adisyon, kalemId: number): Kalem {
  const k = a.kalemler.find((x) => x.id === kalemId);
  if (!k) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.kalemYok');
  return k;
}

/** The live event of a table whose check changed (null: the table is free now). */
export function adisyonOlayi(masaId: number, adisyon: Adisyon | null): Yayin {
  return { kitle: 'takip', olay: { tur: 'adisyon', masaId, adisyon } };
}

/** The answer's read: the check as it is after the writes (by id) and the event for its table. */
export function sonrakiHal(id: number, ek: (a: Adisyon) => { veri?: Record<string, unknown>; yayin?: Yayin[] } = () => ({})) {
  return {
    where: 'a.id = ?',
    binds: [id],
    hazirla: ([a]: Adisyon[]) => {
      const e = ek(a!);
      return { veri: { adisyon: a, ...e.veri }, yayin: [adisyonOlayi(a!.masaId, a!.durum === 'acik' ? a! : null), ...(e.yayin ?? [])] };
    },
  };
}

/** The answer's read after a transfer: the open checks of both tables (`adisyon` the target's, `kaynak` the source's). */
export function ikiMasa(kaynakMasaId: number, hedefMasaId: number) {
  return {
    where: "a.masa_id IN (?, ?) AND a.durum = 'acik'",
    binds: [kaynakMasaId, hedefMasaId],
    hazirla: (list: Adisyon[]) => {
      const k = list.find((a) => a.masaId === kaynakMasaId) ?? null;
      const h = list.find((a) => a.masaId === hedefMasaId) ?? null;
      return { veri: { adisyon: h, kaynak: k }, yayin: [adisyonOlayi(kaynakMasaId, k), adisyonOlayi(hedefMasaId, h)] };
    },
  };
}

/** A table of the venue that takes checks, else 404 (inactive: 409). */
export async function masaOku(b: IslemBaglami, masaId: number): Promise<{ id: number; ad: string }> {
  return masaGecerli(await masaSorgusu(b, masaId).first<MasaRow>());
}

type MasaRow = { id: number; ad: string; aktif: number };
export const masaSorgusu = (b: IslemBaglami, masaId: number) => b.db.prepare('SELECT id, ad, aktif FROM menu_masa WHERE id = ? AND isletme_id = ?').bind(masaId, b.isletmeId);

/** The row of `masaSorgusu` as a table that takes checks, else 404 / 409. */
export function masaGecerli(m: MasaRow | null | undefined): { id: number; ad: string } {
  if (!m) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.masaYok');
  if (m.aktif === 0) throw new ApiError(409, 'TABLE_INACTIVE', 'cafe.api.masaPasif', { masa: m.ad });
  return { id: m.id, ad: m.ad };
}
