import * as v from 'valibot';
import { SIPARIS_KALEM_SINIRI, SiparisKalemiSchema } from './islem';

/**
 * Ordering from the table (the guest's QR menu): what the guest sends (POST /api/qrmenu/{slug}/siparis, /cagri) and
 * the staff's answers to it (operations of POST /api/isletme/cafe/islem). The cart id is made by the guest's phone:
 * sending it twice is one order.
 */

const id = (m: string) => v.pipe(v.number(m), v.integer(m), v.minValue(1, m), v.maxValue(0xffffffff, m));
const kimlik = v.pipe(v.string('cafe.v.islemId'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'cafe.v.islemId'));
const islemId = kimlik;

export const QR_RED_NEDENLERI = ['tukendi', 'kapali', 'masa', 'diger'] as const;
export type QrRedNedeni = (typeof QR_RED_NEDENLERI)[number];
export const QR_CAGRI_TURLERI = ['garson', 'hesap'] as const;
export type QrCagriTuru = (typeof QR_CAGRI_TURLERI)[number];

const kalemler = v.pipe(v.array(SiparisKalemiSchema, 'cafe.v.kalemler'), v.minLength(1, 'cafe.v.kalemler'), v.maxLength(SIPARIS_KALEM_SINIRI, 'cafe.v.kalemler'));

/** The guest's cart: priced by the server (POST …/sepet) or sent (POST …/siparis, with the cart's id). */
export const QrSepetSchema = v.object({ kalemler });
export const QrSiparisGovdeSchema = v.object({ siparisId: kimlik, kalemler });
export const QrCagriGovdeSchema = v.object({ tur: v.picklist(QR_CAGRI_TURLERI, 'cafe.v.tur') });

/** Operations the venue's object runs for a guest with a valid visit (never through the staff route). */
export const QrSiparisSchema = v.object({ islemId, tur: v.literal('qrSiparis'), masaId: id('cafe.v.masa'), kalemler });
export const QrCagriSchema = v.object({ islemId, tur: v.literal('qrCagri'), masaId: id('cafe.v.masa'), cagri: v.picklist(QR_CAGRI_TURLERI, 'cafe.v.tur') });

/** Staff: accept a waiting guest order (its lines go to the check, opened if needed), refuse it with a reason, clear a call. */
export const QrKabulSchema = v.object({ islemId, tur: v.literal('qrKabul'), qrSiparisId: id('cafe.v.qrSiparis') });
export const QrRedSchema = v.object({ islemId, tur: v.literal('qrRed'), qrSiparisId: id('cafe.v.qrSiparis'), neden: v.picklist(QR_RED_NEDENLERI, 'cafe.v.neden') });
export const CagriKapatSchema = v.object({ islemId, tur: v.literal('cagriKapat'), cagriId: id('cafe.v.cagri') });

export type QrSiparisIslemi = v.InferOutput<typeof QrSiparisSchema>;
export type QrCagriIslemi = v.InferOutput<typeof QrCagriSchema>;
export type QrKabulIslemi = v.InferOutput<typeof QrKabulSchema>;
export type QrRedIslemi = v.InferOutput<typeof QrRedSchema>;
export type CagriKapatIslemi = v.InferOutput<typeof CagriKapatSchema>;

/** A priced line of a guest order (what the staff's card and the guest's cart show). */
export interface QrKalem { urunId: number; ad: string; adet: number; birimKurus: number; tutarKurus: number; not: string; secenekler: string[] }

/** A guest order as the staff's screen lists it. */
export interface QrBekleyen { id: number; masaId: number; masa: string; zaman: string; toplamKurus: number; kalemler: QrKalem[] }
/** An open call of a table. */
export interface QrCagri { id: number; masaId: number; masa: string; tur: QrCagriTuru; zaman: string }
/** GET /api/isletme/cafe/qr: what waits for the staff. */
export interface QrDurumu { bekleyen: QrBekleyen[]; cagrilar: QrCagri[] }
