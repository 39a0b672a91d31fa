import { bugun, gunEkle, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { ISLETME_DURUMLARI, type PlatformOzeti } from '@lib/schemas/admin/isletmeler';

export type { PlatformOzeti };
import { isletmeHali, type LisansSutunlari } from './isletme-durum';
import { varsayilanEkSure } from './isletmeler';
import { QR_GORUNTULEME } from './sayac';

export const OZET_GUN = 30;
const HAFTA_MS = 7 * 24 * 60 * 60 * 1000;
// bookings are stored as UTC instants; the platform's days are Turkey's (UTC+3 all year since 2016)
const PLATFORM_ZAMANI = VARSAYILAN_DILIM;

export async function platformOzeti(db: D1Database, now = Date.now()): Promise<PlatformOzeti> {
  const son = bugun(PLATFORM_ZAMANI, now);
  const ilk = gunEkle(son, -(OZET_GUN - 1));
  // the UTC instant of the first day's midnight in Istanbul
  const ilkAn = new Date(Date.parse(`${ilk}T00:00:00+03:00`)).toISOString();
  const [isletmeler, tekil, randevu, qr, ekSure] = await Promise.all([
    db.prepare('SELECT i.saat_dilimi, i.askiya_alma_zamani, l.plan AS lisans_plan, l.bitis AS lisans_bitis, l.deneme AS lisans_deneme, l.ek_sure_gun AS lisans_ek_sure_gun FROM isletme i LEFT JOIN lisans l ON l.isletme_id = i.id').all<LisansSutunlari>(),
    db.prepare(
      `SELECT (SELECT count(DISTINCT o.kullanici_id) FROM oturum o JOIN kullanici k ON k.id = o.kullanici_id AND k.kullanici_tipi = 2 WHERE o.olusturma_zamani > ?) AS aktif_operator,
              (SELECT count(*) FROM talep WHERE durum = 'yeni') AS yeni_talep`,
    ).bind(now - HAFTA_MS).first<{ aktif_operator: number; yeni_talep: number }>(),
    db.prepare(
      `SELECT date(olusturma, '+3 hours') AS gun, sum(kaynak = 'panel') AS panel, sum(kaynak <> 'panel') AS online
         FROM randevu WHERE olusturma >= ? GROUP BY gun`,
    ).bind(ilkAn).all<{ gun: string; panel: number; online: number }>(),
    db.prepare('SELECT gun, sum(sayi) AS sayi FROM gunluk_sayac WHERE tur = ? AND gun >= ? AND gun <= ? GROUP BY gun').bind(QR_GORUNTULEME, ilk, son).all<{ gun: string; sayi: number }>(),
    varsayilanEkSure(db),
  ]);
  const isletme = { toplam: 0, ...Object.fromEntries(ISLETME_DURUMLARI.map((d) => [d, 0])) } as PlatformOzeti['isletme'];
  let bitenLisans = 0;
  for (const row of isletmeler.results) {
    const hal = isletmeHali(row, ekSure, now);
    isletme[hal.durum] += 1;
    isletme.toplam += 1;
    if (hal.bitiyor && !row.askiya_alma_zamani) bitenLisans += 1;
  }
  const randevuGun = new Map(randevu.results.map((r) => [r.gun, r]));
  const qrGun = new Map(qr.results.map((r) => [r.gun, r.sayi]));
  const gunler = Array.from({ length: OZET_GUN }, (_, i) => {
    const gun = gunEkle(ilk, i);
    return { gun, online: randevuGun.get(gun)?.online ?? 0, panel: randevuGun.get(gun)?.panel ?? 0, qr: qrGun.get(gun) ?? 0 };
  });
  return { isletme, aktifOperator: tekil?.aktif_operator ?? 0, bitenLisans, yeniTalep: tekil?.yeni_talep ?? 0, gunler };
}
