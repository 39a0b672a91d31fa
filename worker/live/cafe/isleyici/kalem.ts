import { toplamlar, indirimKurus } from '@lib/cafe/hesap';
import type { BasimIslemi, HesapIslemi, IndirimIslemi, KalemDurumIslemi, MisafirIslemi, MusteriBagIslemi, SiparisIslemi } from '@lib/schemas/cafe/islem';
import { ApiError } from '@worker/http/envelope';
import { onbellekKorumasi, type MasaSatiri, type UrunSatiri } from '../onbellek';
import type { IslemBaglami, IslemSonucu, Isleyici } from '../tipler';
import { acikAdisyon, adisyonlariCoz, adisyonSorgulari, type Adisyon, type Kalem } from '@worker/db/cafe/adisyon/durum';
import { DEGER_SQL, GRUP_SQL, SECENEKLI_SQL, secilenDegerler, urunGruplari, type SiparisDegeri, type SiparisGrubu } from '@worker/db/cafe/secenek';
import { istasyonaBildir } from '../istasyon';
import { ACIK_GUN_SQL, acikGunGerekli } from './gun-bag';
import { secenekleriFiyatla } from './secenek';
import { ACIK_ADISYON_SQL, adisyonOlayi, basYaz, kalemBol, kalemBul, kalemDegisebilir, kalemKopyala, kalemYaz, masaGecerli, masaSorgusu, sonrakiHal, tutarli, yenidenHesapla } from './yaz';

/** Handlers of what waiters do on a check: order, complimentary/void, discounts, guests, customer, pre-bill, reprint. */

const URUN_SQL = (adet: number) => `SELECT u.id, coalesce(json_extract(u.ad, '$.tr'), '') AS ad, u.fiyat_kurus, u.tukendi,
      coalesce(json_extract(k.ad, '$.tr'), '') AS kategori_ad, coalesce(k.kdv_orani, p.varsayilan_kdv, 10) AS kdv, ${SECENEKLI_SQL} AS secenekli
    FROM menu_urun u JOIN menu_kategori k ON k.id = u.kategori_id
    LEFT JOIN isletme_parametre p ON p.isletme_id = u.isletme_id
    WHERE u.isletme_id = ? AND u.id IN (${Array.from({ length: adet }, () => '?').join(',')})`;

function urunlerGecerli(results: UrunSatiri[], tekil: number[]): Map<number, UrunSatiri> {
  const map = new Map(results.map((r) => [r.id, r]));
  for (const id of tekil) {
    const u = map.get(id);
    if (!u) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.urunYok');
    if (u.tukendi === 1) throw new ApiError(409, 'SOLD_OUT', 'cafe.api.tukendi', { urun: u.ad });
  }
  return map;
}

interface SiparisOkumasi {
  masa: MasaSatiri | undefined; mevcut: Adisyon | null; urunler: UrunSatiri[]; koruma: D1PreparedStatement[];
  gruplar: SiparisGrubu[]; degerler: SiparisDegeri[];
}

// D1 binds at most 100 parameters per statement: a larger guard is not worth it, the order reads instead
const BAG_SINIRI = 100;

/**
 * The guards that the option rows the object remembers are still the database's: every group reaching the products
 * (none added, none changed) and every chosen value. Undefined when a guard would not fit in one statement.
 */
function secenekKorumasi(b: IslemBaglami, tekil: number[], gruplar: SiparisGrubu[], degerler: SiparisDegeri[]): D1PreparedStatement[] | undefined {
  const urunJson = JSON.stringify(tekil);
  const grupBind = [b.isletmeId, urunJson, b.isletmeId, urunJson, ...gruplar.flatMap((g) => [g.urun_id, g.id, g.ad, g.mutfak_ad, g.en_az, g.en_cok, g.sira]), gruplar.length];
  const degerBind = [b.isletmeId, JSON.stringify(degerler.map((d) => d.id)), ...degerler.flatMap((d) => [d.id, d.grup_id, d.ad, d.mutfak_ad, d.fark_kurus, d.tukendi, d.aktif]), degerler.length];
  if (grupBind.length > BAG_SINIRI || degerBind.length > BAG_SINIRI) return undefined;
  const grupKosul = `(SELECT count(*) FROM (${GRUP_SQL})) = ${gruplar.length} AND (SELECT count(*) FROM (${GRUP_SQL}) x
      WHERE ${gruplar.length ? `(x.urun_id, x.id, x.ad, x.mutfak_ad, x.en_az, x.en_cok, x.sira) IN (VALUES ${gruplar.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')})` : '0'}) = ?`;
  const guardlar = [onbellekKorumasi(b.db, grupKosul, grupBind)];
  if (degerler.length) {
    const degerKosul = `(SELECT count(*) FROM (${DEGER_SQL}) x
      WHERE (x.id, x.grup_id, x.ad, x.mutfak_ad, x.fark_kurus, x.tukendi, x.aktif) IN (VALUES ${degerler.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')})) = ?`;
    guardlar.push(onbellekKorumasi(b.db, degerKosul, degerBind));
  }
  return guardlar;
}

/**
 * An order on a check the object wrote last, for a known active table and known products (and options) on sale:
 * nothing to read, and guards first in the batch that all of it is still so (else the object forgets and runs the
 * order again).
 */
function onbellektenOku(b: IslemBaglami, op: SiparisIslemi, tekil: number[]): SiparisOkumasi | null {
  const o = b.onbellek;
  const mevcut = o?.adisyon(op.masaId);
  const masa = o?.masa(op.masaId);
  const urunler = o?.urunlerHepsi(tekil);
  if (!o || !mevcut || !masa || !urunler || masa.aktif !== 1 || urunler.some((u) => u.tukendi !== 0)) return null;
  if (op.adisyonId && op.adisyonId !== mevcut.id) return null;
  const secilen = [...new Set(op.kalemler.flatMap((k) => k.secenekler))];
  const secenekli = secilen.length > 0 || urunler.some((u) => u.secenekli !== 0);
  const gruplar = secenekli ? o.gruplarHepsi(tekil) : [];
  const degerler = secenekli ? o.degerlerHepsi(secilen) : [];
  // a value remembered as off or sold out is read again: it may be back on sale
  if (!gruplar || !degerler || degerler.some((d) => d.tukendi !== 0 || d.aktif !== 1)) return null;
  const secenekGuard = secenekli ? secenekKorumasi(b, tekil, gruplar, degerler) : [];
  if (!secenekGuard) return null;
  const kosul = `EXISTS (SELECT 1 FROM adisyon WHERE id = ? AND isletme_id = ? AND masa_id = ? AND durum = 'acik' AND surum = ?)
    AND EXISTS (SELECT 1 FROM menu_masa WHERE id = ? AND isletme_id = ? AND aktif = 1 AND ad = ?)
    AND (SELECT count(*) FROM (${URUN_SQL(tekil.length)}) x
      WHERE x.tukendi = 0 AND (x.id, x.ad, x.fiyat_kurus, x.kategori_ad, x.kdv, x.secenekli) IN (VALUES ${urunler.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')})) = ?`;
  const binds = [mevcut.id, b.isletmeId, masa.id, mevcut.surum, masa.id, b.isletmeId, masa.ad, b.isletmeId, ...tekil,
    ...urunler.flatMap((u) => [u.id, u.ad, u.fiyat_kurus, u.kategori_ad, u.kdv, u.secenekli]), urunler.length];
  if (binds.length > BAG_SINIRI) return null;
  return { masa, mevcut, urunler, koruma: [onbellekKorumasi(b.db, kosul, binds), ...secenekGuard], gruplar, degerler };
}

/** The hot path of a busy evening: table, its open check and the products in one round trip. */
async function siparisOku(b: IslemBaglami, op: SiparisIslemi, tekil: number[]): Promise<SiparisOkumasi> {
  const sonuc = await b.db.batch([
    masaSorgusu(b, op.masaId),
    ...adisyonSorgulari(b.db, b.isletmeId, "a.masa_id = ? AND a.durum = 'acik'", [op.masaId]),
    b.db.prepare(URUN_SQL(tekil.length)).bind(b.isletmeId, ...tekil),
    urunGruplari(b.db, b.isletmeId, tekil),
    secilenDegerler(b.db, b.isletmeId, [...new Set(op.kalemler.flatMap((k) => k.secenekler))]),
  ]);
  const masa = sonuc[0]!.results[0] as MasaSatiri | undefined;
  const urunler = sonuc[5]!.results as unknown as UrunSatiri[];
  const gruplar = sonuc[6]!.results as unknown as SiparisGrubu[];
  const degerler = sonuc[7]!.results as unknown as SiparisDegeri[];
  b.onbellek?.okunanlar(masa, urunler, gruplar, degerler);
  return { masa, mevcut: adisyonlariCoz(sonuc.slice(1, 5))[0] ?? null, urunler, koruma: [], gruplar, degerler };
}

/** Adds lines to the table's check and sends them as one order batch; a free table gets a new check (numbered). */
export const siparis: Isleyici<SiparisIslemi> = async (b, op) => {
  const tekil = [...new Set(op.kalemler.map((k) => k.urunId))];
  const hafizadan = onbellektenOku(b, op, tekil);
  try {
    return await siparisYaz(b, op, tekil, hafizadan ?? (await siparisOku(b, op, tekil)));
  } catch (error) {
    // a refusal decided on remembered rows is decided again on fresh ones (the menu may have changed meanwhile)
    if (!hafizadan || !(error instanceof ApiError)) throw error;
    b.onbellek?.unut();
    return siparisYaz(b, op, tekil, await siparisOku(b, op, tekil));
  }
};

async function siparisYaz(b: IslemBaglami, op: SiparisIslemi, tekil: number[], okunan: SiparisOkumasi): Promise<IslemSonucu> {
  const masa = masaGecerli(okunan.masa);
  const mevcut = okunan.mevcut;
  if (op.adisyonId && mevcut?.id !== op.adisyonId) {
    // the device still shows a check that was paid or moved: never start a new one behind the waiter's back
    await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
    throw new ApiError(409, 'CHECK_MOVED', 'cafe.api.tasindi');
  }
  const urunler = urunlerGecerli(okunan.urunler, tekil);
  const degerler = new Map(okunan.degerler.map((d) => [d.id, d]));
  // every line priced here from the rows just read; two lines that differ only in options stay two lines
  const yeni: Kalem[] = op.kalemler.map((k) => {
    const u = urunler.get(k.urunId)!;
    const { birimKurus, secenekler } = secenekleriFiyatla(u, k.secenekler, okunan.gruplar, degerler);
    return tutarli({
      id: 0, urunId: u.id, ad: u.ad, kategoriAd: u.kategori_ad, birimKurus, adet: k.adet, kdvOrani: u.kdv, not: k.not, secenekler,
      siparisId: null, durum: 'aktif', neden: '', indirimKurus: 0, tutarKurus: 0, odemeId: null, bolumId: null, koltuk: k.koltuk, ekleyenId: b.kullanici.id, ekleyen: null, eklenme: b.simdi,
    });
  });
  const ifadeler: D1PreparedStatement[] = [...okunan.koruma];
  const ref = mevcut ? { id: mevcut.id } : { masaId: masa.id };
  if (mevcut) {
    const sonra = yenidenHesapla({ ...mevcut, kalemler: [...mevcut.kalemler, ...yeni], hesapIstendi: false });
    ifadeler.push(basYaz(b, sonra, mevcut.surum));
  } else {
    ifadeler.push(...(await acikGunGerekli(b)));
    const t = toplamlar(yeni, null, 0);
    ifadeler.push(b.db.prepare(`INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, garson_id, misafir, toplam_kurus, acilis)
        VALUES (?1, (SELECT coalesce(max(no), 0) + 1 FROM adisyon WHERE isletme_id = ?1), ?2, ${ACIK_GUN_SQL.replace('?', '?1')}, ?3, ?4, ?5, ?6)`)
      .bind(b.isletmeId, masa.id, b.kullanici.id, op.misafir ?? 0, t.toplamKurus, b.simdi));
  }
  const adisyonSql = 'id' in ref ? '?' : ACIK_ADISYON_SQL;
  const adisyonBind = 'id' in ref ? [ref.id] : [b.isletmeId, masa.id];
  ifadeler.push(b.db.prepare(`INSERT INTO adisyon_siparis (isletme_id, adisyon_id, gonderen_id, zaman) VALUES (?, ${adisyonSql}, ?, ?)`)
    .bind(b.isletmeId, ...adisyonBind, b.kullanici.id, b.simdi));
  for (const k of yeni) {
    ifadeler.push(b.db.prepare(`INSERT INTO adisyon_kalem (isletme_id, adisyon_id, urun_id, ad, kategori_ad, birim_kurus, adet, kdv_orani, not_metni, secenekler,
          siparis_id, tutar_kurus, ekleyen_id, eklenme, koltuk)
        VALUES (?, ${adisyonSql}, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT max(id) FROM adisyon_siparis WHERE isletme_id = ?), ?, ?, ?, ?)`)
      .bind(b.isletmeId, ...adisyonBind, k.urunId, k.ad, k.kategoriAd, k.birimKurus, k.adet, k.kdvOrani, k.not, JSON.stringify(k.secenekler), b.isletmeId, k.tutarKurus,
        b.kullanici.id, b.simdi, k.koltuk));
  }
  return {
    durum: mevcut ? 200 : 201,
    veri: null,
    ifadeler,
    istasyon: istasyonaBildir(b, [], { sonSiparis: true }),
    gunluk: { tur: 'siparis', adisyonId: mevcut?.id ?? null, acikMasaId: masa.id, masaId: masa.id, ozet: { kalemler: yeni.map((k) => ({ ad: k.ad, adet: k.adet, tutarKurus: k.tutarKurus, not: k.not, ...(k.secenekler.length ? { secenekler: k.secenekler.map((s) => s.ad) } : {}) })) } },
    yayin: [],
    oku: {
      where: "a.masa_id = ? AND a.durum = 'acik'",
      binds: [masa.id],
      hazirla: ([a]) => {
        b.onbellek?.adisyonYaz(masa.id, a ?? null);
        return { veri: { adisyon: a ?? null, siparisId: a?.siparisler.at(-1)?.id ?? null }, yayin: [adisyonOlayi(masa.id, a ?? null)] };
      },
    },
  };
}

/** Complimentary (ikram) or void (iptal) of some pieces of a sent line, with a reason; the rest of the line stays. */
export const kalemDurum: Isleyici<KalemDurumIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const k = kalemBul(a, op.kalemId);
  if (k.durum !== 'aktif') throw new ApiError(409, 'LINE_DONE', k.durum === 'iptal' ? 'cafe.api.zatenIptal' : 'cafe.api.zatenIkram');
  kalemDegisebilir(a, k);
  const { kalan, parca } = kalemBol(k, op.adet);
  const degisen = tutarli({ ...parca, durum: op.tur, neden: op.neden, indirimKurus: 0 });
  const ifadeler: D1PreparedStatement[] = [];
  let kalemler: Kalem[];
  if (kalan.adet === 0) {
    kalemler = a.kalemler.map((x) => (x.id === k.id ? degisen : x));
    ifadeler.push(kalemYaz(b, degisen, a.id));
  } else {
    kalemler = [...a.kalemler.map((x) => (x.id === k.id ? kalan : x)), degisen];
    ifadeler.push(kalemYaz(b, kalan, a.id), kalemKopyala(b, degisen, { id: a.id }));
  }
  const sonra = yenidenHesapla({ ...a, kalemler });
  ifadeler.push(basYaz(b, sonra, a.surum));
  return {
    durum: 200, veri: null, ifadeler, yayin: [],
    gunluk: { tur: op.tur, adisyonId: a.id, masaId: a.masaId, ozet: { ad: k.ad, adet: op.adet, neden: op.neden, tutarKurus: k.birimKurus * op.adet } },
    istasyon: istasyonaBildir(b, [k]),
    oku: sonrakiHal(a.id),
  };
};

/** A line's or the check's discount (percent or amount); 0 removes it. */
export const indirim: Isleyici<IndirimIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  const ifadeler: D1PreparedStatement[] = [];
  let sonra;
  let ad = '';
  if (op.kalemId) {
    const k = kalemBul(a, op.kalemId);
    if (k.durum !== 'aktif') throw new ApiError(409, 'LINE_DONE', 'cafe.api.kalemAktifDegil');
    kalemDegisebilir(a, k);
    const brut = k.birimKurus * k.adet;
    if (op.indirimTur === 'tutar' && op.deger > brut) throw new ApiError(422, 'DISCOUNT_TOO_BIG', 'cafe.api.indirimFazla');
    const yeni = tutarli({ ...k, indirimKurus: indirimKurus(brut, op.indirimTur, op.deger) });
    ad = k.ad;
    ifadeler.push(kalemYaz(b, yeni, a.id));
    sonra = yenidenHesapla({ ...a, kalemler: a.kalemler.map((x) => (x.id === k.id ? yeni : x)) });
  } else {
    // a paid sub-check keeps what it paid: the check's discount would shift every other part's share under it
    if (a.bolumler.some((x) => x.odendi)) throw new ApiError(409, 'SPLIT_PAID', 'cafe.api.bolumOdendiIndirim');
    const ara = toplamlar(a.kalemler, null, 0).araToplamKurus;
    if (op.indirimTur === 'tutar' && op.deger > ara) throw new ApiError(422, 'DISCOUNT_TOO_BIG', 'cafe.api.indirimFazla');
    sonra = yenidenHesapla({ ...a, indirimTur: op.deger > 0 ? op.indirimTur : null, indirimDeger: op.deger > 0 ? op.deger : 0 });
  }
  ifadeler.push(basYaz(b, sonra, a.surum));
  return {
    durum: 200, veri: null, ifadeler, yayin: [],
    gunluk: { tur: 'indirim', adisyonId: a.id, masaId: a.masaId, ozet: { ad, indirimTur: op.indirimTur, deger: op.deger, kalemId: op.kalemId } },
    oku: sonrakiHal(a.id),
  };
};

/** Changes of the header only: guest count, linked customer, pre-bill printed. */
export const misafir: Isleyici<MisafirIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  return {
    durum: 200, veri: null, ifadeler: [basYaz(b, { ...a, misafir: op.sayi }, a.surum)], yayin: [],
    gunluk: { tur: 'misafir', adisyonId: a.id, masaId: a.masaId, ozet: { eski: a.misafir, yeni: op.sayi } }, oku: sonrakiHal(a.id),
  };
};

export const musteri: Isleyici<MusteriBagIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  if (op.musteriId !== null) {
    const m = await b.db.prepare('SELECT id FROM musteri WHERE id = ? AND isletme_id = ? AND silinme_zamani IS NULL').bind(op.musteriId, b.isletmeId).first();
    if (!m) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.musteriYok');
  }
  return {
    durum: 200, veri: null, ifadeler: [basYaz(b, { ...a, musteriId: op.musteriId }, a.surum)], yayin: [],
    gunluk: { tur: 'musteri', adisyonId: a.id, masaId: a.masaId, ozet: { musteriId: op.musteriId } }, oku: sonrakiHal(a.id),
  };
};

export const hesap: Isleyici<HesapIslemi> = async (b, op) => {
  const a = await acikAdisyon(b.db, b.isletmeId, op.adisyonId);
  // a sub-check's own pre-bill: that bölüm waits for payment
  const bolum = op.bolumId !== null ? a.bolumler.find((x) => x.id === op.bolumId) : null;
  if (op.bolumId !== null && !bolum) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.bolumYok');
  const ifadeler = [basYaz(b, { ...a, hesapIstendi: bolum ? a.hesapIstendi : true }, a.surum)];
  if (bolum) ifadeler.push(b.db.prepare('UPDATE adisyon_bolum SET hesap_istendi = 1 WHERE id = ? AND isletme_id = ?').bind(bolum.id, b.isletmeId));
  return {
    durum: 200, veri: null, ifadeler, yayin: [],
    gunluk: { tur: 'hesap', adisyonId: a.id, masaId: a.masaId, ozet: { toplamKurus: a.toplamKurus, ...(bolum ? { bolum: bolum.no } : {}) } }, oku: sonrakiHal(a.id),
  };
};

/** Counts a print of an order batch; the answer says whether this one is a reprint (the ticket then says so). */
export const basim: Isleyici<BasimIslemi> = async (b, op) => {
  const row = await b.db.prepare(`SELECT s.id, s.basim FROM adisyon_siparis s JOIN adisyon a ON a.id = s.adisyon_id
      WHERE s.isletme_id = ? AND s.adisyon_id = ? AND (s.id = ? OR ? IS NULL) ORDER BY s.id DESC LIMIT 1`)
    .bind(b.isletmeId, op.adisyonId, op.siparisId, op.siparisId).first<{ id: number; basim: number }>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return {
    durum: 200, veri: { siparisId: row.id, basim: row.basim + 1, tekrar: row.basim > 0 },
    ifadeler: [b.db.prepare('UPDATE adisyon_siparis SET basim = basim + 1 WHERE id = ?').bind(row.id)], yayin: [],
    gunluk: { tur: 'basim', adisyonId: op.adisyonId, ozet: { siparisId: row.id, basim: row.basim + 1 } },
  };
};
