/** Platform day counts without personal data (gunluk_sayac): one UPSERT per event, on the venue's local day. */
export const QR_GORUNTULEME = 'qr_goruntuleme';

export async function sayacArtir(db: D1Database, isletmeId: number, gun: string, tur: string, n = 1): Promise<void> {
  await db
    .prepare('INSERT INTO gunluk_sayac (gun, isletme_id, tur, sayi) VALUES (?, ?, ?, ?) ON CONFLICT (gun, isletme_id, tur) DO UPDATE SET sayi = sayi + excluded.sayi')
    .bind(gun, isletmeId, tur, n)
    .run();
}
