import type { Context } from 'hono';
import * as v from 'valibot';
import type { MessageKey } from '@lib/i18n/translate';
import { gecisHatasi, type Islem } from '@lib/randevu/takvim-durum';
import { yerelTarih } from '@lib/randevu/takvim-zaman';
import { currentUser } from '@worker/auth/guards';
import { durumYaz, odemeTarihleri, randevuKaydi, type RandevuKaydi } from '@worker/db/randevu/takvim-yaz';
import { kapaliGunDegil } from '@worker/db/kasa/kapali-gun';
import { randevuGorunumOku } from '@worker/db/randevu/takvim';
import { ApiError, ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';
import type { DurumGirdisi } from '@lib/schemas/randevu/takvim';
import { isletmeOku, isletmeZamani } from '@worker/db/parametre';

export const RANDEVULAR = 'isletme:randevutakip:randevular';
export const RANDEVULARIM = 'isletme:randevutakip:randevularim';

/** Query parameters against a valibot schema; bad ones → 400 with the schema's message. */
export function sorguOku<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query());
  if (!result.success) {
    const key = result.issues[0]?.message ?? 'error.invalidInput';
    throw new ApiError(400, 'VALIDATION', (key.includes('.') && !key.includes(' ') ? key : 'error.invalidInput') as MessageKey);
  }
  return result.output;
}

/** The action permission of the selected venue, checked inside a handler (403 like requirePermission). */
export function yetkiGerekli(c: Context<AppEnv>, key: string): void {
  if (!c.get('isletme').yetkiler.has(key)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
}

/** An appointment of the selected venue or 404. */
export async function kayitBul(c: Context<AppEnv>, id: number): Promise<RandevuKaydi> {
  const kayit = await randevuKaydi(c.env.DB, c.get('isletme').id, id);
  if (!kayit) throw new ApiError(404, 'NOT_FOUND', 'randevu.takvim.api.notFound');
  return kayit;
}

const GECIS_MESAJI: Record<'durum' | 'baslamadi', MessageKey> = { durum: 'randevu.takvim.api.transitionInvalid', baslamadi: 'randevu.takvim.api.notStarted' };

/** Validates and runs a status action; answers the changed appointment and what the completion recorded. */
export async function durumUygula(c: Context<AppEnv>, kayit: RandevuKaydi, input: DurumGirdisi) {
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const islem: Islem = input.islem;
  const nowMs = Date.now();
  const hata = gecisHatasi(islem, kayit.durum, Date.parse(kayit.baslangic), nowMs);
  if (hata) throw new ApiError(409, hata === 'durum' ? 'TRANSITION_INVALID' : 'NOT_STARTED', GECIS_MESAJI[hata]);
  // a split payment is checked against the methods the venue offers
  const isletme = input.tahsilat ? await isletmeOku(db, isletmeId) : { ...(await isletmeZamani(db, isletmeId)), odemeYontemleri: [] };
  const tahsilat = input.tahsilat ? { girdi: input.tahsilat, sunulan: isletme.odemeYontemleri } : null;
  // the cash rows a completion writes (dated now) and an undo removes must not touch a closed business day
  const zaman = { saatDilimi: isletme.saatDilimi, gunDonumuSaat: isletme.gunDonumuSaat };
  const kasayaYazar = (input.odeme !== null && input.odeme !== 'veresiye') || (input.tahsilat?.odemeler.length ?? 0) > 0;
  if (islem === 'tamamla' && kasayaYazar) await kapaliGunDegil(db, isletmeId, [new Date(nowMs).toISOString()], zaman);
  if (islem === 'geri-al' && kayit.durum === 'tamamlandi') await kapaliGunDegil(db, isletmeId, await odemeTarihleri(db, isletmeId, kayit.id), zaman);
  const sonuc = await durumYaz(db, isletmeId, kayit, islem, input.odeme, currentUser(c).id, yerelTarih(nowMs, isletme.saatDilimi), new Date(nowMs).toISOString(), tahsilat);
  if (!sonuc) throw new ApiError(409, 'CHANGED', 'randevu.takvim.api.changed');
  return ok(c, { randevu: await randevuGorunumOku(db, isletmeId, kayit.id), ...sonuc });
}
