import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { call, insertVenue, json, nextIp, scalar, type Json, insertRandevuPersoneli } from '../fixtures';

/** Shared rows and requests for the public booking API tests (tests/api/randevu-*.test.ts and the matrix). */

let n = 0;
const uniq = () => `${++n}${Math.floor(Math.random() * 1e6)}`;

export interface TestKanal {
  isletmeId: number;
  firmaKey: string;
  firmaAdi: string;
  /** [45 min + 5 min after-buffer, 30 min, 60 min offline] */
  hizmet: { sac: number; fon: number; offline: number };
  /** staff doing sac + fon, ascending ids */
  personel: [number, number];
}

export interface KanalSecenek {
  otomatikOnay?: 0 | 1;
  iptalSaatOnce?: number;
  minOnBildirimDk?: number;
  ayarJson?: unknown;
  /** weekly hours on every day (default 09:00–18:00, break 13:00–14:00) */
  gunler?: number[];
}

/** A venue with an enabled channel: two staff working every day 09:00–18:00 (break 13:00–14:00), three services. */
export async function kanalKur(secenek: KanalSecenek = {}): Promise<TestKanal> {
  const id = uniq();
  const isletmeId = await insertVenue({ ad: `Salon ${id}`, urlAdi: `salon-${id}`, tur: 'salon' });
  const db = env.DB;
  const hizmet = async (ad: string, sure: number, kurus: number, sonra: number, online = 1) =>
    (await db.prepare('INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus, sonra_tampon_dk, online) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
      .bind(isletmeId, JSON.stringify({ tr: ad, en: `${ad} EN` }), sure, kurus, sonra, online).first<{ id: number }>())!.id;
  const sac = await hizmet('Saç kesimi', 45, 45_000, 5);
  const fon = await hizmet('Fön', 30, 25_000, 0);
  const offline = await hizmet('Gizli hizmet', 60, 10_000, 0, 0);
  const personel: number[] = [];
  for (const ad of ['Selin', 'Burak']) {
    const p = await insertRandevuPersoneli(isletmeId, ad);
    personel.push(p);
    const statements = [sac, fon, offline].map((h) => db.prepare('INSERT INTO randevu_personel_hizmet (personel_id, hizmet_id) VALUES (?, ?)').bind(p, h));
    for (const gun of secenek.gunler ?? [0, 1, 2, 3, 4, 5, 6]) {
      statements.push(db.prepare("INSERT INTO randevu_calisma (personel_id, gun, baslangic, bitis, tur) VALUES (?, ?, '09:00', '18:00', 'calisma')").bind(p, gun));
      statements.push(db.prepare("INSERT INTO randevu_calisma (personel_id, gun, baslangic, bitis, tur) VALUES (?, ?, '13:00', '14:00', 'mola')").bind(p, gun));
    }
    await db.batch(statements);
  }
  const firmaKey = `TK${id}`;
  const firmaAdi = `salon-${id}`;
  await db
    .prepare('INSERT INTO randevu_kanal (isletme_id, firma_key, firma_adi, aktif, min_on_bildirim_dk, ileri_gun, adim_dk, otomatik_onay, iptal_saat_once, ayar_json) VALUES (?, ?, ?, 1, ?, 60, 15, ?, ?, ?)')
    .bind(isletmeId, firmaKey, firmaAdi, secenek.minOnBildirimDk ?? 60, secenek.otomatikOnay ?? 1, secenek.iptalSaatOnce ?? 24, JSON.stringify(secenek.ayarJson ?? { infoCards: { workingHours: { hours: [] } } }))
    .run();
  return { isletmeId, firmaKey, firmaAdi, hizmet: { sac, fon, offline }, personel: personel as [number, number] };
}

/** Europe/Istanbul (UTC+3 all year) wall time `gun` days from today → UTC ISO. */
export function yerelZaman(gun: number, saat: number, dakika = 0): string {
  const now = new Date(Date.now() + 3 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + gun, saat - 3, dakika)).toISOString();
}

/** 'YYYY-MM-DD' of the Istanbul day `gun` days from today. */
export function yerelTarih(gun: number): string {
  return yerelZaman(gun, 12).slice(0, 10);
}

let telefonNo = 0;
/** A distinct valid mobile number in the usual local spelling ('0532 000 00 01'). */
export function yeniTelefon(): string {
  telefonNo += 1;
  const d = String(telefonNo).padStart(7, '0');
  return `0532 ${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5, 7)}`;
}

export interface RandevuGovdesi {
  hizmetIdler: number[];
  personelId: number | null;
  baslangic: string;
  adSoyad: string;
  telefon: string;
  email?: string;
  kvkkOnay: boolean;
  pazarlamaSms?: boolean;
  kaynak?: 'online' | 'widget';
}

export function govde(k: TestKanal, baslangic: string, extra: Partial<RandevuGovdesi> = {}): RandevuGovdesi {
  return { hizmetIdler: [k.hizmet.sac], personelId: k.personel[0], baslangic, adSoyad: 'Ayşe Müşteri', telefon: yeniTelefon(), kvkkOnay: true, kaynak: 'online', ...extra };
}

export function olustur(firmaKey: string, body: unknown, options: { ip?: string; key?: string; lang?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = options.key ? { 'idempotency-key': options.key } : {};
  return call('POST', `/api/randevu/${firmaKey}/randevular`, { body, ip: options.ip ?? nextIp(), headers, origin: 'https://baska-site.example', lang: options.lang });
}

/** Books and returns the answer's data (fails the test unless 201). */
export async function rezerveEt(k: TestKanal, baslangic: string, extra: Partial<RandevuGovdesi> = {}): Promise<{ data: Json; body: RandevuGovdesi }> {
  const body = govde(k, baslangic, extra);
  const response = await olustur(k.firmaKey, body);
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return { data: answer.data, body };
}

export function yonet(firmaKey: string, islem: 'sorgula' | 'randevular/iptal' | 'randevular/ertele', body: unknown, ip = nextIp()): Promise<Response> {
  return call('POST', `/api/randevu/${firmaKey}/${islem}`, { body, ip, origin: 'https://baska-site.example' });
}

// ---- rows of the route × role × venue matrix (tests/api/matrix.test.ts): public calls answer every caller alike ----

type Role = 'anon' | 'admin' | 'adminKisitli' | 'owner' | 'waiter' | 'noSet' | 'foreign';
type Row = Record<Role, number>;
interface Req {
  path: string;
  body?: unknown;
  after?: (allowed: boolean) => Promise<void>;
}
const herkes = (status: number): Row => ({ anon: status, admin: status, adminKisitli: status, owner: status, waiter: status, noSet: status, foreign: status });
const sahip = (status: number): Row => ({ anon: 401, admin: 403, adminKisitli: 403, owner: status, waiter: 403, noSet: 403, foreign: 403 });
let kanalAyarNo = 0;

let matrisKanal: Promise<TestKanal> | null = null;
const kanal = () => (matrisKanal ??= kanalKur());
let slotNo = 0;
const SAATLER = [9, 10, 11, 12, 14, 15, 16, 17];
/** a fresh slot per call, an hour apart (45 min + 5 min buffer never overlap), of days 2, 3, … */
function yeniSlot(): string {
  const i = slotNo++;
  return yerelZaman(2 + Math.floor(i / SAATLER.length), SAATLER[i % SAATLER.length]!);
}
/** an appointment of the matrix channel on staff 2 (the create row books staff 1) */
async function matrisRandevusu(): Promise<{ data: Json; body: RandevuGovdesi }> {
  const k = await kanal();
  return rezerveEt(k, yeniSlot(), { personelId: k.personel[1] });
}

export const RANDEVU_MATRIX: Record<string, { expect: Row; build: (role: Role) => Promise<Req> }> = {
  // operator channel settings (venue-scoped): only the owner's full set of venue A may read or write
  'GET /isletme/randevu/kanal': { expect: sahip(200), build: async () => ({ path: '/isletme/randevu/kanal' }) },
  'PUT /isletme/randevu/kanal': {
    expect: sahip(200),
    build: async () => {
      const ileriGun = 200 + (kanalAyarNo++ % 150);
      return {
        path: '/isletme/randevu/kanal',
        body: { aktif: true, minOnBildirimDk: 30, ileriGun, adimDk: 20, otomatikOnay: false, iptalSaatOnce: 12 },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu_kanal WHERE ileri_gun = ?', ileriGun)).toBe(allowed ? 1 : 0),
      };
    },
  },
  'GET /Rezervasyon/onlinekanalgetforclient': { expect: herkes(200), build: async () => ({ path: `/Rezervasyon/onlinekanalgetforclient?IsletmeId=${(await kanal()).firmaKey}` }) },
  'POST /Rezervasyon/onlinekanalgetforclient': { expect: herkes(200), build: async () => ({ path: '/Rezervasyon/onlinekanalgetforclient', body: { IsletmeId: (await kanal()).firmaKey } }) },
  'GET /randevu/:firmaKey/kanal': { expect: herkes(200), build: async () => ({ path: `/randevu/${(await kanal()).firmaKey}/kanal` }) },
  'GET /randevu/:firmaKey/slotlar': {
    expect: herkes(200),
    build: async () => {
      const k = await kanal();
      return { path: `/randevu/${k.firmaKey}/slotlar?hizmetIdler=${k.hizmet.sac}&personelId=any&tarih=${yerelTarih(3)}` };
    },
  },
  'GET /randevu/:firmaKey/gunler': {
    expect: herkes(200),
    build: async () => {
      const k = await kanal();
      return { path: `/randevu/${k.firmaKey}/gunler?hizmetIdler=${k.hizmet.sac}&personelId=any&baslangic=${yerelTarih(2)}&gun=14` };
    },
  },
  'POST /randevu/:firmaKey/randevular': {
    expect: herkes(201),
    build: async () => {
      const k = await kanal();
      const body = govde(k, yeniSlot());
      return { path: `/randevu/${k.firmaKey}/randevular`, body, after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu WHERE isletme_id = ? AND baslangic = ? AND personel_id = ?', k.isletmeId, body.baslangic, k.personel[0])).toBe(allowed ? 1 : 0) };
    },
  },
  'POST /randevu/:firmaKey/sorgula': {
    expect: herkes(200),
    build: async () => {
      const { data, body } = await matrisRandevusu();
      return { path: `/randevu/${(await kanal()).firmaKey}/sorgula`, body: { kod: data.kod, telefon: body.telefon } };
    },
  },
  'POST /randevu/:firmaKey/randevular/iptal': {
    expect: herkes(200),
    build: async () => {
      const { data, body } = await matrisRandevusu();
      return {
        path: `/randevu/${(await kanal()).firmaKey}/randevular/iptal`,
        body: { kod: data.kod, telefon: body.telefon },
        after: async (allowed) => expect(await scalar("SELECT count(*) FROM randevu WHERE kod = ? AND durum = 'iptal'", data.kod)).toBe(allowed ? 1 : 0),
      };
    },
  },
  'POST /randevu/:firmaKey/randevular/ertele': {
    expect: herkes(200),
    build: async () => {
      const { data } = await matrisRandevusu();
      const yeni = yeniSlot();
      return {
        path: `/randevu/${(await kanal()).firmaKey}/randevular/ertele`,
        body: { link: data.yonetimLinki, yeniBaslangic: yeni },
        after: async (allowed) => expect(await scalar('SELECT count(*) FROM randevu WHERE kod = ? AND baslangic = ?', data.kod, yeni)).toBe(allowed ? 1 : 0),
      };
    },
  },
};
