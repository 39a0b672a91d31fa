import { Hono } from 'hono';
import { MasaSchema } from '@lib/schemas/qrmenu';
import { requirePermission } from '@worker/auth/guards';
import { isletmeBilgisi, notFound, surumArtir } from '@worker/db/qrmenu/admin';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { isUniqueViolation } from '@worker/http/validation';
import { slugFor } from '@worker/slug';
import type { AppEnv } from '@worker/types';

const KEY = 'isletme:qrmenu:olustur';

/** The venue's public QR addresses and the tables that get their own QR cards. */
export const qrRoutes = new Hono<AppEnv>()
  .get('/qr-bilgi', requirePermission(KEY), async (c) => {
    const isletmeId = c.get('isletme').id;
    const { url_adi: urlAdi } = await isletmeBilgisi(c.env.DB, isletmeId);
    const slug = slugFor(c.env, isletmeId);
    return ok(c, { urlAdi, slug, yol: `/qr/${urlAdi}/${slug}`, kisaYol: `/qr/${urlAdi}` });
  })
  .get('/masalar', requirePermission(KEY), async (c) => {
    const { results } = await c.env.DB.prepare('SELECT id, ad, sira FROM menu_masa WHERE isletme_id = ? ORDER BY sira, id').bind(c.get('isletme').id).all<{ id: number; ad: string; sira: number }>();
    return ok(c, results);
  })
  .post('/masalar', requirePermission(`${KEY}:ekle`), async (c) => {
    const { ad } = await readBody(c, MasaSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    try {
      const [inserted] = await db.batch<{ id: number }>([
        db.prepare('INSERT INTO menu_masa (isletme_id, ad, sira) SELECT ?, ?, coalesce(max(sira), 0) + 1 FROM menu_masa WHERE isletme_id = ? RETURNING id').bind(isletmeId, ad, isletmeId),
        surumArtir(db, isletmeId),
      ]);
      return ok(c, { id: inserted!.results[0]!.id }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'NAME_TAKEN', 'qr.api.tableTaken');
      throw error;
    }
  })
  .delete('/masalar/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const row = await db.prepare('SELECT id FROM menu_masa WHERE isletme_id = ? AND id = ?').bind(isletmeId, id).first();
    if (!row) throw notFound();
    await db.batch([db.prepare('DELETE FROM menu_masa WHERE isletme_id = ? AND id = ?').bind(isletmeId, id), surumArtir(db, isletmeId)]);
    return ok(c, { id });
  });
