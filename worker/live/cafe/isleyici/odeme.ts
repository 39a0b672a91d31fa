import { formatKurus } from '@lib/para';
import { kalemPayi, toplamlar } from '@lib/cafe/hesap';
import { bolumDurumu, type BolumTutari } from '@lib/cafe/bolum';
import type { KapatIslemi, OdeIslemi, OdemeFisNoIslemi } from '@lib/schemas/cafe/islem';
import { isletmeOku } from '@worker/db/parametre';
import { ApiError } from '@worker/http/envelope';
import type { IslemBaglami, Isleyici, Yayin } from '../tipler';
import { acikAdisyon, type Adisyon } from '@worker/db/cafe/adisyon/durum';
import { ACIK_GUN_SQL, acikGunGerekli } from './gun-bag';
import { basYaz, sonrakiHal } from './yaz';

/** Taking payment on a check (one payer at a time, several methods at once, or exactly the chosen lines) and closing it. */

export const ode: Isleyici<OdeIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const { odemeYontemleri, cafeFisNoZorunlu } = await isletmeOku(b.db, b.isletmeId);
  for (const o of op.odemeler) {
    if (cafeFisNoZorunlu && o.fisNo === null) throw new ApiError(422, 'RECEIPT_NO', 'cafe.api.fisNoZorunlu');
    if (o.odeme === 'veresiye') {
      if (!a.musteriId) throw new ApiError(409, 'NO_CUSTOMER', 'cafe.api.veresiyeMusteri');
    } else if (!odemeYontemleri.includes(o.odeme)) throw new ApiError(422, 'PAYMENT_METHOD', 'cafe.api.odemeYontemi');
  }
  const odenen = op.odemeler.reduce((s, o) => s + o.tutarKurus, 0);
  const bolum = op.bolumId !== null ? odenecekBolum(a, op) : null;
  if (bolum) {
    if (odenen !== bolum.kalanKurus) throw new ApiError(422, 'AMOUNT', 'cafe.api.bolumTutari', { no: bolum.no, tutar: formatKurus(bolum.kalanKurus) });
  } else {
    // a split check: without a bölüm only its unsplit part is paid here
    const kalan = a.bolumler.length > 0 ? bolumDurumu(a).bolunmemis.kalanKurus : a.toplamKurus - a.odenenKurus;
    if (op.kalemIdler.length > 0) {
      const secili = new Set(op.kalemIdler);
      const acikKalemler = a.kalemler.filter((k) => k.durum === 'aktif' && k.odemeId === null && k.bolumId === null);
      const bulunan = acikKalemler.filter((k) => secili.has(k.id));
      if (bulunan.length !== secili.size) throw new ApiError(409, 'LINE_PAID', 'cafe.api.kalemOdendi');
      const t = toplamlar(a.kalemler, a.indirimTur, a.indirimDeger);
      const pay = bulunan.length === acikKalemler.length ? kalan : Math.min(kalan, kalemPayi(bulunan.reduce((s, k) => s + k.tutarKurus, 0), t.araToplamKurus, t.toplamKurus));
      if (odenen !== pay) throw new ApiError(422, 'AMOUNT', 'cafe.api.kalemTutari', { tutar: formatKurus(pay) });
    } else if (odenen > kalan) {
      throw new ApiError(422, 'AMOUNT', 'cafe.api.fazlaOdeme', { kalan: formatKurus(kalan) });
    }
  }
  const ifadeler: D1PreparedStatement[] = [...(await acikGunGerekli(b))];
  for (const o of op.odemeler) {
    ifadeler.push(b.db.prepare(`INSERT INTO adisyon_odeme (isletme_id, adisyon_id, gun_id, odeme, tutar_kurus, alinan_kurus, musteri_id, kullanici_id, zaman, bolum_id, fis_no)
        VALUES (?1, ?2, ${ACIK_GUN_SQL.replace('?', '?1')}, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`)
      .bind(b.isletmeId, a.id, o.odeme, o.tutarKurus, o.alinanKurus, o.odeme === 'veresiye' ? a.musteriId : null, b.kullanici.id, b.simdi, bolum?.id ?? null, o.fisNo));
    ifadeler.push(o.odeme === 'veresiye'
      ? b.db.prepare(`INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, kaynak, tarih, adisyon_id, kullanici_id) VALUES (?, ?, 'borc', ?, 'adisyon', ?, ?, ?)`)
        .bind(b.isletmeId, a.musteriId, o.tutarKurus, b.simdi, a.id, b.kullanici.id)
      : b.db.prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, tarih, musteri_id, adisyon_id, kullanici_id) VALUES (?, 'gelir', ?, ?, 'adisyon', ?, ?, ?, ?)`)
        .bind(b.isletmeId, o.odeme, o.tutarKurus, b.simdi, a.musteriId, a.id, b.kullanici.id));
  }
  if (op.kalemIdler.length > 0) {
    ifadeler.push(b.db.prepare(`UPDATE adisyon_kalem SET odeme_id = (SELECT max(id) FROM adisyon_odeme WHERE isletme_id = ?)
        WHERE isletme_id = ? AND adisyon_id = ? AND id IN (${op.kalemIdler.map(() => '?').join(',')})`).bind(b.isletmeId, b.isletmeId, a.id, ...op.kalemIdler));
  }
  if (bolum) {
    ifadeler.push(b.db.prepare("UPDATE adisyon_bolum SET durum = 'odendi', kapanis = ?, kapatan_id = ? WHERE id = ? AND isletme_id = ? AND durum = 'acik'")
      .bind(b.simdi, b.kullanici.id, bolum.id, b.isletmeId));
    // its lines are paid now: nobody voids or discounts them any more (as with lines paid one by one)
    if (bolum.tur === 'kalem') {
      ifadeler.push(b.db.prepare(`UPDATE adisyon_kalem SET odeme_id = (SELECT max(id) FROM adisyon_odeme WHERE isletme_id = ?)
          WHERE isletme_id = ? AND adisyon_id = ? AND bolum_id = ? AND durum = 'aktif' AND odeme_id IS NULL`).bind(b.isletmeId, b.isletmeId, a.id, bolum.id));
    }
  }
  const toplamOdenen = a.odenenKurus + odenen;
  const kapandi = toplamOdenen === a.toplamKurus;
  if (kapandi) ifadeler.push(kalanBolumleriKapat(b, a.id));
  ifadeler.push(basYaz(b, { ...a, odenenKurus: toplamOdenen, ...(kapandi ? { durum: 'kapali', kapanis: b.simdi } : {}) }, a.surum));
  const paraUstuKurus = op.odemeler.reduce((s, o) => s + (o.alinanKurus !== null ? o.alinanKurus - o.tutarKurus : 0), 0);
  return {
    durum: 200, veri: null, ifadeler, yayin: [],
    gunluk: { tur: 'ode', adisyonId: a.id, masaId: a.masaId, ozet: { odemeler: op.odemeler, kalemIdler: op.kalemIdler, kapandi, ...(bolum ? { bolum: bolum.no } : {}) } },
    oku: sonrakiHal(a.id, () => ({
      veri: { paraUstuKurus, kapandi },
      yayin: [{ kitle: 'kasa', olay: { tur: 'kasa', adisyonId: a.id, tutarKurus: odenen } } satisfies Yayin],
    })),
  };
};

/** The sub-check a payment names: one of this check's, not paid yet, else 404 / 409 / 422 with the reason. */
function odenecekBolum(a: Adisyon, op: OdeIslemi): BolumTutari {
  if (op.kalemIdler.length > 0) throw new ApiError(422, 'VALIDATION', 'cafe.api.bolumKalem');
  const bolum = bolumDurumu(a).bolumler.find((x) => x.id === op.bolumId);
  if (!bolum) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.bolumYok');
  if (bolum.odendi) throw new ApiError(409, 'SPLIT_PAID', 'cafe.api.bolumOdendiNo', { no: bolum.no });
  if (bolum.kalanKurus === 0) throw new ApiError(409, 'NOTHING_DUE', 'cafe.api.bolumBorcYok', { no: bolum.no });
  return bolum;
}

/** A check that closes closes its sub-checks left with nothing to pay (their lines were voided or moved). */
const kalanBolumleriKapat = (b: IslemBaglami, adisyonId: number) =>
  b.db.prepare("UPDATE adisyon_bolum SET durum = 'odendi', kapanis = ?, kapatan_id = ? WHERE adisyon_id = ? AND isletme_id = ? AND durum = 'acik'")
    .bind(b.simdi, b.kullanici.id, adisyonId, b.isletmeId);

export const kapat: Isleyici<KapatIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const kalan = a.toplamKurus - a.odenenKurus;
  if (kalan > 0) throw new ApiError(409, 'UNPAID', 'cafe.api.odenmemis', { kalan: formatKurus(kalan) });
  return {
    durum: 200, veri: null, ifadeler: [basYaz(b, { ...a, durum: 'kapali', kapanis: b.simdi }, a.surum), kalanBolumleriKapat(b, a.id)], yayin: [],
    gunluk: { tur: 'kapat', adisyonId: a.id, masaId: a.masaId, ozet: {} }, oku: sonrakiHal(a.id),
  };
};

/**
 * The receipt number of a payment already taken (forgotten at the till, or mistyped), while its working day is open:
 * a closed day never changes. The log row keeps the number it replaced.
 */
export const odemeFisNo: Isleyici<OdemeFisNoIslemi> = async (b, op) => {
  const o = await b.db.prepare(`SELECT o.id, o.adisyon_id, o.fis_no, g.durum AS gun_durum, a.masa_id FROM adisyon_odeme o
      JOIN cafe_gun g ON g.id = o.gun_id JOIN adisyon a ON a.id = o.adisyon_id WHERE o.id = ? AND o.isletme_id = ?`)
    .bind(op.odemeId, b.isletmeId).first<{ id: number; adisyon_id: number; fis_no: string | null; gun_durum: string; masa_id: number | null }>();
  if (!o) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.odemeYok');
  if (o.gun_durum !== 'acik') throw new ApiError(409, 'DAY_CLOSED', 'cafe.api.fisNoGunKapali');
  return {
    durum: 200, veri: { odemeId: o.id, fisNo: op.fisNo }, yayin: [{ kitle: 'kasa', olay: { tur: 'fisNo', adisyonId: o.adisyon_id } }],
    ifadeler: [b.db.prepare(`UPDATE adisyon_odeme SET fis_no = ? WHERE id = ? AND isletme_id = ?
        AND gun_id IN (SELECT id FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik')`).bind(op.fisNo, o.id, b.isletmeId, b.isletmeId)],
    gunluk: { tur: 'odemeFisNo', adisyonId: o.adisyon_id, masaId: o.masa_id, ozet: { odemeId: o.id, fisNo: op.fisNo, onceki: o.fis_no } },
  };
};
