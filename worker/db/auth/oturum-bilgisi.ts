import { ADMIN_PERMISSION_KEYS, ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { lisansHali, lisansliYetkiler, modulListesi, type LisansOzeti } from '@lib/lisans';
import type { IsletmeBilgisi, UserInfo } from '@lib/schemas/auth';
import { bugun } from '@lib/zaman/dilim';
import type { OturumKullanici } from '@worker/types';
import { parsePermissionList } from '@worker/db/ayarlar/yetki-setleri';
import { canliDestekOturumu } from '@worker/db/destek/oturum';

interface IsletmeSatiri {
  id: number;
  ad: string;
  tur: string;
  yetkiSetId: number | null;
  yetkiler: string | null;
  saat_dilimi: string;
  askiya_alma_zamani: string | null;
  lisans_moduller: string | null;
  lisans_bitis: string | null;
  lisans_deneme: number | null;
  ek_sure_gun: number;
  destek_eposta: string;
  destek_telefon: string;
}

function lisansOzeti(row: IsletmeSatiri): LisansOzeti | null {
  if (row.lisans_moduller === null || row.lisans_bitis === null) return null;
  const lisans = { bitis: row.lisans_bitis, deneme: row.lisans_deneme === 1 };
  return { moduller: modulListesi(row.lisans_moduller), hali: lisansHali(lisans, bugun(row.saat_dilimi), row.ek_sure_gun), ...lisans };
}

/** The login/me answer: SPEC §7 shape plus the venue list with each venue's permission set. */
export async function sessionInfo(db: D1Database, user: OturumKullanici, preferredVenue: string | undefined) {
  if (user.kullaniciTipi === 3) {
    const [set, destek] = await Promise.all([
      user.adminYetkiSetiId
        ? db.prepare("SELECT yetkiler FROM yetki_seti WHERE id = ? AND kapsam = 'admin'").bind(user.adminYetkiSetiId).first<{ yetkiler: string }>()
        : null,
      // the live support session ("view as"): the business panel shows that venue to the admin
      canliDestekOturumu(db, user.id),
    ]);
    return {
      kullaniciTipi: user.kullaniciTipi,
      userInfo: { isletmeler: [] as Required<IsletmeBilgisi>[], yetkiSetId: user.adminYetkiSetiId, adSoyad: user.adSoyad, email: user.email, destek: null as NonNullable<UserInfo['destek']> | null },
      permissions: parsePermissionList(set?.yetkiler ?? null, ADMIN_PERMISSION_KEYS),
      selectedIsletmeId: null as number | null,
      destek,
    };
  }
  const { results } = await db
    .prepare(
      `SELECT i.id, i.ad, i.tur, ik.yetki_seti_id AS yetkiSetId, ys.yetkiler, i.saat_dilimi, i.askiya_alma_zamani,
              l.moduller AS lisans_moduller, l.bitis AS lisans_bitis, l.deneme AS lisans_deneme,
              coalesce(l.ek_sure_gun, pa.ek_sure_gun, 7) AS ek_sure_gun,
              coalesce(pa.destek_eposta, '') AS destek_eposta, coalesce(pa.destek_telefon, '') AS destek_telefon
         FROM isletme_kullanici ik
         JOIN isletme i ON i.id = ik.isletme_id AND i.aktif = 1
         LEFT JOIN lisans l ON l.isletme_id = i.id
         LEFT JOIN platform_ayar pa ON pa.id = 1
         LEFT JOIN yetki_seti ys ON ys.id = ik.yetki_seti_id AND ys.isletme_id = ik.isletme_id
        WHERE ik.kullanici_id = ? AND ik.aktif = 1
        ORDER BY i.ad COLLATE NOCASE`,
    )
    .bind(user.id)
    .all<IsletmeSatiri>();
  const selected = results.find((row) => String(row.id) === preferredVenue) ?? results[0];
  const ilk = results[0];
  return {
    kullaniciTipi: user.kullaniciTipi,
    userInfo: {
      isletmeler: results.map((row): Required<IsletmeBilgisi> => ({ id: row.id, ad: row.ad, tur: row.tur, yetkiSetId: row.yetkiSetId, lisans: lisansOzeti(row), askida: row.askiya_alma_zamani !== null, saatDilimi: row.saat_dilimi })),
      yetkiSetId: selected?.yetkiSetId ?? null,
      adSoyad: user.adSoyad,
      email: user.email,
      destek: ilk ? { eposta: ilk.destek_eposta, telefon: ilk.destek_telefon } : null,
    },
    permissions: selected ? lisansliYetkiler(parsePermissionList(selected.yetkiler, ISLETME_PERMISSION_KEYS), lisansOzeti(selected)?.moduller ?? null) : [],
    selectedIsletmeId: selected?.id ?? null,
  };
}
