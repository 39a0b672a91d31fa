import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { alanHatalari, mesajAnahtari } from '@lib/schemas/alan-hatalari';
import { IslemZarfiSchema } from '@lib/schemas/cafe/islem';
import type { MessageKey } from '@lib/i18n/translate';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { adisyonOku, masaAdisyonu } from '@worker/db/cafe/adisyon/durum';
import { katalog, takipDurumu } from '@worker/db/cafe/adisyon/takip';
import { masaAdi } from '@worker/db/cafe/masa';
import { musteriAra } from '@worker/db/musteri/kayit';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import { ISLEMLER, izinVar } from '@worker/live/cafe/islemler';
import type { IslemCevabi } from '@worker/live/cafe/tipler';
import type { AppEnv } from '@worker/types';

/** /api/isletme/cafe: table tracking — the live grid, a table's check, the catalogue, operations, the live socket. */

const TAKIP = 'isletme:qrmenu:cafe-yonetim:masa-takip';
// who also hears about money: the cashier's screens
const KASA_IZINLERI = [`${TAKIP}:tahsilat`, 'isletme:qrmenu:cafe-yonetim:kasa-hareketleri'];

/** The venue's live object. */
export function canliNesne(c: Context<AppEnv>) {
  const ns = c.env.CAFE_CANLI;
  return ns.get(ns.idFromName(String(c.get('isletme').id)));
}

function dogrula(c: Context<AppEnv>, schema: v.GenericSchema, govde: unknown) {
  const sonuc = v.safeParse(schema, govde);
  if (sonuc.success) return sonuc.output as { tur: string };
  const lang = c.get('lang') ?? 'tr';
  const alanlar = Object.fromEntries(Object.entries(alanHatalari(sonuc.issues)).map(([alan, m]) => [alan, translate(lang, mesajAnahtari(m) as MessageKey)]));
  throw new ApiError(400, 'VALIDATION', mesajAnahtari(sonuc.issues[0]?.message) as MessageKey, undefined, { alanlar });
}

export const adisyonRoutes = new Hono<AppEnv>()
  .get('/takip', requirePermission(TAKIP), async (c) => ok(c, await takipDurumu(c.env.DB, c.get('isletme').id, currentUser(c).id)))
  .get('/katalog', requirePermission(TAKIP), async (c) => ok(c, await katalog(c.env.DB, c.get('isletme').id)))
  .get('/masa/:masaId', requirePermission(TAKIP), async (c) => {
    const masaId = idParam(c, 'masaId');
    const isletmeId = c.get('isletme').id;
    const masa = await masaAdi(c.env.DB, isletmeId, masaId);
    if (!masa) throw new ApiError(404, 'NOT_FOUND', 'cafe.api.masaYok');
    return ok(c, { masa, adisyon: await masaAdisyonu(c.env.DB, isletmeId, masaId) });
  })
  // linking a check to a customer (for their history or putting it on their account) is a guncelle of the check
  .get('/musteri-ara', requirePermission(`${TAKIP}:guncelle`), async (c) => {
    const q = (c.req.query('q') ?? '').slice(0, 100);
    return ok(c, (await musteriAra(c.env.DB, c.get('isletme').id, q)).map(({ id, adSoyad, telefon }) => ({ id, adSoyad, telefon })));
  })
  .get('/adisyon/:id', requirePermission(TAKIP), async (c) => ok(c, await adisyonOku(c.env.DB, c.get('isletme').id, idParam(c))))
  .post('/islem', async (c) => {
    const zarf = await readBody(c, IslemZarfiSchema);
    const tanim = ISLEMLER[zarf.tur];
    if (!tanim) throw new ApiError(400, 'VALIDATION', 'cafe.v.tur');
    const isletme = c.get('isletme');
    if (!izinVar(tanim, isletme.yetkiler)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
    // the day operations' schemas carry no `tur`: the object picks the handler by the envelope's
    const op = { ...dogrula(c, tanim.schema, await c.req.json()), tur: zarf.tur };
    const user = currentUser(c);
    // RPC types cannot express `unknown` data; the object returns exactly an IslemCevabi
    const cevap = (await canliNesne(c).islem(isletme.id, { id: user.id, adSoyad: user.adSoyad, yetkiler: [...isletme.yetkiler] }, zarf.islemId, op)) as unknown as IslemCevabi;
    if ('hata' in cevap) {
      const h = cevap.hata;
      throw new ApiError(h.status as 400, h.errorCode, h.messageKey as MessageKey, h.params, h.data);
    }
    c.header('x-islem-tekrar', cevap.tekrar ? '1' : '0');
    return ok(c, cevap.veri, cevap.durum as 200);
  })
  .get('/canli', requirePermission(TAKIP), async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') throw new ApiError(426, 'UPGRADE_REQUIRED', 'cafe.api.websocket');
    const user = currentUser(c);
    // a socket is a standing read of the venue: only from our own pages (another site cannot open it with our cookie)
    const origin = c.req.header('origin');
    if (user.via === 'cookie' && origin !== new URL(c.req.url).origin) throw new ApiError(403, 'CSRF', 'error.csrf');
    const yetkiler = c.get('isletme').yetkiler;
    const kitle = ['takip', ...(KASA_IZINLERI.some((k) => yetkiler.has(k)) ? ['kasa'] : [])];
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-canli-kitle', kitle.join(','));
    headers.set('x-canli-kullanici', String(user.id));
    return canliNesne(c).fetch(new Request(c.req.raw.url, { headers }));
  });
