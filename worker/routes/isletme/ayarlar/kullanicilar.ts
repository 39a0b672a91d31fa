import { Hono, type Context } from 'hono';
import { KullaniciEkleSchema, KullaniciGuncelleSchema, MevcutKullaniciEkleSchema } from '@lib/schemas/ayarlar';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { hashPassword } from '@worker/auth/password';
import { revokeUserSessions } from '@worker/auth/session';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { assertWithinOwn, isUniqueViolation, uniqueAs409 } from '@worker/http/validation';
import { parsePermissionList } from '@worker/db/ayarlar/yetki-setleri';
import { hesapBul, uyelikEkle, varOlanHesapHatasi } from '@worker/db/ayarlar/kullanici-uyelik';
import { ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:ayarlar:yonetim:kullanici';

interface MemberRow {
  id: number;
  email: string;
  ad_soyad: string;
  aktif: number;
  yetki_seti_id: number | null;
  yetki_seti_ad: string | null;
  diger_isletme: number;
  son_giris: number | null;
}

/** A venue set id must belong to this venue and grant nothing beyond the caller's own set. */
async function assertVenueSet(c: Context<AppEnv>, yetkiSetiId: number | null): Promise<void> {
  if (yetkiSetiId === null) return;
  const row = await c.env.DB.prepare('SELECT yetkiler FROM yetki_seti WHERE id = ? AND isletme_id = ?').bind(yetkiSetiId, c.get('isletme').id).first<{ yetkiler: string }>();
  if (!row) throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
  assertWithinOwn(parsePermissionList(row.yetkiler, ISLETME_PERMISSION_KEYS), c.get('isletme').yetkiler);
}

async function findMember(c: Context<AppEnv>, id: number): Promise<MemberRow> {
  const row = await c.env.DB
    .prepare(
      `SELECT k.id, k.email, k.ad_soyad, ik.aktif, ik.yetki_seti_id, NULL AS yetki_seti_ad, NULL AS son_giris,
              (SELECT count(*) FROM isletme_kullanici o WHERE o.kullanici_id = k.id AND o.isletme_id <> ik.isletme_id) AS diger_isletme
         FROM isletme_kullanici ik JOIN kullanici k ON k.id = ik.kullanici_id
        WHERE ik.isletme_id = ? AND k.id = ?`,
    )
    .bind(c.get('isletme').id, id)
    .first<MemberRow>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return row;
}

/** Operators of the selected venue (SPEC /isletme/ayarlar/yonetim/kullanici). */
export const kullaniciRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => {
    const { results } = await c.env.DB
      .prepare(
        `SELECT k.id, k.email, k.ad_soyad, ik.aktif, ik.yetki_seti_id, ys.ad AS yetki_seti_ad,
                (SELECT count(*) FROM isletme_kullanici o WHERE o.kullanici_id = k.id AND o.isletme_id <> ik.isletme_id) AS diger_isletme,
                (SELECT max(olusturma_zamani) FROM oturum WHERE kullanici_id = k.id) AS son_giris
           FROM isletme_kullanici ik
           JOIN kullanici k ON k.id = ik.kullanici_id
           LEFT JOIN yetki_seti ys ON ys.id = ik.yetki_seti_id
          WHERE ik.isletme_id = ?
          ORDER BY ik.aktif DESC, k.ad_soyad COLLATE NOCASE`,
      )
      .bind(c.get('isletme').id)
      .all<MemberRow>();
    const me = currentUser(c).id;
    return ok(c, results.map((row) => ({
      id: row.id,
      adSoyad: row.ad_soyad,
      email: row.email,
      aktif: row.aktif === 1,
      yetkiSetiId: row.yetki_seti_id,
      yetkiSetiAd: row.yetki_seti_ad,
      digerIsletmeler: row.diger_isletme > 0,
      sonGiris: row.son_giris ? new Date(row.son_giris).toISOString() : null,
      ben: row.id === me,
    })));
  })
  .get('/yetki-secenekleri', requirePermission(KEY), async (c) => {
    // the assignment dropdown needs set names even without the permission-set screen's key
    const { results } = await c.env.DB.prepare('SELECT id, ad FROM yetki_seti WHERE isletme_id = ? ORDER BY ad COLLATE NOCASE').bind(c.get('isletme').id).all<{ id: number; ad: string }>();
    return ok(c, results);
  })
  .post('/', requirePermission(`${KEY}:ekle`), async (c) => {
    const input = await readBody(c, KullaniciEkleSchema);
    await assertVenueSet(c, input.yetkiSetiId);
    const isletmeId = c.get('isletme').id;
    // an existing account is never re-created or joined silently: the panel asks first (POST /mevcut)
    const mevcut = await hesapBul(c.env.DB, input.email, isletmeId);
    if (mevcut) throw varOlanHesapHatasi(mevcut);
    const hash = await hashPassword(input.sifre, c.env.PASSWORD_PEPPER);
    try {
      const created = await c.env.DB
        .prepare('INSERT INTO kullanici (email, ad_soyad, sifre_hash, kullanici_tipi) VALUES (?, ?, ?, 2) RETURNING id')
        .bind(input.email, input.adSoyad, hash)
        .first<{ id: number }>();
      await c.env.DB
        .prepare('INSERT INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id) VALUES (?, ?, ?)')
        .bind(isletmeId, created!.id, input.yetkiSetiId)
        .run();
      return ok(c, { id: created!.id }, 201);
    } catch (error) {
      // lost a race with another create of the same e-mail: answer as if it had been there first
      if (!isUniqueViolation(error)) throw error;
      const rakip = await hesapBul(c.env.DB, input.email, isletmeId);
      throw rakip ? varOlanHesapHatasi(rakip) : new ApiError(409, 'EMAIL_TAKEN', 'error.emailTaken');
    }
  })
  .post('/mevcut', requirePermission(`${KEY}:ekle`), async (c) => {
    const input = await readBody(c, MevcutKullaniciEkleSchema);
    await assertVenueSet(c, input.yetkiSetiId);
    const isletmeId = c.get('isletme').id;
    const hesap = await hesapBul(c.env.DB, input.email, isletmeId);
    if (!hesap) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'error.accountNotFound');
    // platform admins (and any non-operator) are only ever 'cannot be added', nothing more
    if (hesap.kullaniciTipi !== 2) throw new ApiError(400, 'ACCOUNT_NOT_ADDABLE', 'error.accountNotAddable');
    if (hesap.uye) throw new ApiError(409, 'ALREADY_MEMBER', 'error.alreadyMember');
    // a second click or tab racing this one: the membership's primary key decides
    await uniqueAs409(() => uyelikEkle(c.env.DB, isletmeId, hesap.id, input.yetkiSetiId), 'ALREADY_MEMBER', 'error.alreadyMember');
    return ok(c, { id: hesap.id }, 201);
  })
  .put('/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, KullaniciGuncelleSchema);
    const member = await findMember(c, id);
    if (id === currentUser(c).id && input.yetkiSetiId !== member.yetki_seti_id) throw new ApiError(403, 'OWN_SET', 'error.ownSet');
    if (input.yetkiSetiId !== member.yetki_seti_id) await assertVenueSet(c, input.yetkiSetiId);
    const personalChange = input.adSoyad !== member.ad_soyad || input.email !== member.email.toLowerCase() || input.sifre !== '';
    if (personalChange && member.diger_isletme > 0) throw new ApiError(403, 'SHARED_USER', 'error.sharedUser');
    const statements = [
      c.env.DB.prepare('UPDATE isletme_kullanici SET yetki_seti_id = ? WHERE isletme_id = ? AND kullanici_id = ?').bind(input.yetkiSetiId, c.get('isletme').id, id),
    ];
    if (personalChange) {
      const hash = input.sifre ? await hashPassword(input.sifre, c.env.PASSWORD_PEPPER) : null;
      statements.push(c.env.DB.prepare('UPDATE kullanici SET ad_soyad = ?, email = ?, sifre_hash = coalesce(?, sifre_hash) WHERE id = ?').bind(input.adSoyad, input.email, hash, id));
      if (hash && id !== currentUser(c).id) statements.push(await revokeUserSessions(c.env.DB, id));
    }
    try {
      await c.env.DB.batch(statements);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'EMAIL_TAKEN', 'error.emailTaken');
      throw error;
    }
    return ok(c, { id });
  })
  .post('/:id/pasif', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    if (id === currentUser(c).id) throw new ApiError(400, 'SELF_DISABLE', 'error.selfDisable');
    const member = await findMember(c, id);
    const isletmeId = c.get('isletme').id;
    const statements = [
      c.env.DB.prepare('UPDATE isletme_kullanici SET aktif = 0 WHERE isletme_id = ? AND kullanici_id = ?').bind(isletmeId, id),
      await revokeUserSessions(c.env.DB, id),
    ];
    // with no venue left the account itself is closed, so the login answer stays the generic one
    statements.push(c.env.DB.prepare('UPDATE kullanici SET aktif = 0 WHERE id = ? AND NOT EXISTS (SELECT 1 FROM isletme_kullanici WHERE kullanici_id = ? AND aktif = 1 AND isletme_id <> ?)').bind(member.id, member.id, isletmeId));
    await c.env.DB.batch(statements);
    return ok(c, { id, aktif: false });
  })
  .post('/:id/aktif', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    await findMember(c, id);
    await c.env.DB.batch([
      c.env.DB.prepare('UPDATE isletme_kullanici SET aktif = 1 WHERE isletme_id = ? AND kullanici_id = ?').bind(c.get('isletme').id, id),
      c.env.DB.prepare('UPDATE kullanici SET aktif = 1 WHERE id = ?').bind(id),
    ]);
    return ok(c, { id, aktif: true });
  });
