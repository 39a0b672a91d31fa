import { Hono, type Context } from 'hono';
import { KullaniciEkleSchema, KullaniciGuncelleSchema, MevcutKullaniciEkleSchema } from '@lib/schemas/ayarlar';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { hashPassword } from '@worker/auth/password';
import { revokeUserSessions } from '@worker/auth/session';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { assertWithinOwn, isUniqueViolation, uniqueAs409 } from '@worker/http/validation';
import { parsePermissionList } from '@worker/db/ayarlar/yetki-setleri';
import { koltukHatasi } from '@worker/db/lisans/koltuk';
import { hesapBul, uyelikEkle, varOlanHesapHatasi } from '@worker/db/ayarlar/kullanici-uyelik';
import { isletmeSetiYetkileri, kullaniciOlustur, uyeAktif, uyeBul, uyeGuncelle, uyeListesi, uyePasif, yetkiSecenekleri } from '@worker/db/ayarlar/kullanicilar';
import { ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:ayarlar:yonetim:kullanici';

/** A venue set id must belong to this venue and grant nothing beyond the caller's own set. */
async function assertVenueSet(c: Context<AppEnv>, yetkiSetiId: number | null): Promise<void> {
  if (yetkiSetiId === null) return;
  const yetkiler = await isletmeSetiYetkileri(c.env.DB, c.get('isletme').id, yetkiSetiId);
  if (yetkiler === null) throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
  assertWithinOwn(parsePermissionList(yetkiler, ISLETME_PERMISSION_KEYS), c.get('isletme').yetkiler);
}

const findMember = (c: Context<AppEnv>, id: number) => uyeBul(c.env.DB, c.get('isletme').id, id);

/** Operators of the selected venue (SPEC /isletme/ayarlar/yonetim/kullanici). */
export const kullaniciRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => {
    const results = await uyeListesi(c.env.DB, c.get('isletme').id);
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
    return ok(c, await yetkiSecenekleri(c.env.DB, c.get('isletme').id));
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
      const id = await kullaniciOlustur(c.env.DB, isletmeId, input.email, input.adSoyad, hash, input.yetkiSetiId);
      if (id === null) throw await koltukHatasi(c.env.DB, isletmeId);
      return ok(c, { id }, 201);
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
    const eklendi = await uniqueAs409(() => uyelikEkle(c.env.DB, isletmeId, hesap.id, input.yetkiSetiId), 'ALREADY_MEMBER', 'error.alreadyMember');
    if (!eklendi) throw await koltukHatasi(c.env.DB, isletmeId);
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
    const hash = personalChange && input.sifre ? await hashPassword(input.sifre, c.env.PASSWORD_PEPPER) : null;
    const kapat = hash && id !== currentUser(c).id ? [await revokeUserSessions(c.env.DB, id)] : [];
    await uyeGuncelle(c.env.DB, c.get('isletme').id, id, input.yetkiSetiId, personalChange ? { adSoyad: input.adSoyad, email: input.email, sifreHash: hash } : null, kapat);
    return ok(c, { id });
  })
  .post('/:id/pasif', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    if (id === currentUser(c).id) throw new ApiError(400, 'SELF_DISABLE', 'error.selfDisable');
    const member = await findMember(c, id);
    const isletmeId = c.get('isletme').id;
    await uyePasif(c.env.DB, isletmeId, member.id, await revokeUserSessions(c.env.DB, id));
    return ok(c, { id, aktif: false });
  })
  .post('/:id/aktif', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    await findMember(c, id);
    if (!(await uyeAktif(c.env.DB, c.get('isletme').id, id))) throw await koltukHatasi(c.env.DB, c.get('isletme').id);
    return ok(c, { id, aktif: true });
  });
