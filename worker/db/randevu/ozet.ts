import type { Lang } from '@lib/i18n/languages';
import { metin, parseMetin } from '@lib/menu/text';
import { dolulukToplami, gunlukDoluluk, type Aralik, type HaftalikSatir } from '@lib/randevu/ozet-doluluk';
import { gelmemeOrani, gunDizisi, gunlukTopla, haftaGunleri, type Kova } from '@lib/randevu/ozet-gelir';
import { GUN_MS, gunMs, wallToEpoch } from '@lib/randevu/time';
import { pencere as gunPenceresi } from '@lib/randevu/hatirlatma';

import { DURUMLAR, type Durum, type Ozet } from '@lib/schemas/randevu/ozet';
import { isGunuAraligi } from '@lib/zaman/isgunu';
import { bugun } from '@lib/zaman/dilim';
import { canliMusteri } from '@worker/db/musteri/canli';

/** Appointment dashboard (/api/isletme/randevu/ozet): the day, staff occupancy, 30 days of revenue. */

export const GELIR_GUN = 30;
const SIRADAKI_LIMIT = 8;
// the calendar's pending list reaches this far back (worker/db/randevu/takvim.ts), so both show the same count
const BEKLEYEN_GERI_MS = 7 * GUN_MS;

// a 15-minute UTC bucket 'YYYY-MM-DDTHH:MM' of an ISO instant (see src/lib/randevu/ozet-gelir.ts)
const kova = (col: string) => `substr(${col}, 1, 14) || printf('%02d', (CAST(substr(${col}, 15, 2) AS INTEGER) / 15) * 15)`;
const iso = (ms: number) => new Date(ms).toISOString();


const sinir = (tarih: string, tz: string) => wallToEpoch(gunMs(tarih)!, 0, tz);

/** Everything the dashboard shows for local day `gun` ('YYYY-MM-DD', already validated) in one batch. */
export async function ozetVerisi(db: D1Database, isletmeId: number, tz: string, gun: string, nowMs: number, lang: Lang, gunDonumuSaat = 0): Promise<Ozet> {
  const gunBas = sinir(gun, tz);
  const gunBit = wallToEpoch(gunMs(gun)! + GUN_MS, 0, tz);
  const hafta = haftaGunleri(gun);
  const haftaBas = sinir(hafta[0]!, tz);
  const haftaBit = wallToEpoch(gunMs(hafta[6]!)! + GUN_MS, 0, tz);
  const gelirGunleri = gunDizisi(gun, GELIR_GUN);
  // the 30-day figures are money: they run by business day (the venue's cutoff hour), like every cash report
  const pencere = [isGunuAraligi(gelirGunleri[0]!, tz, gunDonumuSaat).baslangic, isGunuAraligi(gun, tz, gunDonumuSaat).bitis] as const;
  const gunAraligi = [iso(gunBas), iso(gunBit)] as const;
  const haftaAraligi = [iso(haftaBas), iso(haftaBit)] as const;
  // today and later: what is still to come from now (or from the start of a future day); a past day has no "next"
  const siradakiBas = iso(Math.max(nowMs, gunBas));

  // tomorrow (from the real today, whatever day is shown): the appointments the customer has not confirmed yet
  const p = gunPenceresi(nowMs, tz);

  const [durum, bekleyen, siradaki, personel, calisma, izin, haftaRandevu, randevuKova, kasaKova, yeniMusteri, sayilar, yarin] = await db.batch([
    db.prepare('SELECT durum, count(*) AS n, coalesce(sum(toplam_kurus), 0) AS k FROM randevu WHERE isletme_id = ? AND baslangic >= ? AND baslangic < ? GROUP BY durum')
      .bind(isletmeId, ...gunAraligi),
    db.prepare("SELECT count(*) AS n FROM randevu WHERE isletme_id = ? AND durum = 'beklemede' AND bitis > ?").bind(isletmeId, iso(nowMs - BEKLEYEN_GERI_MS)),
    db.prepare(`SELECT r.id, r.baslangic, r.bitis, r.durum, m.ad_soyad AS musteri, p.id AS personel_id, p.ad AS personel_ad, p.renk,
        (SELECT json_group_array(h.ad) FROM randevu_kalem k JOIN randevu_hizmet h ON h.id = k.hizmet_id WHERE k.randevu_id = r.id) AS hizmetler
      FROM randevu r JOIN musteri m ON m.id = r.musteri_id JOIN randevu_personel p ON p.id = r.personel_id
      WHERE r.isletme_id = ? AND r.durum IN ('beklemede', 'onaylandi') AND r.bitis > ? AND ? < ?
      ORDER BY r.baslangic, r.id LIMIT ${SIRADAKI_LIMIT}`).bind(isletmeId, siradakiBas, nowMs, gunBit),
    db.prepare(`SELECT p.id, p.ad, p.renk, p.aktif FROM randevu_personel p WHERE p.isletme_id = ? AND (p.aktif = 1 OR EXISTS (SELECT 1 FROM randevu r
        WHERE r.personel_id = p.id AND r.isletme_id = p.isletme_id AND r.durum IN ('beklemede', 'onaylandi', 'tamamlandi') AND r.bitis > ? AND r.baslangic < ?))
      ORDER BY p.sira, p.id`).bind(isletmeId, ...haftaAraligi),
    db.prepare(`SELECT c.personel_id, c.gun, c.baslangic, c.bitis, c.tur FROM randevu_calisma c JOIN randevu_personel p ON p.id = c.personel_id
      WHERE p.isletme_id = ?`).bind(isletmeId),
    db.prepare(`SELECT z.personel_id, z.baslangic, z.bitis FROM randevu_izin z JOIN randevu_personel p ON p.id = z.personel_id
      WHERE p.isletme_id = ? AND z.bitis > ? AND z.baslangic < ?`).bind(isletmeId, ...haftaAraligi),
    db.prepare(`SELECT personel_id, baslangic, bitis FROM randevu WHERE isletme_id = ? AND durum IN ('beklemede', 'onaylandi', 'tamamlandi')
      AND bitis > ? AND baslangic < ?`).bind(isletmeId, ...haftaAraligi),
    db.prepare(`SELECT durum, ${kova('baslangic')} AS zaman, count(*) AS adet, sum(toplam_kurus) AS kurus FROM randevu
      WHERE isletme_id = ? AND durum IN ('tamamlandi', 'gelmedi') AND baslangic >= ? AND baslangic < ? GROUP BY durum, zaman`).bind(isletmeId, ...pencere),
    // the appointment panel's revenue: the cafe's check payments share the cash book but are the cafe's sales
    db.prepare(`SELECT ${kova('tarih')} AS zaman, count(*) AS adet, sum(tutar_kurus) AS kurus FROM kasa
      WHERE isletme_id = ? AND tur = 'gelir' AND kaynak <> 'adisyon' AND tarih >= ? AND tarih < ? GROUP BY zaman`).bind(isletmeId, ...pencere),
    db.prepare(`SELECT count(*) AS n FROM musteri m WHERE m.isletme_id = ? AND m.olusturma >= ? AND m.olusturma < ? AND ${canliMusteri()}`).bind(isletmeId, ...pencere),
    db.prepare(`SELECT (SELECT count(*) FROM randevu_personel WHERE isletme_id = ?1 AND aktif = 1) AS personel,
        (SELECT count(*) FROM randevu_hizmet WHERE isletme_id = ?1 AND aktif = 1) AS hizmet,
        (SELECT count(*) FROM randevu WHERE isletme_id = ?1) AS randevu,
        (SELECT aktif FROM randevu_kanal WHERE isletme_id = ?1) AS kanal`).bind(isletmeId),
    db.prepare(`SELECT count(*) AS n, coalesce(sum(teyit_zamani IS NULL), 0) AS onaysiz FROM randevu
      WHERE isletme_id = ? AND durum IN ('beklemede', 'onaylandi') AND baslangic >= ? AND baslangic < ?`).bind(isletmeId, iso(p.yarinMs), iso(p.sonrakiMs)),
  ]);

  const durumlar = Object.fromEntries(DURUMLAR.map((d) => [d, 0])) as Record<Durum, number>;
  let beklenenKurus = 0;
  let tamamlananKurus = 0;
  for (const row of durum!.results as { durum: Durum; n: number; k: number }[]) {
    if (!(row.durum in durumlar)) continue;
    durumlar[row.durum] = row.n;
    if (row.durum !== 'iptal' && row.durum !== 'gelmedi') beklenenKurus += row.k;
    if (row.durum === 'tamamlandi') tamamlananKurus = row.k;
  }

  const calismaRows = calisma!.results as (HaftalikSatir & { personel_id: number })[];
  const izinRows = izin!.results as { personel_id: number; baslangic: string; bitis: string }[];
  const randevuRows = haftaRandevu!.results as { personel_id: number; baslangic: string; bitis: string }[];
  const aralik = (r: { baslangic: string; bitis: string }): Aralik => ({ bas: Date.parse(r.baslangic), bit: Date.parse(r.bitis) });
  const doluluk = (personel!.results as { id: number; ad: string; renk: string; aktif: number }[]).map((p) => {
    const gunler = gunlukDoluluk({
      calisma: calismaRows.filter((c) => c.personel_id === p.id),
      izinler: izinRows.filter((z) => z.personel_id === p.id).map(aralik),
      randevular: randevuRows.filter((r) => r.personel_id === p.id).map(aralik),
    }, hafta, tz);
    return { id: p.id, ad: p.ad, renk: p.renk, aktif: p.aktif === 1, gun: dolulukToplami(gunler.filter((g) => g.tarih === gun)), hafta: dolulukToplami(gunler) };
  });

  const kovalar = randevuKova!.results as (Kova & { durum: string })[];
  const tamamlanan = gunlukTopla(gelirGunleri, kovalar.filter((k) => k.durum === 'tamamlandi'), tz, gunDonumuSaat);
  const gelmedi = gunlukTopla(gelirGunleri, kovalar.filter((k) => k.durum === 'gelmedi'), tz, gunDonumuSaat);
  const kasa = gunlukTopla(gelirGunleri, kasaKova!.results as Kova[], tz, gunDonumuSaat);
  const toplam = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const s = sayilar!.results[0] as { personel: number; hizmet: number; randevu: number; kanal: number | null };

  return {
    saatDilimi: tz,
    gun,
    bugun: bugun(tz, nowMs),
    hafta,
    durumlar,
    beklenenKurus,
    tamamlananKurus,
    bekleyenOnay: (bekleyen!.results[0] as { n: number }).n,
    yarin: { randevu: (yarin!.results[0] as { n: number }).n, onaysiz: (yarin!.results[0] as { onaysiz: number }).onaysiz },
    siradaki: (siradaki!.results as { id: number; baslangic: string; bitis: string; durum: Durum; musteri: string; personel_id: number; personel_ad: string; renk: string; hizmetler: string }[]).map((r) => ({
      id: r.id, baslangic: r.baslangic, bitis: r.bitis, durum: r.durum, musteri: r.musteri,
      hizmetler: adlar(r.hizmetler, lang),
      personel: { id: r.personel_id, ad: r.personel_ad, renk: r.renk },
    })),
    doluluk,
    gelir: {
      gunler: gelirGunleri,
      tamamlananKurus: tamamlanan.kurus,
      kasaKurus: kasa.kurus,
      toplamKurus: toplam(tamamlanan.kurus),
      kasaToplamKurus: toplam(kasa.kurus),
      tamamlanan: toplam(tamamlanan.adet),
      gelmedi: toplam(gelmedi.adet),
      gelmemeOrani: gelmemeOrani(toplam(tamamlanan.adet), toplam(gelmedi.adet)),
      yeniMusteri: (yeniMusteri!.results[0] as { n: number }).n,
    },
    sayilar: { personel: s.personel, hizmet: s.hizmet, randevu: s.randevu, kanal: s.kanal === null ? 'yok' : s.kanal === 1 ? 'acik' : 'kapali' },
  };
}

/** json_group_array of multilingual name JSON texts → names in `lang` (a broken row still shows something). */
function adlar(json: string, lang: Lang): string[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string').map((x) => metin(parseMetin(x), lang)).filter(Boolean) : [];
  } catch {
    return [];
  }
}
