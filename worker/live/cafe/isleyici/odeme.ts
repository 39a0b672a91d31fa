import { formatKurus } from '@lib/para';
import { kalemPayi, toplamlar } from '@lib/cafe/hesap';
import type { KapatIslemi, OdeIslemi } from '@lib/schemas/cafe/islem';
import { isletmeOku } from '@worker/db/parametre';
import { ApiError } from '@worker/http/envelope';
import type { Isleyici, Yayin } from '../tipler';
import { acikAdisyon } from '@worker/db/cafe/adisyon/durum';
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
  const kalan = a.toplamKurus - a.odenenKurus;
  const odenen = op.odemeler.reduce((s, o) => s + o.tutarKurus, 0);
  if (op.kalemIdler.length > 0) {
    const secili = new Set(op.kalemIdler);
    const acikKalemler = a.kalemler.filter((k) => k.durum === 'aktif' && k.odemeId === null);
    const bulunan = acikKalemler.filter((k) => secili.has(k.id));
    if (bulunan.length !== secili.size) throw new ApiError(409, 'LINE_PAID', 'cafe.api.kalemOdendi');
    const t = toplamlar(a.kalemler, a.indirimTur, a.indirimDeger);
    const pay = bulunan.length === acikKalemler.length ? kalan : Math.min(kalan, kalemPayi(bulunan.reduce((s, k) => s + k.tutarKurus, 0), t.araToplamKurus, t.toplamKurus));
    if (odenen !== pay) throw new ApiError(422, 'AMOUNT', 'cafe.api.kalemTutari', { tutar: formatKurus(pay) });
  } else if (odenen > kalan) {
    throw new ApiError(422, 'AMOUNT', 'cafe.api.fazlaOdeme', { kalan: formatKurus(kalan) });
  }
  const ifadeler: D1PreparedStatement[] = [...(await acikGunGerekli(b))];
  for (const o of op.odemeler) {
    ifadeler.push(b.db.prepare(`INSERT INTO adisyon_odeme (isletme_id, adisyon_id, gun_id, odeme, tutar_kurus, alinan_kurus, musteri_id, kullanici_id, zaman, fis_no)
        VALUES (?1, ?2, ${ACIK_GUN_SQL.replace('?', '?1')}, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`)
      .bind(b.isletmeId, a.id, o.odeme, o.tutarKurus, o.alinanKurus, o.odeme === 'veresiye' ? a.musteriId : null, b.kullanici.id, b.simdi, o.fisNo));
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
  const toplamOdenen = a.odenenKurus + odenen;
  const kapandi = toplamOdenen === a.toplamKurus;
  ifadeler.push(basYaz(b, { ...a, odenenKurus: toplamOdenen, ...(kapandi ? { durum: 'kapali', kapanis: b.simdi } : {}) }, a.surum));
  const paraUstuKurus = op.odemeler.reduce((s, o) => s + (o.alinanKurus !== null ? o.alinanKurus - o.tutarKurus : 0), 0);
  return {
    durum: 200, veri: null, ifadeler, yayin: [],
    gunluk: { tur: 'ode', adisyonId: a.id, masaId: a.masaId, ozet: { odemeler: op.odemeler, kalemIdler: op.kalemIdler, kapandi } },
    oku: sonrakiHal(a.id, () => ({
      veri: { paraUstuKurus, kapandi },
      yayin: [{ kitle: 'kasa', olay: { tur: 'kasa', adisyonId: a.id, tutarKurus: odenen } } satisfies Yayin],
    })),
  };
};

export const kapat: Isleyici<KapatIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const kalan = a.toplamKurus - a.odenenKurus;
  if (kalan > 0) throw new ApiError(409, 'UNPAID', 'cafe.api.odenmemis', { kalan: formatKurus(kalan) });
  return {
    durum: 200, veri: null, ifadeler: [basYaz(b, { ...a, durum: 'kapali', kapanis: b.simdi }, a.surum)], yayin: [],
    gunluk: { tur: 'kapat', adisyonId: a.id, masaId: a.masaId, ozet: {} }, oku: sonrakiHal(a.id),
  };
};
