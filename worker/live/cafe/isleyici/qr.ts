import type { CagriKapatIslemi, QrCagriIslemi, QrKabulIslemi, QrRedIslemi, QrSiparisIslemi } from '@lib/schemas/cafe/qr';
import type { SiparisKalemi } from '@lib/schemas/cafe/islem';
import { ApiError } from '@worker/http/envelope';
import type { IslemBaglami, IslemSonucu, Isleyici, Yayin } from '../tipler';
import { ziyaretBagi, ziyaretSorgulari } from '@worker/db/qrmenu/ziyaret';
import { siparis } from './kalem';
import { QR_AYAR_SQL, qrAyar, sepetFiyatla, sepetSorgulari, siparisAcikMi } from './qr-oku';

/**
 * Ordering from the table. A guest order runs the waiter's own order handler (so its lines reach the check, the
 * stations and the reports the same way) when the guest's visit is tied to the table's open check; otherwise it waits
 * for a staff accept, which runs that handler then. Every batch it sends is marked "qr".
 */

/** What the route adds to a guest's operation: their visit (random id, start instant), language and hashed address. */
export interface MisafirBilgisi { ziyaret: string; ziyaretBasi: string; dil: string; adres: string }

/** guest orders per table in QR_PENCERE_MS (a table of friends sends a few; a script sends hundreds) */
export const QR_MASA_SINIRI = 30;
export const QR_PENCERE_MS = 10 * 60_000;
/** one call of a kind per table in this time */
export const CAGRI_ARALIK_MS = 30_000;

const QR_OLAYI: Yayin = { kitle: 'takip', olay: { tur: 'qr' } };

/** The batch that was just sent (adisyon_siparis) marked as the guest's. */
const qrIsaretle = (b: IslemBaglami) =>
  b.db.prepare("UPDATE adisyon_siparis SET kaynak = 'qr' WHERE id = (SELECT max(id) FROM adisyon_siparis WHERE isletme_id = ?)").bind(b.isletmeId);

interface MasaSatiri { id: number; ad: string; aktif: number; alan_id: number | null }

/** A guest's order (POST /api/qrmenu/{slug}/siparis): into the visit's check, or waiting for staff. */
export const qrSiparis: Isleyici<QrSiparisIslemi & MisafirBilgisi> = async (b, op) => {
  const sinir = new Date(Date.parse(b.simdi) - QR_PENCERE_MS).toISOString();
  const [masaR, ayarR, sayiR, ...digerleri] = await b.db.batch([
    b.db.prepare('SELECT id, ad, aktif, alan_id FROM menu_masa WHERE id = ? AND isletme_id = ?').bind(op.masaId, b.isletmeId),
    b.db.prepare(QR_AYAR_SQL).bind(b.isletmeId),
    b.db.prepare('SELECT count(*) AS n FROM qr_siparis WHERE masa_id = ? AND zaman > ?').bind(op.masaId, sinir),
    ...ziyaretSorgulari(b.db, b.isletmeId, op.masaId, { id: op.ziyaret, baslangic: op.ziyaretBasi }),
    ...sepetSorgulari(b.db, b.isletmeId, op.kalemler),
  ]);
  const masa = masaR!.results[0] as MasaSatiri | undefined;
  if (!masa || masa.aktif !== 1) throw new ApiError(404, 'NOT_FOUND', 'qrmenu.siparis.masaYok');
  const ayar = qrAyar(ayarR!.results[0]);
  siparisAcikMi(ayar, masa.alan_id);
  const bag = ziyaretBagi(digerleri.slice(0, 3));
  const sepetR = digerleri.slice(3);
  if (bag.tur === 'bitti') throw new ApiError(403, 'VISIT_ENDED', 'qrmenu.siparis.ziyaretBitti');
  if ((sayiR!.results[0] as { n: number }).n >= QR_MASA_SINIRI) throw new ApiError(429, 'RATE_LIMITED', 'qrmenu.siparis.cokFazla');
  const fiyat = sepetFiyatla(sepetR, op.kalemler, ayar);
  const kayit = (durum: 'bekliyor' | 'eklendi', adisyonSql: string, adisyonBind: unknown[]) => b.db.prepare(`INSERT INTO qr_siparis
      (isletme_id, masa_id, kimlik, ziyaret, dil, kalemler, ozet, toplam_kurus, durum, adisyon_id, siparis_id, adres, zaman)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ${adisyonSql}, ${durum === 'eklendi' ? '(SELECT max(id) FROM adisyon_siparis WHERE isletme_id = ?)' : 'NULL'}, ?, ?)`)
    .bind(b.isletmeId, masa.id, op.islemId, op.ziyaret, op.dil, JSON.stringify(op.kalemler), JSON.stringify(fiyat.kalemler), fiyat.toplamKurus, durum,
      ...adisyonBind, ...(durum === 'eklendi' ? [b.isletmeId] : []), op.adres, b.simdi);

  if (bag.tur === 'bagli' && !ayar.onay) {
    const s = await siparis(b, { islemId: op.islemId, tur: 'siparis', masaId: masa.id, adisyonId: bag.adisyonId, kalemler: op.kalemler, misafir: undefined });
    const hazirla = s.oku!.hazirla;
    return {
      ...s,
      ifadeler: [...s.ifadeler, qrIsaretle(b), kayit('eklendi', '?', [bag.adisyonId])],
      gunluk: { ...s.gunluk, tur: 'qrSiparis' },
      oku: { ...s.oku!, hazirla: (a) => ({ veri: { durum: 'eklendi', toplamKurus: fiyat.toplamKurus }, yayin: [...hazirla(a).yayin, QR_OLAYI] }) },
    };
  }
  if (!ayar.gunAcik) throw new ApiError(409, 'DAY_CLOSED', 'qrmenu.siparis.gunKapali');
  return {
    durum: 201, veri: { durum: 'bekliyor', toplamKurus: fiyat.toplamKurus },
    ifadeler: [kayit('bekliyor', 'NULL', [])],
    gunluk: { tur: 'qrSiparis', masaId: masa.id, ozet: { kalemler: fiyat.kalemler.map((k) => ({ ad: k.ad, adet: k.adet, tutarKurus: k.tutarKurus })), bekliyor: true } },
    yayin: [{ kitle: 'takip', olay: { tur: 'qr', yeni: 'siparis', masaId: masa.id } }],
  };
};

interface BekleyenSatiri { id: number; masa_id: number; kalemler: string; durum: string }

async function bekleyenOku(b: IslemBaglami, id: number): Promise<BekleyenSatiri> {
  const row = await b.db.prepare('SELECT id, masa_id, kalemler, durum FROM qr_siparis WHERE id = ? AND isletme_id = ?').bind(id, b.isletmeId).first<BekleyenSatiri>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.qrSiparisYok');
  if (row.durum !== 'bekliyor') throw new ApiError(409, 'QR_ORDER_DONE', 'cafe.api.qrSiparisKarar');
  return row;
}

/** Staff accept a waiting guest order: the waiter's order path runs (the check opens if the table is free). */
export const qrKabul: Isleyici<QrKabulIslemi> = async (b, op) => {
  const row = await bekleyenOku(b, op.qrSiparisId);
  const kalemler = JSON.parse(row.kalemler) as SiparisKalemi[];
  const s: IslemSonucu = await siparis(b, { islemId: op.islemId, tur: 'siparis', masaId: row.masa_id, adisyonId: null, kalemler, misafir: undefined });
  const hazirla = s.oku!.hazirla;
  return {
    ...s,
    ifadeler: [
      ...s.ifadeler, qrIsaretle(b),
      b.db.prepare(`UPDATE qr_siparis SET durum = 'kabul', karar_zamani = ?, karar_kullanici_id = ?,
          adisyon_id = (SELECT id FROM adisyon WHERE isletme_id = ? AND masa_id = ? AND durum = 'acik'),
          siparis_id = (SELECT max(id) FROM adisyon_siparis WHERE isletme_id = ?) WHERE id = ? AND durum = 'bekliyor'`)
        .bind(b.simdi, b.kullanici.id, b.isletmeId, row.masa_id, b.isletmeId, row.id),
    ],
    gunluk: { ...s.gunluk, tur: 'qrKabul', ozet: { ...s.gunluk.ozet, qrSiparisId: row.id } },
    oku: { ...s.oku!, hazirla: (a) => { const h = hazirla(a); return { veri: h.veri, yayin: [...h.yayin, QR_OLAYI] }; } },
  };
};

/** Staff refuse a waiting guest order with one of the reasons the guest reads in their language. */
export const qrRed: Isleyici<QrRedIslemi> = async (b, op) => {
  const row = await bekleyenOku(b, op.qrSiparisId);
  return {
    durum: 200, veri: { qrSiparisId: row.id, durum: 'red' },
    ifadeler: [b.db.prepare("UPDATE qr_siparis SET durum = 'red', red_neden = ?, karar_zamani = ?, karar_kullanici_id = ? WHERE id = ? AND durum = 'bekliyor'")
      .bind(op.neden, b.simdi, b.kullanici.id, row.id)],
    gunluk: { tur: 'qrRed', masaId: row.masa_id, ozet: { qrSiparisId: row.id, neden: op.neden } },
    yayin: [QR_OLAYI],
  };
};

/** "Garson çağır" / "Hesap iste" from the guest's page: one open call of a kind per table, at most one per 30 s. */
export const qrCagri: Isleyici<QrCagriIslemi & MisafirBilgisi> = async (b, op) => {
  const sinir = new Date(Date.parse(b.simdi) - CAGRI_ARALIK_MS).toISOString();
  const [masaR, ayarR, sonR] = await b.db.batch([
    b.db.prepare('SELECT id, ad, aktif, alan_id FROM menu_masa WHERE id = ? AND isletme_id = ?').bind(op.masaId, b.isletmeId),
    b.db.prepare(QR_AYAR_SQL).bind(b.isletmeId),
    b.db.prepare('SELECT count(*) AS n FROM qr_cagri WHERE masa_id = ? AND zaman > ?').bind(op.masaId, sinir),
  ]);
  const masa = masaR!.results[0] as MasaSatiri | undefined;
  if (!masa || masa.aktif !== 1) throw new ApiError(404, 'NOT_FOUND', 'qrmenu.siparis.masaYok');
  siparisAcikMi(qrAyar(ayarR!.results[0]), masa.alan_id);
  if ((sonR!.results[0] as { n: number }).n > 0) throw new ApiError(429, 'RATE_LIMITED', 'qrmenu.cagri.bekleyin', { saniye: CAGRI_ARALIK_MS / 1000 });
  return {
    durum: 201, veri: { cagri: op.cagri },
    // a call of the same kind still open is answered by this one (the floor plan shows one)
    ifadeler: [
      b.db.prepare('UPDATE qr_cagri SET kapanis = ? WHERE masa_id = ? AND tur = ? AND kapanis IS NULL').bind(b.simdi, masa.id, op.cagri),
      b.db.prepare('INSERT INTO qr_cagri (isletme_id, masa_id, tur, zaman) VALUES (?, ?, ?, ?)').bind(b.isletmeId, masa.id, op.cagri, b.simdi),
    ],
    gunluk: { tur: 'qrCagri', masaId: masa.id, ozet: { cagri: op.cagri } },
    yayin: [{ kitle: 'takip', olay: { tur: 'qr', yeni: 'cagri', masaId: masa.id } }],
  };
};

/** A staff member clears a call (who and when stay on the row and in the log). */
export const cagriKapat: Isleyici<CagriKapatIslemi> = async (b, op) => {
  const row = await b.db.prepare('SELECT id, masa_id, tur, kapanis FROM qr_cagri WHERE id = ? AND isletme_id = ?').bind(op.cagriId, b.isletmeId)
    .first<{ id: number; masa_id: number; tur: string; kapanis: string | null }>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.cagriYok');
  return {
    durum: 200, veri: { cagriId: row.id },
    ifadeler: row.kapanis ? [] : [b.db.prepare('UPDATE qr_cagri SET kapanis = ?, kapatan_id = ? WHERE id = ? AND kapanis IS NULL').bind(b.simdi, b.kullanici.id, row.id)],
    gunluk: { tur: 'cagriKapat', masaId: row.masa_id, ozet: { cagriId: row.id, cagri: row.tur } },
    yayin: [QR_OLAYI],
  };
};
