import { ApiError } from '@worker/http/envelope';

/** R2 prefix of photos uploaded on /isletme/personel; the appointment panel's older ones live under randevu/personel. */
export const PERSONEL_FOTO_ONEKI = 'personel';
const ONEKLER = [PERSONEL_FOTO_ONEKI, 'randevu/personel'];

/** A photo key must be one this venue uploaded (either prefix) and still exist in R2; an unchanged photo is not looked up again. */
export async function fotoDogrula(bucket: R2Bucket, isletmeId: number, foto: string | null, mevcut: string | null = null): Promise<void> {
  if (foto === null || foto === mevcut) return;
  const bizim = ONEKLER.some((onEk) => foto.startsWith(`${onEk}/${isletmeId}/`));
  if (!bizim || !(await bucket.head(foto))) throw new ApiError(400, 'IMAGE_KEY_INVALID', 'error.imageKeyInvalid');
}
