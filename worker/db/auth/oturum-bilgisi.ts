import { ADMIN_PERMISSION_KEYS, ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import type { OturumKullanici } from '@worker/types';
import { parsePermissionList } from '@worker/db/ayarlar/yetki-setleri';
import { canliDestekOturumu } from '@worker/db/destek/oturum';

export interface IsletmeOzeti {
  id: number;
  ad: string;
  tur: string;
  yetkiSetId: number | null;
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
      userInfo: { isletmeler: [] as IsletmeOzeti[], yetkiSetId: user.adminYetkiSetiId, adSoyad: user.adSoyad, email: user.email },
      permissions: parsePermissionList(set?.yetkiler ?? null, ADMIN_PERMISSION_KEYS),
      selectedIsletmeId: null as number | null,
      destek,
    };
  }
  const { results } = await db
    .prepare(
      `SELECT i.id, i.ad, i.tur, ik.yetki_seti_id AS yetkiSetId, ys.yetkiler
         FROM isletme_kullanici ik
         JOIN isletme i ON i.id = ik.isletme_id AND i.aktif = 1
         LEFT JOIN yetki_seti ys ON ys.id = ik.yetki_seti_id AND ys.isletme_id = ik.isletme_id
        WHERE ik.kullanici_id = ? AND ik.aktif = 1
        ORDER BY i.ad COLLATE NOCASE`,
    )
    .bind(user.id)
    .all<IsletmeOzeti & { yetkiler: string | null }>();
  const selected = results.find((row) => String(row.id) === preferredVenue) ?? results[0];
  return {
    kullaniciTipi: user.kullaniciTipi,
    userInfo: {
      isletmeler: results.map(({ id, ad, tur, yetkiSetId }) => ({ id, ad, tur, yetkiSetId })),
      yetkiSetId: selected?.yetkiSetId ?? null,
      adSoyad: user.adSoyad,
      email: user.email,
    },
    permissions: parsePermissionList(selected?.yetkiler ?? null, ISLETME_PERMISSION_KEYS),
    selectedIsletmeId: selected?.id ?? null,
  };
}
