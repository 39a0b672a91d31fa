import { GUN_MS, localDay } from '@lib/zaman/dilim';
import { gunFarki } from './segment';

/**
 * Follow-up rules as pure functions: a customer's facts, the rule settings, a clock and the venue's zone in, the
 * follow-ups due out. Days are the venue's local calendar days. `anahtar` names what a follow-up is about (the
 * absence since a visit, a birthday's year, a package, an appointment), so running the rules again never repeats one.
 */
export const KURALLAR = ['ziyaretYok', 'dogumGunu', 'paketAzaldi', 'paketBitiyor', 'acikBorc', 'gelmedi', 'ilkZiyaret'] as const;
export type Kural = (typeof KURALLAR)[number];
export type TakipKurali = Kural | 'manuel';
export const TAKIP_KURALLARI = [...KURALLAR, 'manuel'] as const;

export interface KuralAyari {
  aktif: boolean;
  /** days, sessions left or kuruş, as the rule reads it */
  deger: number;
  personelId: number | null;
}
export type KuralAyarlari = Record<Kural, KuralAyari>;

export const VARSAYILAN_DEGER: Record<Kural, number> = { ziyaretYok: 45, dogumGunu: 7, paketAzaldi: 1, paketBitiyor: 14, acikBorc: 0, gelmedi: 14, ilkZiyaret: 7 };
/** What each rule's number may be (inclusive); the settings form and the API refuse anything else. */
export const DEGER_ARALIGI: Record<Kural, readonly [number, number]> = {
  ziyaretYok: [1, 3650], dogumGunu: [1, 60], paketAzaldi: [1, 1000], paketBitiyor: [0, 365], acikBorc: [0, 100_000_000], gelmedi: [1, 365], ilkZiyaret: [1, 365],
};
/** Purpose of the encrypted booking link in follow-up messages (worker/crypto/link.ts). */
export const RANDEVU_LINKI_AMACI = 'crm-randevu';
/** A first-visit follow-up still fires this many days after its day (a late generation catches it; old customers never do). */
export const ILK_ZIYARET_PAYI = 7;

/** Settings from the crm_kural rows; a missing row is the rule's default, switched on. */
export function kuralAyarlari(satirlar: readonly { kural: string; aktif: number | boolean; deger: number; personel_id: number | null }[]): KuralAyarlari {
  const ayar = Object.fromEntries(KURALLAR.map((k) => [k, { aktif: true, deger: VARSAYILAN_DEGER[k], personelId: null }])) as KuralAyarlari;
  for (const s of satirlar) {
    if ((KURALLAR as readonly string[]).includes(s.kural)) ayar[s.kural as Kural] = { aktif: s.aktif === 1 || s.aktif === true, deger: s.deger, personelId: s.personel_id };
  }
  return ayar;
}

export interface PaketGercegi {
  id: number;
  ad: string;
  /** sessions left over all its services */
  kalan: number;
  /** last usable day 'YYYY-MM-DD' (venue zone), null = no expiry */
  sonGun: string | null;
}

export interface MusteriGercekleri {
  musteriId: number;
  /** crm_ozet (UTC ISO instants); null = never came */
  ilkZiyaret: string | null;
  sonZiyaret: string | null;
  /** 'YYYY-MM-DD' */
  dogumTarihi: string | null;
  paketler: readonly PaketGercegi[];
  /** cari_bakiye: balance and the instant of the latest ledger row */
  borcKurus: number;
  borcSonTarih: string | null;
  /** the latest past appointment that was completed or a no-show */
  sonRandevu: { id: number; baslangic: string; durum: 'tamamlandi' | 'gelmedi' } | null;
}

export interface VadeliTakip {
  kural: Kural;
  anahtar: string;
  neden: Record<string, string | number>;
  /** 'YYYY-MM-DD' in the venue's zone */
  vade: string;
}

const gunMetni = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);
/** The local calendar day ('YYYY-MM-DD') of an instant; a bare date stays as it is. */
export const yerelTarih = (iso: string, saatDilimi: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : gunMetni(localDay(Date.parse(iso), saatDilimi).dayMs));
const gunEpoch = (tarih: string) => Date.UTC(Number(tarih.slice(0, 4)), Number(tarih.slice(5, 7)) - 1, Number(tarih.slice(8, 10)));
const artikYil = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The day a birthday falls on in year `yil`: 29 February is 28 February in a non-leap year. */
export function dogumGunuTarihi(dogumTarihi: string, yil: number): string {
  const ayGun = dogumTarihi.slice(5);
  return `${String(yil).padStart(4, '0')}-${ayGun === '02-29' && !artikYil(yil) ? '02-28' : ayGun}`;
}

/** The next birthday on or after the local day `bugun` and how many days away it is. */
export function sonrakiDogumGunu(dogumTarihi: string, bugun: string): { tarih: string; gun: number } {
  const yil = Number(bugun.slice(0, 4));
  let tarih = dogumGunuTarihi(dogumTarihi, yil);
  if (tarih < bugun) tarih = dogumGunuTarihi(dogumTarihi, yil + 1);
  return { tarih, gun: Math.round((gunEpoch(tarih) - gunEpoch(bugun)) / GUN_MS) };
}

/** Today's local day of the venue. */
export const bugunu = (simdi: Date, saatDilimi: string) => gunMetni(localDay(simdi.getTime(), saatDilimi).dayMs);

/** The follow-ups due for one customer now. Every generated follow-up is due today, except a birthday (due on the day). */
export function takipleriBul(g: MusteriGercekleri, ayar: KuralAyarlari, simdi: Date, saatDilimi: string): VadeliTakip[] {
  const bugun = bugunu(simdi, saatDilimi);
  const bugundenGun = (tarih: string) => Math.round((gunEpoch(tarih) - gunEpoch(bugun)) / GUN_MS);
  const out: VadeliTakip[] = [];
  const ekle = (kural: Kural, anahtar: string, neden: Record<string, string | number>, vade = bugun) => {
    if (ayar[kural].aktif) out.push({ kural, anahtar, neden, vade });
  };

  if (g.sonZiyaret) {
    const gun = gunFarki(g.sonZiyaret, simdi, saatDilimi);
    if (gun >= ayar.ziyaretYok.deger) ekle('ziyaretYok', yerelTarih(g.sonZiyaret, saatDilimi), { gun });
  }
  if (g.dogumTarihi && /^\d{4}-\d{2}-\d{2}$/.test(g.dogumTarihi)) {
    const d = sonrakiDogumGunu(g.dogumTarihi, bugun);
    if (d.gun < ayar.dogumGunu.deger) ekle('dogumGunu', d.tarih.slice(0, 4), { tarih: d.tarih }, d.tarih);
  }
  for (const p of g.paketler) {
    if (p.kalan <= 0 || (p.sonGun !== null && p.sonGun < bugun)) continue;
    if (p.kalan <= ayar.paketAzaldi.deger) ekle('paketAzaldi', `p${p.id}`, { paket: p.ad, kalan: p.kalan });
    if (p.sonGun !== null && bugundenGun(p.sonGun) <= ayar.paketBitiyor.deger) ekle('paketBitiyor', `p${p.id}`, { paket: p.ad, sonGun: p.sonGun });
  }
  if (g.borcKurus > ayar.acikBorc.deger && g.borcSonTarih) ekle('acikBorc', yerelTarih(g.borcSonTarih, saatDilimi), { borcKurus: g.borcKurus });
  if (g.sonRandevu?.durum === 'gelmedi') {
    const gun = gunFarki(g.sonRandevu.baslangic, simdi, saatDilimi);
    if (gun >= 0 && gun <= ayar.gelmedi.deger) ekle('gelmedi', `r${g.sonRandevu.id}`, { tarih: yerelTarih(g.sonRandevu.baslangic, saatDilimi) });
  }
  if (g.ilkZiyaret) {
    const gun = gunFarki(g.ilkZiyaret, simdi, saatDilimi);
    if (gun >= ayar.ilkZiyaret.deger && gun <= ayar.ilkZiyaret.deger + ILK_ZIYARET_PAYI) ekle('ilkZiyaret', yerelTarih(g.ilkZiyaret, saatDilimi), { gun });
  }
  return out;
}

/** Local days from `bugun` (YYYY-MM-DD) by `n` days. */
export const gunEkle = (tarih: string, n: number) => gunMetni(gunEpoch(tarih) + n * GUN_MS);

// ── message templates ──
export const YER_TUTUCULAR = ['ad', 'sonHizmet', 'randevuLinki', 'isletme', 'borc', 'paket'] as const;
export type YerTutucu = (typeof YER_TUTUCULAR)[number];

/** Placeholders of a text that the product does not know ('{foo}' → 'foo'). */
export function bilinmeyenYerTutucular(metin: string): string[] {
  return [...metin.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).filter((ad) => !(YER_TUTUCULAR as readonly string[]).includes(ad));
}

/** Fills a template's placeholders; a value the customer doesn't have becomes an empty text. */
export function sablonDoldur(metin: string, degerler: Partial<Record<YerTutucu, string>>): string {
  return metin.replace(/\{(ad|sonHizmet|randevuLinki|isletme|borc|paket)\}/g, (_, ad: YerTutucu) => degerler[ad] ?? '').replace(/[ \t]{2,}/g, ' ').trim();
}
