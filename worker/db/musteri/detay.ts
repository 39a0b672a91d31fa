import { parseMetin } from '@lib/menu/text';
import {
  paketDurumu, type MusteriCariHareketi, type MusteriDetay, type MusteriPaketBakiyesi, type MusteriRandevusu, type RandevuDurumu,
} from '@lib/schemas/musteri';
import { kayitMetni, sistemKaydi } from '@lib/randevu/kayit-metni';
import { bugun } from '@lib/zaman/dilim';
import { translate } from '@worker/i18n';
import { AKTIF_RANDEVU, isletmeBilgi, musteriBul, musteriCevir } from './kayit';
import { ONAY_GECMISI_SQL, onayCevir } from './onay';

/** One customer's detail (history, packages, debt) and the KVKK export of everything held about them. */

/** Newest appointments in the detail view; the export has them all. */
export const DETAY_RANDEVU_SINIRI = 300;

interface RandevuRow {
  id: number;
  kod: string;
  baslangic: string;
  bitis: string;
  durum: RandevuDurumu;
  kaynak: MusteriRandevusu['kaynak'];
  toplam_kurus: number;
  notlar: string;
  olusturma: string;
  personel_ad: string | null;
}
interface KalemRow {
  id: number;
  randevu_id: number;
  hizmet_id: number;
  hizmet_ad: string | null;
  sure_dk: number;
  fiyat_kurus: number;
  musteri_paket_id: number | null;
}
interface PaketRow {
  id: number;
  paket_id: number | null;
  ad: string;
  fiyat_kurus: number;
  satis_zamani: string;
  son_gun: string | null;
}
interface PaketHizmetRow {
  musteri_paket_id: number;
  hizmet_id: number;
  hizmet_ad: string | null;
  toplam: number;
  kalan: number;
}
interface CariRow {
  id: number;
  tur: 'borc' | 'tahsilat';
  tutar_kurus: number;
  aciklama: string;
  sistem_tur: string | null;
  sistem_param: string | null;
  tarih: string;
  randevu_id: number | null;
  olusturma: string;
}
interface IstatistikRow {
  toplam: number;
  tamamlanan: number;
  harcanan: number;
  gelmedi: number;
  iptal: number;
  yaklasan: number;
}

/** Every row about one customer, read in one batch (`limit` caps the appointments, null = all). */
async function hamVeri(db: D1Database, isletmeId: number, musteriId: number, limit: number | null) {
  const q = (sql: string, ...params: unknown[]) => db.prepare(sql).bind(musteriId, isletmeId, ...params);
  const [randevular, kalemler, paketler, paketHizmet, cari, istatistik, onaylar] = await db.batch([
    q(`SELECT r.id, r.kod, r.baslangic, r.bitis, r.durum, r.kaynak, r.toplam_kurus, r.notlar, r.olusturma, p.ad AS personel_ad
      FROM randevu r LEFT JOIN randevu_personel p ON p.id = r.personel_id
      WHERE r.musteri_id = ?1 AND r.isletme_id = ?2 ORDER BY r.baslangic DESC, r.id DESC ${limit === null ? '' : `LIMIT ${limit + 1}`}`),
    q(`SELECT k.id, k.randevu_id, k.hizmet_id, h.ad AS hizmet_ad, k.sure_dk, k.fiyat_kurus, pk.musteri_paket_id
      FROM randevu_kalem k JOIN randevu r ON r.id = k.randevu_id
      LEFT JOIN randevu_hizmet h ON h.id = k.hizmet_id LEFT JOIN randevu_paket_kullanim pk ON pk.randevu_kalem_id = k.id
      WHERE r.musteri_id = ?1 AND r.isletme_id = ?2 ORDER BY k.id`),
    q('SELECT id, paket_id, ad, fiyat_kurus, satis_zamani, son_gun FROM randevu_musteri_paket WHERE musteri_id = ?1 AND isletme_id = ?2 ORDER BY satis_zamani DESC, id DESC'),
    q(`SELECT ph.musteri_paket_id, ph.hizmet_id, h.ad AS hizmet_ad, ph.toplam, ph.kalan
      FROM randevu_musteri_paket_hizmet ph JOIN randevu_musteri_paket mp ON mp.id = ph.musteri_paket_id
      LEFT JOIN randevu_hizmet h ON h.id = ph.hizmet_id WHERE mp.musteri_id = ?1 AND mp.isletme_id = ?2 ORDER BY ph.hizmet_id`),
    q('SELECT id, tur, tutar_kurus, aciklama, sistem_tur, sistem_param, tarih, randevu_id, olusturma FROM cari WHERE musteri_id = ?1 AND isletme_id = ?2 ORDER BY tarih DESC, id DESC'),
    q(`SELECT count(*) AS toplam, coalesce(sum(durum = 'tamamlandi'), 0) AS tamamlanan,
        coalesce(sum(CASE WHEN durum = 'tamamlandi' THEN toplam_kurus ELSE 0 END), 0) AS harcanan,
        coalesce(sum(durum = 'gelmedi'), 0) AS gelmedi, coalesce(sum(durum = 'iptal'), 0) AS iptal,
        coalesce(sum(durum IN ${AKTIF_RANDEVU} AND baslangic > ?3), 0) AS yaklasan
      FROM randevu WHERE musteri_id = ?1 AND isletme_id = ?2`, new Date().toISOString()),
    q(ONAY_GECMISI_SQL),
  ]);
  return {
    randevular: randevular!.results as unknown as RandevuRow[],
    kalemler: kalemler!.results as unknown as KalemRow[],
    paketler: paketler!.results as unknown as PaketRow[],
    paketHizmet: paketHizmet!.results as unknown as PaketHizmetRow[],
    cari: cari!.results as unknown as CariRow[],
    istatistik: istatistik!.results[0] as unknown as IstatistikRow,
    onaylar: onayCevir(onaylar!.results),
  };
}

function grupla<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

function cariToplam(rows: readonly CariRow[]) {
  const borc = rows.filter((r) => r.tur === 'borc').reduce((s, r) => s + r.tutar_kurus, 0);
  const tahsilat = rows.filter((r) => r.tur === 'tahsilat').reduce((s, r) => s + r.tutar_kurus, 0);
  return { borcKurus: borc, tahsilatKurus: tahsilat, bakiyeKurus: borc - tahsilat };
}

/** GET /musteriler/:id — contact, consent, history with totals, package balances, debt (read-only here). */
export async function musteriDetay(db: D1Database, isletmeId: number, id: number): Promise<MusteriDetay> {
  const row = await musteriBul(db, isletmeId, id);
  const { saatDilimi } = await isletmeBilgi(db, isletmeId);
  const ham = await hamVeri(db, isletmeId, id, DETAY_RANDEVU_SINIRI);
  const kalemler = grupla(ham.kalemler, (k) => k.randevu_id);
  const randevular: MusteriRandevusu[] = ham.randevular.slice(0, DETAY_RANDEVU_SINIRI).map((r) => ({
    id: r.id, kod: r.kod, baslangic: r.baslangic, bitis: r.bitis, durum: r.durum, kaynak: r.kaynak, toplamKurus: r.toplam_kurus,
    personel: r.personel_ad ?? '',
    hizmetler: (kalemler.get(r.id) ?? []).map((k) => ({ ad: parseMetin(k.hizmet_ad), paketten: k.musteri_paket_id !== null })),
  }));
  const gun = bugun(saatDilimi);
  const hizmetler = grupla(ham.paketHizmet, (h) => h.musteri_paket_id);
  const paketler: MusteriPaketBakiyesi[] = ham.paketler.map((p) => {
    const satirlar = hizmetler.get(p.id) ?? [];
    return {
      id: p.id, ad: p.ad, fiyatKurus: p.fiyat_kurus, satisZamani: p.satis_zamani, sonGun: p.son_gun,
      durum: paketDurumu(p.son_gun, satirlar.map((h) => h.kalan), gun),
      hizmetler: satirlar.map((h) => ({ hizmetId: h.hizmet_id, ad: parseMetin(h.hizmet_ad), toplam: h.toplam, kalan: h.kalan })),
    };
  });
  const hareketler: MusteriCariHareketi[] = ham.cari.map((c) => ({ id: c.id, tur: c.tur, tutarKurus: c.tutar_kurus, aciklama: c.aciklama, sistem: sistemKaydi(c.sistem_tur, c.sistem_param), tarih: c.tarih }));
  const s = ham.istatistik;
  return {
    musteri: musteriCevir(row),
    saatDilimi,
    istatistik: { toplam: s.toplam, tamamlanan: s.tamamlanan, harcananKurus: s.harcanan, gelmedi: s.gelmedi, iptal: s.iptal, yaklasan: s.yaklasan },
    randevular,
    randevuKirpildi: ham.randevular.length > DETAY_RANDEVU_SINIRI,
    paketler,
    cari: { ...cariToplam(ham.cari), hareketler },
    onaylar: ham.onaylar,
  };
}

const trMetin = (key: string, params?: Record<string, string | number>) => translate('tr', key as never, params);

/**
 * GET /musteriler/:id/kvkk — every personal data item the venue holds about the customer (KVKK art. 11 request):
 * the customer row, consent state and every consent record, appointments with items, packages with balances and uses,
 * cash and debt rows.
 */
export async function kvkkDokumu(db: D1Database, isletmeId: number, id: number) {
  const row = await musteriBul(db, isletmeId, id);
  const isletme = await isletmeBilgi(db, isletmeId);
  const ham = await hamVeri(db, isletmeId, id, null);
  const { results: kasa } = await db
    .prepare(`SELECT id, tur, odeme, tutar_kurus, aciklama, sistem_tur, sistem_param, tarih, randevu_id, olusturma FROM kasa
      WHERE isletme_id = ?2 AND (musteri_id = ?1 OR randevu_id IN (SELECT id FROM randevu WHERE musteri_id = ?1 AND isletme_id = ?2)) ORDER BY tarih, id`)
    .bind(id, isletmeId)
    .all<{ id: number; tur: string; odeme: string; tutar_kurus: number; aciklama: string; sistem_tur: string | null; sistem_param: string | null; tarih: string; randevu_id: number | null; olusturma: string }>();
  const kalemler = grupla(ham.kalemler, (k) => k.randevu_id);
  const hizmetler = grupla(ham.paketHizmet, (h) => h.musteri_paket_id);
  const kullanimlar = grupla(ham.kalemler.filter((k) => k.musteri_paket_id !== null), (k) => k.musteri_paket_id!);
  const musteri = musteriCevir(row);
  return {
    belge: 'KVKK kişisel veri dökümü',
    disaAktarimZamani: new Date().toISOString(),
    veriSorumlusu: { isletmeId, ad: isletme.ad, saatDilimi: isletme.saatDilimi },
    musteri: {
      id: musteri.id, adSoyad: musteri.adSoyad, telefon: musteri.telefon, email: musteri.email, notlar: musteri.notlar,
      dogumTarihi: musteri.dogumTarihi, dil: musteri.dil, kayitZamani: musteri.olusturma, silinmeZamani: musteri.silinmeZamani,
    },
    kvkkOnayi: musteri.kvkk ? { metinSurumu: musteri.kvkk.surum, onayZamani: musteri.kvkk.zaman } : null,
    pazarlamaIzni: musteri.pazarlama,
    // every consent event, oldest first: booking consent (KVKK) and marketing consent per channel, given or withdrawn
    onayKayitlari: [...ham.onaylar].reverse().map((o) => ({
      tur: o.tur, kanal: o.kanal, verildi: o.verildi, metinSurumu: o.metinSurum, kaynak: o.kaynak, kaydeden: o.kullanici, zaman: o.zaman,
    })),
    randevular: [...ham.randevular].reverse().map((r) => ({
      id: r.id, kod: r.kod, baslangic: r.baslangic, bitis: r.bitis, durum: r.durum, kaynak: r.kaynak, toplamKurus: r.toplam_kurus,
      personel: r.personel_ad ?? '', notlar: r.notlar, olusturma: r.olusturma,
      kalemler: (kalemler.get(r.id) ?? []).map((k) => ({ hizmet: parseMetin(k.hizmet_ad).tr, sureDk: k.sure_dk, fiyatKurus: k.fiyat_kurus, paketId: k.musteri_paket_id })),
    })),
    paketler: ham.paketler.map((p) => ({
      id: p.id, ad: p.ad, fiyatKurus: p.fiyat_kurus, satisZamani: p.satis_zamani, sonGun: p.son_gun,
      bakiyeler: (hizmetler.get(p.id) ?? []).map((h) => ({ hizmet: parseMetin(h.hizmet_ad).tr, toplam: h.toplam, kalan: h.kalan })),
      kullanimlar: (kullanimlar.get(p.id) ?? []).map((k) => ({ randevuId: k.randevu_id, hizmet: parseMetin(k.hizmet_ad).tr })),
    })),
    // the document is in Turkish: what the system wrote reads in Turkish too
    kasaHareketleri: kasa.map((k) => ({ id: k.id, tur: k.tur, odeme: k.odeme, tutarKurus: k.tutar_kurus, aciklama: kayitMetni(trMetin, sistemKaydi(k.sistem_tur, k.sistem_param), k.aciklama, musteri.adSoyad), tarih: k.tarih, randevuId: k.randevu_id, olusturma: k.olusturma })),
    cariHareketler: [...ham.cari].reverse().map((c) => ({ id: c.id, tur: c.tur, tutarKurus: c.tutar_kurus, aciklama: kayitMetni(trMetin, sistemKaydi(c.sistem_tur, c.sistem_param), c.aciklama), tarih: c.tarih, randevuId: c.randevu_id, olusturma: c.olusturma })),
    cariBakiye: cariToplam(ham.cari),
  };
}
