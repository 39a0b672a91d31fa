import { Hono, type Context } from 'hono';
import { FisSablonuSchema, OdemeYontemleriSchema, PosIzinleriSchema, YaziciProfiliSchema } from '@lib/schemas/pos';
import { requireAdminPermission } from '@worker/auth/guards';
import {
  odemeYontemleriKaydet, posIzinleriKaydet, posTanimlari, profilEkle, profilGuncelle, sablonEkle, sablonGuncelle, tanimSil,
} from '@worker/db/pos';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

/** /admin/frontoffice/pos: what venues may use and the defaults. */
const POS = 'admin:fo:pos';
/** /admin/frontoffice/pos/tanitim: the definitions themselves. */
const TANIM = 'admin:fo:pos:tanim';

/** Either screen reads the definitions. */
const okuyabilir = (c: Context<AppEnv>) => {
  const yetkiler = c.get('adminYetkileri');
  if (!yetkiler.has(POS) && !yetkiler.has(TANIM)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
};

async function sil(c: Context<AppEnv>, tur: 'sablon' | 'profil') {
  const id = idParam(c);
  const sonuc = await tanimSil(c.env.DB, tur, id);
  if (sonuc === 'yok') throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  if (sonuc === 'varsayilan') throw new ApiError(409, 'POS_DEFAULT', 'admin.pos.e.varsayilanSilinmez');
  return ok(c, { id });
}

/** /api/admin/pos: POS definitions venues inherit (payment methods, receipt templates, printer profiles). */
export const adminPosRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    okuyabilir(c);
    return ok(c, await posTanimlari(c.env.DB));
  })
  .put('/odeme-yontemleri', requireAdminPermission(`${POS}:guncelle`), async (c) => {
    const { yontemler } = await readBody(c, OdemeYontemleriSchema);
    await odemeYontemleriKaydet(c.env.DB, yontemler);
    return ok(c, await posTanimlari(c.env.DB));
  })
  .put('/izinler', requireAdminPermission(`${POS}:guncelle`), async (c) => {
    const izin = await readBody(c, PosIzinleriSchema);
    const tanim = await posTanimlari(c.env.DB);
    const sablonVar = new Set(tanim.sablonlar.map((s) => s.id));
    const profilVar = new Set(tanim.profiller.map((p) => p.id));
    if (izin.sablonlar.some((id) => !sablonVar.has(id)) || izin.profiller.some((id) => !profilVar.has(id))) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    // a default venues cannot use would be no default at all
    if ((izin.varsayilanSablonId !== null && !izin.sablonlar.includes(izin.varsayilanSablonId)) || (izin.varsayilanProfilId !== null && !izin.profiller.includes(izin.varsayilanProfilId))) {
      throw new ApiError(422, 'POS_DEFAULT_NOT_ALLOWED', 'admin.pos.e.varsayilanIzinli');
    }
    await posIzinleriKaydet(c.env.DB, izin);
    return ok(c, await posTanimlari(c.env.DB));
  })
  .post('/sablonlar', requireAdminPermission(`${TANIM}:ekle`), async (c) => ok(c, { id: await sablonEkle(c.env.DB, await readBody(c, FisSablonuSchema)) }, 201))
  .put('/sablonlar/:id', requireAdminPermission(`${TANIM}:guncelle`), async (c) => {
    const id = idParam(c);
    if (!(await sablonGuncelle(c.env.DB, id, await readBody(c, FisSablonuSchema)))) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, { id });
  })
  .delete('/sablonlar/:id', requireAdminPermission(`${TANIM}:sil`), (c) => sil(c, 'sablon'))
  .post('/profiller', requireAdminPermission(`${TANIM}:ekle`), async (c) => ok(c, { id: await profilEkle(c.env.DB, await readBody(c, YaziciProfiliSchema)) }, 201))
  .put('/profiller/:id', requireAdminPermission(`${TANIM}:guncelle`), async (c) => {
    const id = idParam(c);
    if (!(await profilGuncelle(c.env.DB, id, await readBody(c, YaziciProfiliSchema)))) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, { id });
  })
  .delete('/profiller/:id', requireAdminPermission(`${TANIM}:sil`), (c) => sil(c, 'profil'));
