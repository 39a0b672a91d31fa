import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { isLang } from '@lib/i18n/languages';
import { TalepFormSchema } from '@lib/schemas/admin/talep';
import { talepBelirteciDenetle } from '@worker/crypto/talep-belirteci';
import { ipAnahtari, talepDenemesi, talepEkle } from '@worker/db/admin/talep/kayit';
import { ApiError, ok } from '@worker/http/envelope';
import { clientIp, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

/** The pages that carry the form; a plain (JS-off) post goes back to the one it came from with its outcome. */
const DONUSLER = new Set(['/', '/contact']);

type Kod = 'tamam' | 'eksik' | 'spam' | 'hizli' | 'sure' | 'limit' | 'hata';
const KODLAR: Record<string, Kod> = { TOKEN_INVALID: 'spam', SPAM: 'spam', TOO_FAST: 'hizli', TOKEN_EXPIRED: 'sure', RATE_LIMITED: 'limit', VALIDATION: 'eksik', INVALID_JSON: 'hata' };

async function formOku(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  try {
    const body = await c.req.parseBody({ all: true });
    // a repeated field arrives as an array: take nothing from such a post
    return Object.fromEntries(Object.entries(body).map(([k, x]) => [k, typeof x === 'string' ? x : null]));
  } catch {
    return null;
  }
}

/** Steps every post takes, JSON or form: limit, honeypot, signed time, fields; then one row in `talep`. */
async function kaydet(c: Context<AppEnv>, govde: Record<string, unknown>): Promise<number> {
  const retryAfter = await talepDenemesi(c.env.DB, await ipAnahtari(clientIp(c), c.env.PASSWORD_PEPPER));
  if (retryAfter > 0) {
    c.header('Retry-After', String(retryAfter));
    throw new ApiError(429, 'RATE_LIMITED', 'admin.talep.e.limit', { dakika: Math.ceil(retryAfter / 60) });
  }
  // the honeypot: a field people never see (hidden from sight and from screen readers) that form-filling bots fill
  if (govde.web !== undefined && govde.web !== '') throw new ApiError(400, 'SPAM', 'admin.talep.e.belirtec');
  await talepBelirteciDenetle(c.env.LINK_KEY, govde.belirtec);
  const sonuc = v.safeParse(TalepFormSchema, govde);
  if (!sonuc.success) throw new ApiError(400, 'VALIDATION', (sonuc.issues[0]?.message ?? 'error.invalidInput') as 'error.invalidInput', undefined, { alan: sonuc.issues[0]?.path?.[0]?.key });
  return talepEkle(c.env.DB, sonuc.output, c.get('lang'));
}

/**
 * POST /api/public/talep: the public demo request. A browser's plain HTML form post (JS off, the site ships no script)
 * answers 303 back to its page with ?talep=<outcome>; a JSON post (or a form post that does not ask for HTML) answers
 * the envelope.
 */
export const talepPublicRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const tur = (c.req.header('content-type') ?? '').toLowerCase();
  const formMu = tur.startsWith('application/x-www-form-urlencoded') || tur.startsWith('multipart/form-data');
  if (!formMu) {
    const govde = await readBody(c, v.record(v.string(), v.unknown()));
    return ok(c, { id: await kaydet(c, govde) }, 201);
  }
  const govde = await formOku(c);
  // a browser's form navigation asks for HTML and gets the page back; any other client of the form encoding gets the envelope
  if (!(c.req.header('accept') ?? '').includes('text/html')) {
    if (!govde) throw new ApiError(400, 'INVALID_FORM', 'error.invalidInput');
    return ok(c, { id: await kaydet(c, govde) }, 201);
  }
  const donus = typeof govde?.donus === 'string' && DONUSLER.has(govde.donus) ? govde.donus : '/contact';
  const dil = typeof govde?.dil === 'string' && isLang(govde.dil) ? govde.dil : null;
  if (dil) c.set('lang', dil);
  let kod: Kod = 'tamam';
  let alan = '';
  let hata: ApiError | null = null;
  if (!govde) hata = new ApiError(400, 'INVALID_FORM', 'error.invalidInput');
  else {
    try {
      await kaydet(c, govde);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      hata = error;
      const veri = error.data as { alan?: unknown } | undefined;
      if (typeof veri?.alan === 'string') alan = veri.alan;
    }
  }
  if (hata) kod = KODLAR[hata.errorCode] ?? 'hata';
  const query = new URLSearchParams();
  if (dil) query.set('lang', dil);
  query.set('talep', kod);
  if (alan) query.set('alan', alan);
  return c.redirect(`${donus}?${query.toString()}#talep-formu`, 303);
});
