import '@lib/i18n/musteri';
import * as v from 'valibot';
import { telefonAlani } from '@lib/schemas/randevu/telefon';
import { aramaKelimeleri, katla } from '@lib/search';
import { MUSTERI_DILLERI, type MusteriDili, type PazarlamaIzni } from './onay';

/** The venue's customer book (/isletme/randevutakip/musteriler and the CRM): records, list query and search, shared by the worker and the panel. */

export const MUSTERI_SAYFA_BOYUTU = 50;
/** What an erased customer's row says instead of the name (the panel shows its own translated label). */
export const SILINMIS_AD = 'Silinmiş müşteri';
/** Typed instead of the customer's name to confirm a KVKK erase. */
export const SILME_KELIMESI = 'SİL';

// ---- input ----

// a missing field falls back to '' so it fails with its own message, not the object's generic one
const telefon = v.optional(telefonAlani('musteri.v.telefon'), '');

const EMAIL = v.pipe(v.string(), v.email());

/** 'YYYY-MM-DD' that exists in the calendar, from 1900 up to `bugun` ('YYYY-MM-DD'). */
export function dogumTarihiGecerli(text: string, bugun: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.toISOString().slice(0, 10) !== text) return false;
  return text >= '1900-01-01' && text <= bugun;
}

// a day of slack: 'today' in Istanbul may be tomorrow in UTC
const yarin = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * Create / edit. There is no consent time field on purpose: the server stamps KVKK_METIN_SURUM and its own clock, so
 * nobody can back-date a consent. kvkkOnay false withdraws a stored consent.
 */
export const MusteriGirdiSchema = v.pipe(v.object({
  adSoyad: v.optional(v.pipe(v.string('musteri.v.ad'), v.trim(), v.minLength(2, 'musteri.v.ad'), v.maxLength(100, 'musteri.v.adUzun')), ''),
  telefon,
  email: v.optional(v.pipe(v.string('musteri.v.email'), v.trim(), v.maxLength(254, 'musteri.v.email'), v.check((s) => s === '' || v.is(EMAIL, s), 'musteri.v.email')), ''),
  notlar: v.optional(v.pipe(v.string('musteri.v.notlar'), v.trim(), v.maxLength(2000, 'musteri.v.notlar')), ''),
  dogumTarihi: v.optional(v.pipe(v.string('musteri.v.dogum'), v.trim(), v.check((s) => s === '' || dogumTarihiGecerli(s, yarin()), 'musteri.v.dogum')), ''),
  kvkkOnay: v.optional(v.boolean('musteri.v.kvkk'), false),
  // marketing consent per channel; left out = unchanged (an older client never withdraws by omission)
  pazarlamaSms: v.optional(v.boolean('musteri.v.pazarlama')),
  pazarlamaEmail: v.optional(v.boolean('musteri.v.pazarlama')),
  // tr/en/de/ru, '' = not known; left out = unchanged
  dil: v.optional(v.picklist(['', ...MUSTERI_DILLERI], 'crm.detay.v.dil')),
  // no messages at all, reminders included; left out = unchanged
  mesajIstemiyor: v.optional(v.boolean('musteri.v.mesajIstemiyor')),
}), v.forward(v.check((g) => !g.pazarlamaEmail || g.email !== '', 'musteri.v.pazarlamaEmail'), ['pazarlamaEmail']));
export type MusteriGirdisi = v.InferOutput<typeof MusteriGirdiSchema>;

export const KvkkSilSchema = v.object({
  onay: v.optional(v.pipe(v.string('musteri.v.silOnay'), v.maxLength(200, 'musteri.v.silOnay')), ''),
});

/** The confirmation typed before an erase: the customer's name or 'SİL', however typed ('sil', 'SIL', 'ayse yilmaz'). */
export function silmeOnayiDogru(onay: string, adSoyad: string): boolean {
  const girilen = katla(onay);
  return girilen !== '' && (girilen === katla(SILME_KELIMESI) || girilen === katla(adSoyad));
}

// ---- list query ----

export const MUSTERI_FILTRELERI = ['aktif', 'borclu', 'paketli', 'silinmis'] as const;
export const MUSTERI_SIRALARI = ['ad', 'yeni', 'son'] as const;
export type MusteriFiltre = (typeof MUSTERI_FILTRELERI)[number];
export type MusteriSira = (typeof MUSTERI_SIRALARI)[number];

export const MusteriListeSorguSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(100, 'musteri.v.arama')), ''),
  sayfa: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'musteri.v.sayfa'), v.transform(Number)), '1'),
  sira: v.optional(v.picklist(MUSTERI_SIRALARI, 'musteri.v.sira'), 'ad'),
  filtre: v.optional(v.picklist(MUSTERI_FILTRELERI, 'musteri.v.filtre'), 'aktif'),
});
export type MusteriListeSorgusu = v.InferOutput<typeof MusteriListeSorguSchema>;

// ---- search (folded by katla, so 'ayse' finds 'Ayşe' and 'ISIK' finds 'Işık') ----

export interface Arama {
  /** words that must all appear in the name or e-mail */
  kelimeler: string[];
  /** phone digits (3+) when the query is a number */
  rakam: string | null;
}

export function aramaHazirla(q: string): Arama {
  const compact = q.trim().replace(/[\s().+-]/g, '');
  if (/^\d{3,}$/.test(compact)) return { kelimeler: [], rakam: compact.replace(/^0090/, '90') };
  return { kelimeler: aramaKelimeleri(q), rakam: null };
}

/** Whether a customer matches: every word in name/e-mail, or the digits inside the phone ('0532…' finds '+90532…'). */
export function musteriEslesir(m: { adSoyad: string; telefon: string; email: string | null }, arama: Arama): boolean {
  if (arama.rakam !== null) return m.telefon.replace(/\D/g, '').includes(arama.rakam);
  if (arama.kelimeler.length === 0) return true;
  const metin = `${katla(m.adSoyad)} ${katla(m.email ?? '')}`;
  return arama.kelimeler.every((kelime) => metin.includes(kelime));
}


// ---- answers ----

export interface MusteriSatiri {
  id: number;
  adSoyad: string;
  telefon: string;
  email: string | null;
  olusturma: string;
  silinmis: boolean;
  /** latest past appointment that took place (completed or confirmed) */
  sonZiyaret: string | null;
  sonrakiRandevu: string | null;
  /** appointments that were not cancelled */
  randevuSayisi: number;
  /** usable packages (not expired, sessions left) and their remaining sessions */
  aktifPaket: number;
  kalanSeans: number;
  /** borç − tahsilat; > 0 the customer owes */
  bakiyeKurus: number;
}

export interface MusteriListesi {
  satirlar: MusteriSatiri[];
  toplam: number;
  sayfa: number;
  sayfaBoyutu: number;
  sayac: { aktif: number; silinmis: number };
  /** the venue's zone: dates are shown in it, wherever the browser is */
  saatDilimi: string;
}

export interface Musteri {
  id: number;
  adSoyad: string;
  telefon: string;
  email: string | null;
  notlar: string;
  dogumTarihi: string | null;
  /** the language messages are written in; null = not known */
  dil: MusteriDili | null;
  kvkk: { surum: string; zaman: string } | null;
  /** current marketing consent per channel (from the newest consent rows) */
  pazarlama: PazarlamaIzni;
  /** asked for no messages at all: appointment reminders skip them */
  mesajIstemiyor: boolean;
  olusturma: string;
  silinmeZamani: string | null;
}
