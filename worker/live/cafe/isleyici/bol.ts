import { bolumDurumu, esitGrubu } from '@lib/cafe/bolum';
import type { BolGeriIslemi, BolIslemi, KoltukIslemi } from '@lib/schemas/cafe/islem';
import { ApiError } from '@worker/http/envelope';
import { acikAdisyon, type Adisyon, type Kalem } from '@worker/db/cafe/adisyon/durum';
import type { IslemBaglami, Isleyici } from '../tipler';
import { istasyonaBildir } from '../istasyon';
import { basYaz, kalemBol, kalemOzeti, kalemBul, kalemKopyala, kalemYaz, sonrakiHal, yenidenHesapla } from './yaz';

/**
 * Splitting a table's check into sub-checks (bölüm) on the same table, undoing it, and a line's seat. The check stays
 * the table's one open check: a bölüm is a part of it that is paid and closed on its own (payments: odeme.ts).
 */

/** "The sub-check numbered no of this check", for the same batch that inserts it. */
const bolumSql = (adisyonId: number, no: number) => ({ sql: '(SELECT id FROM adisyon_bolum WHERE adisyon_id = ? AND no = ?)', binds: [adisyonId, no] });

function transferYaz(b: IslemBaglami, tur: 'bol' | 'bolGeri', a: Adisyon, kalemler: Kalem[], tutar: number) {
  return b.db.prepare(`INSERT INTO cafe_transfer (isletme_id, tur, kaynak_masa_id, hedef_masa_id, kaynak_adisyon_id, hedef_adisyon_id, kalemler, tutar_kurus, kullanici_id, zaman)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .bind(b.isletmeId, tur, a.masaId, a.masaId, a.id, a.id, JSON.stringify(kalemler.map(kalemOzeti)), tutar, b.kullanici.id, b.simdi);
}

/** Lines that may go into a new bölüm: active, unpaid, in the unsplit part. */
const bolunebilir = (k: Kalem) => k.durum === 'aktif' && k.odemeId === null && k.bolumId === null;

export const bol: Isleyici<BolIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  // money taken on the unsplit check has no lines to stand for: a split would hand it to whichever part is last
  if (a.odemeler.some((o) => o.bolumId === null)) throw new ApiError(409, 'PAID_UNSPLIT', 'cafe.api.bolOdemeVar');
  const sonNo = a.bolumler.reduce((m, x) => Math.max(m, x.no), 0);
  if (sonNo + Math.max(op.parcalar.length, op.kisi ?? 0, 1) > 200) throw new ApiError(422, 'TOO_MANY', 'cafe.v.parcalar');
  let kalemler = a.kalemler;
  const ifadeler: D1PreparedStatement[] = [];
  const yeniBolumler: { no: number; tur: 'kalem' | 'esit'; koltuk: number | null }[] = [];
  const giden: Kalem[] = [];
  /** puts `adet` of line `k` into bölüm `no`: the whole line moves, or a piece is split off (3 of 5 çay) */
  const tasi = (k: Kalem, adet: number, no: number) => {
    const { kalan, parca } = kalemBol(k, adet);
    const bolum = bolumSql(a.id, no);
    if (kalan.adet === 0) {
      kalemler = kalemler.map((x) => (x.id === k.id ? { ...x, bolumId: -no } : x));
      ifadeler.push(b.db.prepare(`UPDATE adisyon_kalem SET bolum_id = ${bolum.sql} WHERE id = ? AND isletme_id = ?`).bind(...bolum.binds, k.id, b.isletmeId));
    } else {
      kalemler = [...kalemler.map((x) => (x.id === k.id ? kalan : x)), { ...parca, id: 0, bolumId: -no }];
      ifadeler.push(kalemYaz(b, kalan, a.id), kalemKopyala(b, parca, { id: a.id }, bolum));
    }
    giden.push(parca);
  };

  if (op.bicim === 'kalem') {
    op.parcalar.forEach((parca, i) => {
      const no = sonNo + i + 1;
      yeniBolumler.push({ no, tur: 'kalem', koltuk: null });
      // the same line may be in several parts (a piece each): every piece is taken from what is left of it
      for (const secim of parca) {
        const k = kalemBul({ ...a, kalemler }, secim.kalemId);
        if (!bolunebilir(k)) throw new ApiError(409, 'LINE_SPLIT', k.odemeId !== null ? 'cafe.api.kalemOdendi' : k.durum !== 'aktif' ? 'cafe.api.kalemAktifDegil' : 'cafe.api.kalemBolumde');
        tasi(k, secim.adet, no);
      }
    });
  } else if (op.bicim === 'koltuk') {
    const koltuklar = [...new Set(a.kalemler.filter((k) => bolunebilir(k) && k.koltuk !== null).map((k) => k.koltuk!))].sort((x, y) => x - y);
    if (koltuklar.length === 0) throw new ApiError(422, 'NO_SEATS', 'cafe.api.koltukYok');
    koltuklar.forEach((koltuk, i) => {
      const no = sonNo + i + 1;
      yeniBolumler.push({ no, tur: 'kalem', koltuk });
      for (const k of a.kalemler.filter((x) => bolunebilir(x) && x.koltuk === koltuk)) tasi(k, k.adet, no);
    });
  } else {
    if (esitGrubu(a.bolumler).length > 0) throw new ApiError(409, 'EQUAL_EXISTS', 'cafe.api.esitVar');
    const kisi = op.kisi!;
    const ortak = a.kalemler.filter(bolunebilir);
    if (!ortak.some((k) => k.tutarKurus > 0)) throw new ApiError(422, 'NOTHING_TO_SPLIT', 'cafe.api.bolunecekYok');
    for (let i = 0; i < kisi; i += 1) yeniBolumler.push({ no: sonNo + i + 1, tur: 'esit', koltuk: null });
    // the lines point at the first share; the shares split their amount
    for (const k of ortak) tasi(k, k.adet, sonNo + 1);
  }

  // two or more parts after the split (the unsplit part counts when something is left in it)
  const bolunmemisKaldi = kalemler.some((k) => bolunebilir(k) && k.tutarKurus > 0);
  if (a.bolumler.length + yeniBolumler.length + (bolunmemisKaldi ? 1 : 0) < 2) throw new ApiError(422, 'ONE_PART', 'cafe.api.bolumTek');
  for (const y of yeniBolumler) {
    if (y.tur === 'kalem' && !kalemler.some((k) => k.bolumId === -y.no)) throw new ApiError(422, 'EMPTY_PART', 'cafe.v.bolumBos');
  }

  const bolumEkle = yeniBolumler.map((y) => b.db.prepare(`INSERT INTO adisyon_bolum (isletme_id, adisyon_id, no, tur, koltuk, olusturan_id, olusturma)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).bind(b.isletmeId, a.id, y.no, y.tur, y.koltuk, b.kullanici.id, b.simdi));
  // the amounts the new parts come to, for the log (ids are not known yet: negative numbers stand for them)
  const sonra = bolumDurumu({
    ...a, kalemler, bolumler: [...a.bolumler, ...yeniBolumler.map((y) => ({ id: -y.no, no: y.no, tur: y.tur, koltuk: y.koltuk, odendi: false, hesapIstendi: false, kapanis: null }))],
  });
  const tutar = sonra.bolumler.filter((x) => x.id < 0).reduce((s, x) => s + x.tutarKurus, 0);
  return {
    durum: 200, veri: null, yayin: [],
    ifadeler: [...bolumEkle, ...ifadeler, basYaz(b, a, a.surum), transferYaz(b, 'bol', a, giden, tutar)],
    // a piece split off a sent line is a new line of the same batch: its station ticket is written again
    istasyon: istasyonaBildir(b, giden),
    gunluk: {
      tur: 'bol', adisyonId: a.id, masaId: a.masaId,
      ozet: { bicim: op.bicim, bolumler: sonra.bolumler.filter((x) => x.id < 0).map((x) => ({ no: x.no, tur: x.tur, koltuk: x.koltuk, tutarKurus: x.tutarKurus })), kalemler: giden.map(kalemOzeti) },
    },
    oku: sonrakiHal(a.id),
  };
};

export const bolGeri: Isleyici<BolGeriIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const odenmis = (id: number) => a.bolumler.some((x) => x.id === id && x.odendi) || a.odemeler.some((o) => o.bolumId === id);
  const grup = esitGrubu(a.bolumler);
  const grupOdendi = grup.some((x) => odenmis(x.id));
  let geri = a.bolumler;
  if (op.bolumId !== null) {
    const hedef = a.bolumler.find((x) => x.id === op.bolumId);
    if (!hedef) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.bolumYok');
    geri = hedef.tur === 'esit' ? grup : [hedef];
    if (geri.some((x) => odenmis(x.id))) throw new ApiError(409, 'SPLIT_PAID', 'cafe.api.bolumOdendi');
  } else {
    geri = a.bolumler.filter((x) => !odenmis(x.id) && !(x.tur === 'esit' && grupOdendi));
    if (geri.length === 0) throw new ApiError(409, a.bolumler.length ? 'SPLIT_PAID' : 'NOT_SPLIT', a.bolumler.length ? 'cafe.api.bolumOdendi' : 'cafe.api.bolunmemis');
  }
  const idler = geri.map((x) => x.id);
  const donen = a.kalemler.filter((k) => k.bolumId !== null && idler.includes(k.bolumId));
  const yer = idler.map(() => '?').join(',');
  const durum = bolumDurumu(a);
  const tutar = durum.bolumler.filter((x) => idler.includes(x.id)).reduce((s, x) => s + x.tutarKurus, 0);
  const sonra = yenidenHesapla({ ...a, kalemler: a.kalemler.map((k) => (donen.includes(k) ? { ...k, bolumId: null } : k)), bolumler: a.bolumler.filter((x) => !idler.includes(x.id)) });
  return {
    durum: 200, veri: null, yayin: [],
    ifadeler: [
      b.db.prepare(`UPDATE adisyon_kalem SET bolum_id = NULL WHERE isletme_id = ? AND adisyon_id = ? AND bolum_id IN (${yer})`).bind(b.isletmeId, a.id, ...idler),
      b.db.prepare(`DELETE FROM adisyon_bolum WHERE isletme_id = ? AND adisyon_id = ? AND durum = 'acik' AND id IN (${yer})`).bind(b.isletmeId, a.id, ...idler),
      basYaz(b, sonra, a.surum),
      transferYaz(b, 'bolGeri', a, donen, tutar),
    ],
    gunluk: { tur: 'bolGeri', adisyonId: a.id, masaId: a.masaId, ozet: { bolumler: geri.map((x) => x.no), kalemler: donen.map(kalemOzeti), tutarKurus: tutar } },
    oku: sonrakiHal(a.id),
  };
};

export const koltuk: Isleyici<KoltukIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const k = kalemBul(a, op.kalemId);
  return {
    durum: 200, veri: null, yayin: [],
    ifadeler: [kalemYaz(b, { ...k, koltuk: op.koltuk }, a.id), basYaz(b, a, a.surum)],
    gunluk: { tur: 'koltuk', adisyonId: a.id, masaId: a.masaId, ozet: { ad: k.ad, eski: k.koltuk, yeni: op.koltuk } },
    oku: sonrakiHal(a.id),
  };
};
