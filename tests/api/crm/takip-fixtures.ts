import { env } from 'cloudflare:test';
import { yerelTarih, yerelZaman } from '../randevu/fixtures';

/** Rows for the follow-up tests (tests/api/crm-takip.test.ts, tests/api/crm-matrix/takip.ts). */

let n = 0;
let tel = Math.floor(Math.random() * 5_000_000);
const uniq = () => `${++n}${Math.floor(Math.random() * 1e6)}`;
const id = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ id: number }>())!.id;

export async function musteriEkle(isletmeId: number, ad: string, extra: { dogum?: string; email?: string; dil?: string } = {}): Promise<number> {
  const telefon = `+90535${String(1_000_000 + ++tel).slice(-7)}`;
  return id('INSERT INTO musteri (isletme_id, ad_soyad, telefon, email, dogum_tarihi, dil) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    isletmeId, ad, telefon, extra.email ?? null, extra.dogum ?? null, extra.dil ?? null);
}

/** An appointment `gun` days from today (negative = past) at 11:00 Istanbul; completed / no-show ones feed crm_ozet. */
export async function randevuEkle(isletmeId: number, musteriId: number, personelId: number, gun: number, durum: 'tamamlandi' | 'gelmedi', hizmetId?: number): Promise<number> {
  const bas = yerelZaman(gun, 11);
  const rid = await id(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus)
    VALUES (?, ?, ?, ?, ?, ?, 'panel', ?, 50000) RETURNING id`, isletmeId, musteriId, personelId, bas, new Date(Date.parse(bas) + 3_600_000).toISOString(), durum, `KOD${uniq()}XXXXXXX`);
  if (hizmetId) await env.DB.prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (?, ?, 60, 50000)').bind(rid, hizmetId).run();
  return rid;
}

export async function paketEkle(isletmeId: number, musteriId: number, hizmetId: number, kalan: number, sonGunFarki: number | null): Promise<number> {
  const pid = await id('INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus, son_gun) VALUES (?, ?, ?, 100000, ?) RETURNING id',
    isletmeId, musteriId, 'Cilt bakımı 5', sonGunFarki === null ? null : yerelTarih(sonGunFarki));
  await env.DB.prepare('INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan) VALUES (?, ?, 5, ?)').bind(pid, hizmetId, kalan).run();
  return pid;
}

export async function borcEkle(isletmeId: number, musteriId: number, kurus: number): Promise<void> {
  await env.DB.prepare("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, tarih) VALUES (?, ?, 'borc', ?, ?)").bind(isletmeId, musteriId, kurus, yerelZaman(-2, 12)).run();
}

export async function onayVer(isletmeId: number, musteriId: number, kanal: 'sms' | 'email', verildi: 0 | 1): Promise<void> {
  await env.DB.prepare("INSERT INTO musteri_onay (isletme_id, musteri_id, tur, kanal, verildi, kaynak) VALUES (?, ?, 'pazarlama', ?, ?, 'panel')").bind(isletmeId, musteriId, kanal, verildi).run();
}

/** A manual follow-up row straight into the table (for matrix rows). */
export async function takipEkle(isletmeId: number, musteriId: number, vade = yerelTarih(0), personelId: number | null = null): Promise<number> {
  return id(`INSERT INTO crm_takip (isletme_id, musteri_id, kural, anahtar, neden, vade, personel_id) VALUES (?, ?, 'manuel', ?, '{"metin":"Ara"}', ?, ?) RETURNING id`,
    isletmeId, musteriId, `m${uniq()}`, vade, personelId);
}

export async function sablonEkle(isletmeId: number, tur: 'pazarlama' | 'hizmet', tr: string, kural: string | null = null, en?: string): Promise<number> {
  return id('INSERT INTO crm_sablon (isletme_id, ad, tur, kural, metin) VALUES (?, ?, ?, ?, ?) RETURNING id', isletmeId, `Şablon ${uniq()}`, tur, kural, JSON.stringify(en ? { tr, en } : { tr }));
}

export const islemId = () => `islem-${uniq()}-${Math.floor(Math.random() * 1e9)}`;
