import { toplamlar } from '@lib/cafe/hesap';
import type { BirlestirIslemi, KalemTasiIslemi, TasiIslemi } from '@lib/schemas/cafe/islem';
import { ApiError } from '@worker/http/envelope';
import type { IslemBaglami, Isleyici } from '../tipler';
import { acikAdisyon, masaAdisyonu, type Adisyon, type Kalem } from '@worker/db/cafe/adisyon/durum';
import { istasyonaBildir } from '../istasyon';
import { ACIK_GUN_SQL, acikGunGerekli } from './gun-bag';
import { ACIK_ADISYON_SQL, basYaz, ikiMasa, kalemBol, kalemBul, kalemDegisebilir, kalemKopyala, kalemOzeti, kalemYaz, masaOku, yenidenHesapla } from './yaz';

/** Moving a whole check to a free table, merging two tables' checks, moving some lines to another table — each logged. */

function transferYaz(b: IslemBaglami, tur: 'masa' | 'birlestir' | 'kalem', kaynak: Adisyon, hedefMasaId: number, hedef: { id: number } | { masaId: number }, kalemler: Kalem[], tutar: number) {
  const ref = 'id' in hedef ? '?' : ACIK_ADISYON_SQL;
  const refBind = 'id' in hedef ? [hedef.id] : [b.isletmeId, hedef.masaId];
  return b.db.prepare(`INSERT INTO cafe_transfer (isletme_id, tur, kaynak_masa_id, hedef_masa_id, kaynak_adisyon_id, hedef_adisyon_id, kalemler, tutar_kurus, kullanici_id, zaman)
      VALUES (?, ?, ?, ?, ?, ${ref}, ?, ?, ?, ?)`)
    .bind(b.isletmeId, tur, kaynak.masaId, hedefMasaId, kaynak.id, ...refBind, JSON.stringify(kalemler.map(kalemOzeti)), tutar, b.kullanici.id, b.simdi);
}

export const tasi: Isleyici<TasiIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const hedef = await masaOku(b, op.hedefMasaId);
  if (hedef.id === a.masaId) throw new ApiError(422, 'SAME_TABLE', 'cafe.api.ayniMasa');
  if (await masaAdisyonu(b.db, b.isletmeId, hedef.id)) throw new ApiError(409, 'TABLE_BUSY', 'cafe.api.masaDolu', { masa: hedef.ad });
  return {
    durum: 200, veri: null, yayin: [],
    ifadeler: [basYaz(b, { ...a, masaId: hedef.id }, a.surum), transferYaz(b, 'masa', a, hedef.id, { id: a.id }, [], a.toplamKurus)],
    istasyon: istasyonaBildir(b, a.kalemler),
    gunluk: { tur: 'tasi', adisyonId: a.id, hedefAdisyonId: a.id, masaId: a.masaId, ozet: { kaynakMasa: a.masaAd, hedefMasa: hedef.ad } },
    oku: ikiMasa(a.masaId, hedef.id),
  };
};

export const birlestir: Isleyici<BirlestirIslemi> = async (b, op) => {
  if (op.adisyonId === op.hedefAdisyonId) throw new ApiError(422, 'SAME_TABLE', 'cafe.api.ayniMasa');
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const h = await acikAdisyon(b.db, b.isletmeId, op.hedefAdisyonId);
  // sub-checks are numbered per check and hold their payments: merging them would mix two tables' splits
  if (a.bolumler.length > 0 || h.bolumler.length > 0) throw new ApiError(409, 'SPLIT', 'cafe.api.bolunmusBirlesmez');
  const hedef = yenidenHesapla({
    ...h, kalemler: [...h.kalemler, ...a.kalemler], odenenKurus: h.odenenKurus + a.odenenKurus, misafir: h.misafir + a.misafir,
    musteriId: h.musteriId ?? a.musteriId, hesapIstendi: false,
  });
  const ifadeler = [
    b.db.prepare('UPDATE adisyon_kalem SET adisyon_id = ? WHERE isletme_id = ? AND adisyon_id = ?').bind(h.id, b.isletmeId, a.id),
    b.db.prepare('UPDATE adisyon_odeme SET adisyon_id = ? WHERE isletme_id = ? AND adisyon_id = ?').bind(h.id, b.isletmeId, a.id),
    b.db.prepare('UPDATE adisyon_siparis SET adisyon_id = ? WHERE isletme_id = ? AND adisyon_id = ?').bind(h.id, b.isletmeId, a.id),
    b.db.prepare('UPDATE kasa SET adisyon_id = ? WHERE isletme_id = ? AND adisyon_id = ?').bind(h.id, b.isletmeId, a.id),
    b.db.prepare('UPDATE cari SET adisyon_id = ? WHERE isletme_id = ? AND adisyon_id = ?').bind(h.id, b.isletmeId, a.id),
    basYaz(b, { ...a, durum: 'birlesti', birlesenId: h.id, toplamKurus: 0, odenenKurus: 0, indirimKurus: 0, kapanis: b.simdi }, a.surum),
    basYaz(b, hedef, h.surum),
    transferYaz(b, 'birlestir', a, h.masaId, { id: h.id }, a.kalemler.filter((k) => k.durum !== 'iptal'), a.toplamKurus),
  ];
  return {
    durum: 200, veri: null, yayin: [], ifadeler,
    istasyon: istasyonaBildir(b, a.kalemler),
    gunluk: { tur: 'birlestir', adisyonId: a.id, hedefAdisyonId: h.id, masaId: a.masaId, ozet: { kaynakMasa: a.masaAd, hedefMasa: h.masaAd, tutarKurus: a.toplamKurus } },
    oku: ikiMasa(a.masaId, h.masaId),
  };
};

export const kalemTasi: Isleyici<KalemTasiIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const hedefMasa = await masaOku(b, op.hedefMasaId);
  if (hedefMasa.id === a.masaId) throw new ApiError(422, 'SAME_TABLE', 'cafe.api.ayniMasa');
  if (new Set(op.kalemler.map((k) => k.kalemId)).size !== op.kalemler.length) throw new ApiError(422, 'VALIDATION', 'cafe.v.kalemler');
  const h = await masaAdisyonu(b.db, b.isletmeId, hedefMasa.id);
  const ref = h ? { id: h.id } : { masaId: hedefMasa.id };
  const ifadeler: D1PreparedStatement[] = [];
  const tasinan: Kalem[] = [];
  let kalanlar = a.kalemler;
  const kalemIfadeleri: D1PreparedStatement[] = [];
  for (const secim of op.kalemler) {
    const k = kalemBul(a, secim.kalemId);
    if (k.durum === 'iptal') throw new ApiError(409, 'LINE_DONE', 'cafe.api.iptalTasinmaz');
    kalemDegisebilir(a, k);
    const bol = kalemBol(k, secim.adet);
    const kalan = bol.kalan;
    // on the other table it is not part of any of this check's sub-checks
    const parca = { ...bol.parca, bolumId: null };
    tasinan.push(parca);
    if (kalan.adet === 0) {
      kalanlar = kalanlar.filter((x) => x.id !== k.id);
      kalemIfadeleri.push(h
        ? kalemYaz(b, parca, h.id)
        : b.db.prepare(`UPDATE adisyon_kalem SET adisyon_id = ${ACIK_ADISYON_SQL}, bolum_id = NULL WHERE id = ? AND isletme_id = ?`).bind(b.isletmeId, hedefMasa.id, k.id, b.isletmeId));
    } else {
      kalanlar = kalanlar.map((x) => (x.id === k.id ? kalan : x));
      kalemIfadeleri.push(kalemYaz(b, kalan, a.id), kalemKopyala(b, parca, ref));
    }
  }
  const tutar = tasinan.reduce((s, k) => s + k.tutarKurus, 0);
  const bosaldi = kalanlar.length === 0 && a.odenenKurus === 0;
  if (h) {
    ifadeler.push(basYaz(b, yenidenHesapla({ ...h, kalemler: [...h.kalemler, ...tasinan] }), h.surum));
  } else {
    ifadeler.push(...(await acikGunGerekli(b)));
    ifadeler.push(b.db.prepare(`INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, garson_id, toplam_kurus, acilis)
        VALUES (?1, (SELECT coalesce(max(no), 0) + 1 FROM adisyon WHERE isletme_id = ?1), ?2, ${ACIK_GUN_SQL.replace('?', '?1')}, ?3, ?4, ?5)`)
      .bind(b.isletmeId, hedefMasa.id, b.kullanici.id, toplamlar(tasinan, null, 0).toplamKurus, b.simdi));
  }
  ifadeler.push(...kalemIfadeleri);
  if (bosaldi) {
    // every line left: the emptied check points at the one its lines went to, instead of staying open with nothing on it
    ifadeler.push(b.db.prepare(`UPDATE adisyon SET durum = 'birlesti', surum = surum + 1, toplam_kurus = 0, indirim_kurus = 0, kapanis = ?, kapatan_id = ?,
        birlesen_id = ${h ? '?' : ACIK_ADISYON_SQL} WHERE id = ? AND isletme_id = ?`)
      .bind(b.simdi, b.kullanici.id, ...(h ? [h.id] : [b.isletmeId, hedefMasa.id]), a.id, b.isletmeId));
  } else {
    ifadeler.push(basYaz(b, yenidenHesapla({ ...a, kalemler: kalanlar }), a.surum));
  }
  ifadeler.push(transferYaz(b, 'kalem', a, hedefMasa.id, ref, tasinan, tutar));
  return {
    durum: 200, veri: null, yayin: [], ifadeler,
    istasyon: istasyonaBildir(b, tasinan),
    gunluk: {
      tur: 'kalemTasi', adisyonId: a.id, hedefAdisyonId: h?.id ?? null, hedefAcikMasaId: h ? null : hedefMasa.id, masaId: a.masaId,
      ozet: { kaynakMasa: a.masaAd, hedefMasa: hedefMasa.ad, kalemler: tasinan.map(kalemOzeti), tutarKurus: tutar },
    },
    oku: ikiMasa(a.masaId, hedefMasa.id),
  };
};
