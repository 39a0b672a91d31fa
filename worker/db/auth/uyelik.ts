/** The venue columns of `UyelikRow` (a support session reads the same venue without a membership). */
export const UYELIK_ISLETME_SUTUNLARI = `i.id, i.ad, i.tur, i.saat_dilimi, i.askiya_alma_zamani,
       l.moduller AS lisans_moduller, l.bitis AS lisans_bitis, l.deneme AS lisans_deneme, l.ek_sure_gun AS lisans_ek_sure_gun`;

/** The membership of `kullaniciSql` (a value or a subquery) in one venue; binds: the user's, then the venue id. */
export function uyelikSql(kullaniciSql: string): string {
  return `SELECT ${UYELIK_ISLETME_SUTUNLARI}, ik.yetki_seti_id, ys.yetkiler
     FROM isletme_kullanici ik
     JOIN isletme i ON i.id = ik.isletme_id AND i.aktif = 1
     LEFT JOIN lisans l ON l.isletme_id = i.id
     LEFT JOIN yetki_seti ys ON ys.id = ik.yetki_seti_id AND ys.isletme_id = ik.isletme_id
    WHERE ik.kullanici_id = ${kullaniciSql} AND ik.isletme_id = ? AND ik.aktif = 1`;
}
