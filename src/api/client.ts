import wretch, { type ConfiguredMiddleware, type WretchError } from 'wretch';
import { $lang, $t } from '@stores/language';
import { $session } from '@stores/session';
import { agDurumu } from '@stores/cevrimdisi';
import { ONBELLEK_BASLIGI } from '@lib/cafe/cevrimdisi';
import { anahtarliMi, istekAnahtari, istekSonucu } from '@lib/istek-anahtari';

/** SPEC §9: API timeout 1,200,000 ms. */
export const API_TIMEOUT_MS = 1_200_000;

/** A failed call: HTTP status (0 = network), the server's code and its message in the user's language. */
export class ApiCallError extends Error {
  /** `data`: the refusal's details when the API sends them (e.g. PHONE_TAKEN's existing customer) */
  constructor(readonly status: number, readonly errorCode: string, message: string, readonly data?: unknown) {
    super(message);
  }
}

/** What to show the user for a failed call: the API's message (already in their language), else the error's own. */
export function hataMetni(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};
/** The auth store registers the SPEC 401 behaviour here (avoids an import cycle). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}
let onVenueForbidden: UnauthorizedHandler = () => {};
/** The auth store's answer to a venue the server no longer opens (VENUE_FORBIDDEN: a support session ended). */
export function setVenueForbiddenHandler(handler: UnauthorizedHandler): void {
  onVenueForbidden = handler;
}

// Language and selected venue travel with every call; the token stays in the HttpOnly cookie.
const contextHeaders: ConfiguredMiddleware = (next) => (url, options) => {
  const headers = new Headers(options.headers);
  headers.set('X-Lang', $lang.get());
  const venue = $session.get().selectedIsletmeId;
  if (venue !== null) headers.set('X-Isletme-Id', String(venue));
  return next(url, { ...options, headers, signal: options.signal ?? AbortSignal.timeout(API_TIMEOUT_MS) });
};

// whether answers come from the server, from nowhere (no network) or from the service worker's kept copy (offline)
const agIzle: ConfiguredMiddleware = (next) => async (url, options) => {
  try {
    const response = await next(url, options);
    agDurumu(!response.headers.has(ONBELLEK_BASLIGI));
    return response;
  } catch (error) {
    if (error instanceof TypeError) agDurumu(false);
    throw error;
  }
};

const base = wretch('/api')
  .headers({ Accept: 'application/json' })
  .options({ credentials: 'same-origin' })
  .middlewares([contextHeaders, agIzle]);

async function toError(error: unknown, path: string): Promise<ApiCallError> {
  const wretchError = error as Partial<WretchError>;
  const status = typeof wretchError.status === 'number' ? wretchError.status : 0;
  if (status === 0) return new ApiCallError(0, 'NETWORK', $t.get()('error.connectivity'));
  // a failed login is a wrong password, not an expired session
  if (status === 401 && path !== '/auth/login') {
    console.warn('Unauthorized, logging out');
    onUnauthorized();
  }
  // wretch puts the error body text in message; our envelope is JSON
  let body: { errorCode?: string; errorDetail?: string; data?: unknown } | undefined;
  try {
    body = JSON.parse(wretchError.message ?? '') as typeof body;
  } catch {
    body = undefined;
  }
  if (status === 403 && body?.errorCode === 'VENUE_FORBIDDEN') onVenueForbidden();
  const fallback = status >= 500 ? 'error.server' : 'error.loadFailed';
  return new ApiCallError(status, body?.errorCode ?? `HTTP_${status}`, body?.errorDetail ?? $t.get()(fallback), body?.data);
}

async function send<T>(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown): Promise<T> {
  // a venue write carries its submit's Idempotency-Key: pressing save again after a lost answer makes no second row
  const imza = anahtarliMi(method, path) ? `${$session.get().selectedIsletmeId ?? ''} ${path} ${JSON.stringify(body ?? {})}` : null;
  try {
    const request = imza === null ? base.url(path) : base.url(path).headers({ 'Idempotency-Key': istekAnahtari(imza) });
    const response = method === 'get' || method === 'delete' ? request[method]() : request.json(body ?? {})[method]();
    const envelope = (await response.json()) as { success: boolean; data: T };
    if (imza !== null) istekSonucu(imza, 200);
    return envelope.data;
  } catch (error) {
    const hata = await toError(error, path);
    if (imza !== null) istekSonucu(imza, hata.status, hata.errorCode);
    throw hata;
  }
}

/** Multipart POST of one file in the field `dosya`: same headers, envelope and errors as the JSON calls. */
async function upload<T>(path: string, file: Blob, fileName: string): Promise<T> {
  const form = new FormData();
  form.append('dosya', file, fileName);
  try {
    const envelope = (await base.url(path).post(form).json()) as { success: boolean; data: T };
    return envelope.data;
  } catch (error) {
    throw await toError(error, path);
  }
}

/** GET of a file (a CSV export): the raw response for its body and Content-Disposition, errors as above. */
async function file(path: string): Promise<Response> {
  try {
    return await base.url(path).get().res();
  } catch (error) {
    throw await toError(error, path);
  }
}

/** The shared client (SPEC §7): JSON in and out, the envelope's data on success, ApiCallError otherwise. */
export const api = {
  get: <T>(path: string) => send<T>('get', path),
  post: <T>(path: string, body?: unknown) => send<T>('post', path, body),
  put: <T>(path: string, body?: unknown) => send<T>('put', path, body),
  patch: <T>(path: string, body?: unknown) => send<T>('patch', path, body),
  delete: <T>(path: string) => send<T>('delete', path),
  upload,
  file,
};
