import type { GunsonuGirdisi } from '@lib/schemas/cafe/gun';
import { acikGunOku } from '@worker/db/cafe/gun';
import { gunRaporu } from '@worker/db/cafe/gun-rapor';
import { acikAdisyonlar, GUNSONU_KEY } from '@worker/db/cafe/gunsonu';
import { ApiError } from '@worker/http/envelope';
import type { IslemSonucu, Isleyici } from '../tipler';
import { gunYayini, yetkiGerekli } from './gun';

/**
 * 'gunsonu': refused (409, with the open checks in `data`) while checks are open, unless devret carries them over to the
 * next working day — then they are logged with the day end. The day row closes only if it is still open, and
 * cafe_gunsonu's unique indexes (one per day, one number per venue) stop a second report even if two ran at once.
 */
export const gunsonu: Isleyici<GunsonuGirdisi> = async (b, op): Promise<IslemSonucu> => {
  yetkiGerekli(b, `${GUNSONU_KEY}:ekle`);
  const gun = await acikGunOku(b.db, b.isletmeId);
  if (!gun) throw new ApiError(409, 'NO_OPEN_DAY', 'cafe.gun.api.gunYok');
  const acik = await acikAdisyonlar(b.db, b.isletmeId);
  if (acik.length > 0 && !op.devret) throw new ApiError(409, 'OPEN_CHECKS', 'cafe.gun.api.acikAdisyon', { adet: acik.length }, { acikAdisyonlar: acik });
  const rapor = await gunRaporu(b.db, b.isletmeId, gun, b.simdi);
  const son = await b.db.prepare('SELECT coalesce(max(no), 0) AS no FROM cafe_gunsonu WHERE isletme_id = ?').bind(b.isletmeId).first<{ no: number }>();
  const no = (son?.no ?? 0) + 1;
  const beklenen = rapor.nakit.beklenenKurus;
  const fark = op.sayilanNakitKurus - beklenen;
  const okcFark = op.okcZKurus === null ? null : op.okcZKurus - rapor.satisKurus;
  return {
    durum: 201,
    veri: {
      no, gunId: gun.id, isGunu: gun.is_gunu, beklenenNakitKurus: beklenen, sayilanNakitKurus: op.sayilanNakitKurus, farkKurus: fark,
      okcZKurus: op.okcZKurus, okcFarkKurus: okcFark, devredilen: acik.length, rapor,
    },
    ifadeler: [
      b.db.prepare(`INSERT INTO cafe_gunsonu (isletme_id, no, gun_id, beklenen_nakit_kurus, sayilan_nakit_kurus, fark_kurus, okc_z_kurus, rapor, aciklama, kullanici_id, zaman)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .bind(b.isletmeId, no, gun.id, beklenen, op.sayilanNakitKurus, fark, op.okcZKurus, JSON.stringify(rapor), op.aciklama, b.kullanici.id, b.simdi),
      b.db.prepare("UPDATE cafe_gun SET durum = 'kapali', kapatan_id = ?, kapanis_zamani = ? WHERE id = ? AND isletme_id = ? AND durum = 'acik'")
        .bind(b.kullanici.id, b.simdi, gun.id, b.isletmeId),
    ],
    gunluk: {
      tur: 'gunsonu',
      ozet: { no, gunId: gun.id, isGunu: gun.is_gunu, farkKurus: fark, devret: acik.length > 0, devredilen: acik.map((a) => ({ id: a.id, no: a.no, masa: a.masa, toplamKurus: a.toplamKurus })) },
    },
    yayin: gunYayini({ durum: 'kapali', isGunu: gun.is_gunu, gunsonuNo: no }),
  };
};
