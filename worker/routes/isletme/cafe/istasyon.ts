import { Hono, type Context } from 'hono';
import { IstasyonAyarSchema, YonlendirmeSchema } from '@lib/schemas/cafe/istasyon';
import { currentUser, requireAnyPermission, requirePermission } from '@worker/auth/guards';
import { gecerliIstasyonlar, istasyonAyari, istasyonAyariKaydet, urunIstasyonu, yonlendir } from '@worker/db/cafe/istasyon/ayar';
import { fisDegisimi } from '@worker/db/cafe/istasyon/fis';
import { hazirlamaRaporu } from '@worker/db/cafe/istasyon/rapor';
import { isletmeOku } from '@worker/db/parametre';
import { TransferSorguSchema } from '@lib/schemas/cafe/gun';
import { gunAraligiIso, isGunuOf } from '@lib/zaman/isgunu';
import { sorguOku } from '@worker/routes/isletme/kasa/sorgu';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { ISTASYON_KEY } from '@worker/live/cafe/islemler';
import type { AppEnv } from '@worker/types';
import { canliNesne } from './adisyon';

/** /api/isletme/cafe/istasyon…: the venue's kitchen and bar stations (set in the venue's parameters), their tickets and live socket. */

const PARAMETRE = 'isletme:ayarlar:yonetim:parametre';
// who reads the list: the station screen, the parameters form, and the menu's category and product forms (their station field)
const OKUYAN = [ISTASYON_KEY, PARAMETRE, 'isletme:qrmenu:kategori', 'isletme:qrmenu:urunler'];

/** `?istasyon=1,2`: the venue's active stations among them (at least one), else 422. */
async function istasyonlar(c: Context<AppEnv>): Promise<number[]> {
  const istenen = (c.req.query('istasyon') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0).slice(0, 20);
  const gecerli = await gecerliIstasyonlar(c.env.DB, c.get('isletme').id, istenen);
  if (!gecerli.length) throw new ApiError(422, 'VALIDATION', 'cafe.istasyon.v.istasyon');
  return gecerli;
}

export const istasyonRoutes = new Hono<AppEnv>()
  .get('/istasyon', requireAnyPermission(OKUYAN), async (c) => ok(c, await istasyonAyari(c.env.DB, c.get('isletme').id)))
  .put('/istasyon', requirePermission(`${PARAMETRE}:guncelle`), async (c) => {
    const isletmeId = c.get('isletme').id;
    await istasyonAyariKaydet(c.env.DB, isletmeId, await readBody(c, IstasyonAyarSchema));
    return ok(c, await istasyonAyari(c.env.DB, isletmeId));
  })
  // a category's route is set by who edits categories (or the parameters); a product's by who edits products
  .put('/istasyon/yonlendirme', requireAnyPermission([`${PARAMETRE}:guncelle`, 'isletme:qrmenu:kategori:guncelle', 'isletme:qrmenu:urunler:guncelle']), async (c) => {
    const g = await readBody(c, YonlendirmeSchema);
    const yetki = c.get('isletme').yetkiler;
    const gerekli = g.kategoriId !== null ? 'isletme:qrmenu:kategori:guncelle' : 'isletme:qrmenu:urunler:guncelle';
    if (!yetki.has(gerekli) && !yetki.has(`${PARAMETRE}:guncelle`)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    await yonlendir(c.env.DB, c.get('isletme').id, g, g.istasyonId);
    return ok(c, g);
  })
  .get('/istasyon/urun/:id', requireAnyPermission(OKUYAN), async (c) => ok(c, { istasyonId: await urunIstasyonu(c.env.DB, c.get('isletme').id, idParam(c)) }))
  // tickets changed after version `surum` (0 or absent: what a screen opening now shows) and the version now
  .get('/istasyon/fis', requirePermission(ISTASYON_KEY), async (c) => {
    const surum = Number(c.req.query('surum') ?? 0);
    if (!Number.isInteger(surum) || surum < 0) throw new ApiError(422, 'VALIDATION', 'cafe.istasyon.v.surum');
    return ok(c, await fisDegisimi(c.env.DB, c.get('isletme').id, await istasyonlar(c), surum));
  })
  // preparation times (sent → bumped) over business days, in the check report screen
  .get('/istasyon/rapor', requirePermission('isletme:qrmenu:cafe-yonetim:adisyonraporu'), async (c) => {
    const s = sorguOku(c, TransferSorguSchema, ['bas', 'bit']);
    const isletme = await isletmeOku(c.env.DB, c.get('isletme').id);
    const bugun = isGunuOf(Date.now(), isletme.saatDilimi, isletme.gunDonumuSaat);
    const [bas, bit] = gunAraligiIso(s.bas ?? s.bit ?? bugun, s.bit ?? s.bas ?? bugun, isletme.saatDilimi, isletme.gunDonumuSaat);
    return ok(c, await hazirlamaRaporu(c.env.DB, c.get('isletme').id, bas, bit, isletme.saatDilimi));
  })
  .get('/istasyon/canli', requirePermission(ISTASYON_KEY), async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') throw new ApiError(426, 'UPGRADE_REQUIRED', 'cafe.api.websocket');
    const user = currentUser(c);
    const origin = c.req.header('origin');
    if (user.via === 'cookie' && origin !== new URL(c.req.url).origin) throw new ApiError(403, 'CSRF', 'error.csrf');
    const kitle = ['istasyon', ...(await istasyonlar(c)).map((id) => `i:${id}`)];
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-canli-kitle', kitle.join(','));
    headers.set('x-canli-kullanici', String(user.id));
    return canliNesne(c).fetch(new Request(c.req.raw.url, { headers }));
  });
