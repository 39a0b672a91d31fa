import { SELF, env } from 'cloudflare:test';
import { ADMIN_PERMISSION_KEYS, ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { api } from '@worker/app';
import { hashPassword } from '@worker/auth/password';

/** Shared helpers for the API tests: D1 rows, login and request building. */

export const BASE = 'http://example.com';
export const SIFRE = 'demo1234';
export const TUM_ISLETME_YETKILERI = [...ISLETME_PERMISSION_KEYS].sort();
export const TUM_ADMIN_YETKILERI = [...ADMIN_PERMISSION_KEYS].sort();
export const GARSON_YETKISI = 'isletme:qrmenu:cafe-yonetim:masa-takip';

/** Loose view of a JSON envelope (tests assert the exact shape themselves). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

const hashes = new Map<string, Promise<string>>();
/** PBKDF2 is slow-ish: one hash per distinct password per file is plenty. */
function hashFor(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, env.PASSWORD_PEPPER);
    hashes.set(password, hash);
  }
  return hash;
}

export async function insertVenue(row: { ad: string; urlAdi: string; tur: 'cafe' | 'restoran' | 'salon'; sehir?: string; aktif?: 0 | 1 }): Promise<number> {
  const created = await env.DB
    .prepare('INSERT INTO isletme (ad, url_adi, tur, sehir, aktif) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(row.ad, row.urlAdi, row.tur, row.sehir ?? null, row.aktif ?? 1)
    .first<{ id: number }>();
  return created!.id;
}

export async function insertSet(row: { isletmeId: number | null; kapsam?: 'isletme' | 'admin'; ad: string; yetkiler: readonly string[]; aciklama?: string }): Promise<number> {
  const created = await env.DB
    .prepare('INSERT INTO yetki_seti (isletme_id, kapsam, ad, aciklama, yetkiler) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(row.isletmeId, row.kapsam ?? 'isletme', row.ad, row.aciklama ?? '', JSON.stringify(row.yetkiler))
    .first<{ id: number }>();
  return created!.id;
}

export async function insertUser(row: { email: string; adSoyad: string; tip: 0 | 1 | 2 | 3; adminSetId?: number | null; password?: string; aktif?: 0 | 1 }): Promise<number> {
  const created = await env.DB
    .prepare('INSERT INTO kullanici (email, ad_soyad, sifre_hash, kullanici_tipi, admin_yetki_seti_id, aktif) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(row.email, row.adSoyad, await hashFor(row.password ?? SIFRE), row.tip, row.adminSetId ?? null, row.aktif ?? 1)
    .first<{ id: number }>();
  return created!.id;
}

export async function addMember(isletmeId: number, kullaniciId: number, yetkiSetiId: number | null, aktif: 0 | 1 = 1): Promise<void> {
  await env.DB
    .prepare('INSERT INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id, aktif) VALUES (?, ?, ?, ?)')
    .bind(isletmeId, kullaniciId, yetkiSetiId, aktif)
    .run();
}

/** An operator (kullaniciTipi 2) with memberships, for tests that need a user of their own. */
export async function insertOperator(email: string, memberships: Array<[isletmeId: number, yetkiSetiId: number | null]>, password = SIFRE): Promise<number> {
  const id = await insertUser({ email, adSoyad: `Test ${email.split('@')[0]}`, tip: 2, password });
  for (const [isletmeId, setId] of memberships) await addMember(isletmeId, id, setId);
  return id;
}

let ipCounter = 0;
/** A fresh client address per login so the per-IP limit never couples unrelated tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  /** the `token=...` cookie string from login() */
  token?: string;
  /** raw token for `Authorization: Bearer` */
  bearer?: string;
  /** X-Isletme-Id */
  venue?: string | number;
  body?: unknown;
  /** sent as is (invalid JSON, form posts) */
  rawBody?: string;
  contentType?: string;
  /** default: our own origin on non-GET requests; null sends none */
  origin?: string | null;
  referer?: string;
  /** X-Lang */
  lang?: string;
  ip?: string;
  headers?: Record<string, string>;
  base?: string;
  /** multipart/form-data body (the browser sets the boundary) */
  form?: FormData;
}

export function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const base = options.base ?? BASE;
  const headers = new Headers(options.headers);
  if (options.token) headers.set('cookie', options.token);
  if (options.bearer !== undefined) headers.set('authorization', `Bearer ${options.bearer}`);
  if (options.venue !== undefined) headers.set('x-isletme-id', String(options.venue));
  if (options.lang) headers.set('x-lang', options.lang);
  if (options.ip) headers.set('cf-connecting-ip', options.ip);
  if (options.referer) headers.set('referer', options.referer);
  const origin = options.origin === undefined ? (method === 'GET' ? null : base) : options.origin;
  if (origin) headers.set('origin', origin);
  let body: string | FormData | undefined;
  if (options.form !== undefined) return SELF.fetch(`${base}${path}`, { method, headers, body: options.form });
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers.set('content-type', options.contentType ?? 'application/json');
  return SELF.fetch(`${base}${path}`, { method, headers, body });
}

export function loginResponse(email: string, password: string, options: Omit<CallOptions, 'body'> = {}): Promise<Response> {
  return call('POST', '/api/auth/login', { ...options, ip: options.ip ?? nextIp(), body: { email, password } });
}

/** Logs in and returns the `token=...` cookie string; throws when the login is refused. */
export async function login(email: string, password = SIFRE, options: Omit<CallOptions, 'body'> = {}): Promise<string> {
  const response = await loginResponse(email, password, options);
  if (response.status !== 200) throw new Error(`login ${email} → ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie') ?? '';
  const match = /^token=([^;]+)/.exec(cookie);
  if (!match) throw new Error(`login ${email}: no token cookie in ${cookie}`);
  return `token=${match[1]}`;
}

/** `token=abc` → `abc` (for Bearer requests). */
export const rawToken = (cookie: string): string => cookie.replace(/^token=/, '');

export async function json(response: Response): Promise<Json> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
}

export async function scalar<T = number>(sql: string, ...params: unknown[]): Promise<T | null> {
  const row = await env.DB.prepare(sql).bind(...params).first<Record<string, T>>();
  return row ? (Object.values(row)[0] ?? null) : null;
}

/** Every `METHOD path` of the API app (paths relative to /api), read from Hono at runtime; middleware ('ALL') left out. */
export function apiRoutes(): string[] {
  return [...new Set(api.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))].sort();
}

export interface World {
  venue: { A: number; B: number; C: number; kapali: number };
  set: { admin: number; adminKisitli: number; sablon: number; aTam: number; aGarson: number; aBos: number; bTam: number; cTam: number };
  user: Record<'admin' | 'adminKisitli' | 'owner' | 'waiter' | 'noSet' | 'outsider' | 'cOwner', { id: number; email: string }>;
}

/**
 * The standard world, shaped like scripts/demo-data.mjs:
 * A cafe and B salon share an owner; the waiter and the no-set user work in A only; the outsider works in B only;
 * venue C belongs to someone else; 'kapali' is an inactive venue the owner still has a membership in.
 */
export async function buildWorld(): Promise<World> {
  const A = await insertVenue({ ad: 'Kahve Durağı', urlAdi: 'kahve-duragi', tur: 'cafe', sehir: 'Antalya' });
  const B = await insertVenue({ ad: 'Güzellik Salonu Lotus', urlAdi: 'guzellik-salonu-lotus', tur: 'salon', sehir: 'İstanbul' });
  const C = await insertVenue({ ad: 'Lezzet Restoran', urlAdi: 'lezzet-restoran', tur: 'restoran' });
  const kapali = await insertVenue({ ad: 'Kapanmış Kafe', urlAdi: 'kapanmis-kafe', tur: 'cafe', aktif: 0 });
  const set = {
    admin: await insertSet({ isletmeId: null, kapsam: 'admin', ad: 'Platform Yöneticisi', yetkiler: TUM_ADMIN_YETKILERI }),
    adminKisitli: await insertSet({ isletmeId: null, kapsam: 'admin', ad: 'Yalnızca Dashboard', yetkiler: ['admin:fo:dashboard'] }),
    sablon: await insertSet({ isletmeId: null, ad: 'Tam Yetki', yetkiler: TUM_ISLETME_YETKILERI }),
    aTam: await insertSet({ isletmeId: A, ad: 'Tam Yetki', yetkiler: TUM_ISLETME_YETKILERI }),
    aGarson: await insertSet({ isletmeId: A, ad: 'Garson', yetkiler: [GARSON_YETKISI] }),
    aBos: await insertSet({ isletmeId: A, ad: 'Kullanılmayan', yetkiler: [] }),
    bTam: await insertSet({ isletmeId: B, ad: 'Tam Yetki', yetkiler: TUM_ISLETME_YETKILERI }),
    cTam: await insertSet({ isletmeId: C, ad: 'Tam Yetki', yetkiler: TUM_ISLETME_YETKILERI }),
  };
  const kisi = async (email: string, id: Promise<number>) => ({ id: await id, email });
  const user = {
    admin: await kisi('admin@demo.test', insertUser({ email: 'admin@demo.test', adSoyad: 'Deniz Arslan', tip: 3, adminSetId: set.admin })),
    adminKisitli: await kisi('kisitli@demo.test', insertUser({ email: 'kisitli@demo.test', adSoyad: 'Kısıtlı Yönetici', tip: 3, adminSetId: set.adminKisitli })),
    owner: await kisi('sahip@demo.test', insertOperator('sahip@demo.test', [[A, set.aTam], [B, set.bTam]])),
    waiter: await kisi('garson@demo.test', insertOperator('garson@demo.test', [[A, set.aGarson]])),
    noSet: await kisi('setsiz@demo.test', insertOperator('setsiz@demo.test', [[A, null]])),
    outsider: await kisi('yabanci@demo.test', insertOperator('yabanci@demo.test', [[B, set.bTam]])),
    cOwner: await kisi('restoran@demo.test', insertOperator('restoran@demo.test', [[C, set.cTam]])),
  };
  await addMember(kapali, user.owner.id, null);
  return { venue: { A, B, C, kapali }, set, user };
}

// ---- digital menu (qrmenu) rows ----

const metinJson = (tr: string, en = '') => JSON.stringify(en ? { tr, en } : { tr });

export async function insertKategori(isletmeId: number, ad: string, ustKategoriId: number | null = null, sira = 0): Promise<number> {
  const url = `${ad.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.floor(Math.random() * 1e9)}`;
  const row = await env.DB
    .prepare('INSERT INTO menu_kategori (isletme_id, ust_kategori_id, ad, url_adi, sira) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, ustKategoriId, metinJson(ad), url, sira)
    .first<{ id: number }>();
  return row!.id;
}

export async function insertUrun(isletmeId: number, kategoriId: number, ad: string, fiyatKurus = 10_000, extra: { alerjenler?: string[]; tukendi?: 0 | 1; sira?: number } = {}): Promise<number> {
  const url = `${ad.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.floor(Math.random() * 1e9)}`;
  const row = await env.DB
    .prepare('INSERT INTO menu_urun (isletme_id, kategori_id, ad, url_adi, fiyat_kurus, alerjenler, tukendi, sira) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, kategoriId, metinJson(ad), url, fiyatKurus, JSON.stringify(extra.alerjenler ?? []), extra.tukendi ?? 0, extra.sira ?? 0)
    .first<{ id: number }>();
  return row!.id;
}

export async function insertKampanya(isletmeId: number, row: { baslik?: string; tur?: 'sabit_fiyat' | 'hediye_urun' | 'yuzde_indirim'; deger?: number; hediyeUrunId?: number | null; baslangic?: string; bitis?: string; urunIdler?: number[] } = {}): Promise<number> {
  const created = await env.DB
    .prepare('INSERT INTO menu_kampanya (isletme_id, baslik, tur, deger, hediye_urun_id, urun_idler, baslangic, bitis) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(
      isletmeId, metinJson(row.baslik ?? 'Kampanya'), row.tur ?? 'yuzde_indirim', row.deger ?? 10, row.hediyeUrunId ?? null, JSON.stringify(row.urunIdler ?? []),
      row.baslangic ?? new Date(Date.now() - 86_400_000).toISOString(), row.bitis ?? new Date(Date.now() + 86_400_000).toISOString(),
    )
    .first<{ id: number }>();
  return created!.id;
}

/** A table in the venue's first area ('Salon' is created when the venue has none), or in `alanId`. */
export async function insertMasa(isletmeId: number, ad: string, alanId?: number): Promise<number> {
  await env.DB.prepare("INSERT INTO cafe_alan (isletme_id, ad, sira) SELECT ?1, 'Salon', 1 WHERE NOT EXISTS (SELECT 1 FROM cafe_alan WHERE isletme_id = ?1)").bind(isletmeId).run();
  const row = await env.DB.prepare('INSERT INTO menu_masa (isletme_id, ad, alan_id) VALUES (?1, ?2, coalesce(?3, (SELECT id FROM cafe_alan WHERE isletme_id = ?1 ORDER BY sira, id LIMIT 1))) RETURNING id')
    .bind(isletmeId, ad, alanId ?? null).first<{ id: number }>();
  return row!.id;
}

export async function menuSurum(isletmeId: number): Promise<number> {
  return (await scalar<number>('SELECT menu_surum FROM isletme WHERE id = ?', isletmeId))!;
}

/** Bytes that start like a WebP file (RIFF....WEBP), padded to `size`. */
export function webpBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, 16));
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(bytes.buffer).setUint32(4, bytes.length - 8, true);
  bytes.set(new TextEncoder().encode('WEBPVP8 '), 8);
  return bytes;
}

export function gorselForm(bytes: Uint8Array<ArrayBuffer>, type = 'image/webp', name = 'gorsel.webp', field = 'dosya'): FormData {
  const form = new FormData();
  form.append(field, new File([bytes], name, { type }));
  return form;
}

/** A stored-image key of the venue (format of POST /isletme/qrmenu/gorsel). */
export const gorselAnahtari = (isletmeId: number, n = 1) => `menu/${isletmeId}/${n.toString(16).padStart(32, '0')}.webp`;

/** Every menu table plus the venues' menu columns, as one comparable value (foreign-venue attempts must not change it). */
export async function menuSnapshot(): Promise<string> {
  const tables = ['menu_kategori', 'menu_urun', 'menu_fiyat_gecmisi', 'menu_kampanya', 'menu_anasayfa', 'menu_masa', 'cafe_alan'].map((table) => `SELECT * FROM ${table} ORDER BY rowid`);
  const results = await env.DB.batch([...tables, 'SELECT id, menu_tema, menu_surum FROM isletme ORDER BY id'].map((sql) => env.DB.prepare(sql)));
  return JSON.stringify(results.map((result) => result.results));
}

/** Logs in an operator of `isletmeId` whose set holds exactly `yetkiler`. */
export async function loginWith(isletmeId: number, yetkiler: readonly string[]): Promise<string> {
  const email = `yetki.${Math.floor(Math.random() * 1e9)}@demo.test`;
  const setId = await insertSet({ isletmeId, ad: `Set ${email}`, yetkiler });
  await insertOperator(email, [[isletmeId, setId]]);
  return login(email);
}

/** A person in the venue's staff register with an appointment profile (what the appointment panel lists). */
export async function insertRandevuPersoneli(isletmeId: number, ad: string, kullaniciId: number | null = null): Promise<number> {
  const { id } = (await env.DB.prepare('INSERT INTO personel (isletme_id, ad, kullanici_id) VALUES (?, ?, ?) RETURNING id').bind(isletmeId, ad, kullaniciId).first<{ id: number }>())!;
  await env.DB.prepare('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (?, ?)').bind(id, isletmeId).run();
  return id;
}
