import { isLang, type Lang } from '@lib/i18n/languages';
import { metin, parseMetin } from '@lib/menu/text';
import { baslangicAraligi, grupOf, pencere, SAAT_ONCE_ARALIGI, vadeMs, VARSAYILAN_ZAMAN, type HatirlatmaZamani } from '@lib/randevu/hatirlatma';
import type { AtlamaNedeni, GonderimKanali, HatirlatmaAyarGirdisi, HatirlatmaDurumu, HatirlatmaListesi, HatirlatmaSatiri } from '@lib/schemas/randevu/hatirlatma';
import { bugun } from '@lib/zaman/dilim';

/** Appointment reminders: the venue's timing and texts, the list of due reminders, the sent record. */

const DILLER: readonly Lang[] = ['tr', 'en', 'de', 'ru'];
const iso = (ms: number) => new Date(ms).toISOString();

interface AyarRow { zamanlama: HatirlatmaZamani['zamanlama']; saat: string; saat_once: number; metin: string }

/** The venue's reminder settings; a venue that never saved any has the defaults (empty texts: the built-in ones). */
export function ayarSorgusu(db: D1Database, isletmeId: number): D1PreparedStatement {
  return db.prepare('SELECT zamanlama, saat, saat_once, metin FROM randevu_hatirlatma_ayar WHERE isletme_id = ?').bind(isletmeId);
}

export function ayarGorunumu(row: AyarRow | undefined): HatirlatmaAyarGirdisi {
  let metinler: Record<string, unknown> = {};
  try {
    const json = JSON.parse(row?.metin ?? '{}') as unknown;
    if (json && typeof json === 'object' && !Array.isArray(json)) metinler = json as Record<string, unknown>;
  } catch {
    metinler = {};
  }
  const dil = (l: Lang) => (typeof metinler[l] === 'string' ? (metinler[l] as string) : '');
  return {
    zamanlama: row?.zamanlama ?? VARSAYILAN_ZAMAN.zamanlama,
    saat: row?.saat ?? VARSAYILAN_ZAMAN.saat,
    saatOnce: row?.saat_once ?? VARSAYILAN_ZAMAN.saatOnce,
    metin: { tr: dil('tr'), en: dil('en'), de: dil('de'), ru: dil('ru') },
  };
}

export async function ayarOku(db: D1Database, isletmeId: number): Promise<HatirlatmaAyarGirdisi> {
  return ayarGorunumu((await ayarSorgusu(db, isletmeId).first<AyarRow>()) ?? undefined);
}

/** Saves the settings and logs each changed field in the venue's parameter log, in one batch. */
export async function ayarYaz(db: D1Database, isletmeId: number, kullaniciId: number, yeni: HatirlatmaAyarGirdisi): Promise<void> {
  const eski = await ayarOku(db, isletmeId);
  const alanlar: [string, string, string][] = [
    ['hatirlatma.zamanlama', eski.zamanlama, yeni.zamanlama],
    ['hatirlatma.saat', eski.saat, yeni.saat],
    ['hatirlatma.saatOnce', String(eski.saatOnce), String(yeni.saatOnce)],
    ...DILLER.map((l): [string, string, string] => [`hatirlatma.metin.${l}`, eski.metin[l], yeni.metin[l]]),
  ];
  await db.batch([
    db.prepare(`INSERT INTO randevu_hatirlatma_ayar (isletme_id, zamanlama, saat, saat_once, metin) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (isletme_id) DO UPDATE SET zamanlama = excluded.zamanlama, saat = excluded.saat, saat_once = excluded.saat_once, metin = excluded.metin,
          guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)
      .bind(isletmeId, yeni.zamanlama, yeni.saat, yeni.saatOnce, JSON.stringify(yeni.metin)),
    ...alanlar.filter(([, a, b]) => a !== b).map(([alan, a, b]) =>
      db.prepare('INSERT INTO parametre_log (isletme_id, kullanici_id, alan, eski, yeni) VALUES (?, ?, ?, ?, ?)').bind(isletmeId, kullaniciId, alan, a, b)),
  ]);
}

export interface ListeRow {
  id: number; baslangic: string; bitis: string; durum: 'beklemede' | 'onaylandi'; teyit_zamani: string | null;
  musteri_id: number; ad_soyad: string; telefon: string; dil: string | null; mesaj_istemiyor: number; silinme_zamani: string | null;
  personel_id: number; personel_ad: string; renk: string; hizmetler: string;
  g_kanal: GonderimKanali | null; g_zaman: string | null; g_kullanici: string | null;
}

const SATIR_SQL = `SELECT r.id, r.baslangic, r.bitis, r.durum, r.teyit_zamani,
    m.id AS musteri_id, m.ad_soyad, m.telefon, m.dil, m.mesaj_istemiyor, m.silinme_zamani,
    p.id AS personel_id, p.ad AS personel_ad, p.renk,
    (SELECT json_group_array(h.ad) FROM randevu_kalem k JOIN randevu_hizmet h ON h.id = k.hizmet_id WHERE k.randevu_id = r.id) AS hizmetler,
    g.kanal AS g_kanal, g.zaman AS g_zaman, u.ad_soyad AS g_kullanici
  FROM randevu r JOIN musteri m ON m.id = r.musteri_id AND m.isletme_id = r.isletme_id
    JOIN randevu_personel p ON p.id = r.personel_id
    LEFT JOIN randevu_hatirlatma g ON g.randevu_id = r.id
    LEFT JOIN kullanici u ON u.id = g.kullanici_id`;

/** Names of a json_group_array of multilingual names, in `lang`. */
export function hizmetAdlari(json: string, lang: Lang): string[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string').map((x) => metin(parseMetin(x), lang)).filter(Boolean) : [];
  } catch {
    return [];
  }
}

export const musteriDili = (dil: string | null): Lang => (isLang(dil) ? dil : 'tr');

function durumOf(r: ListeRow): { durum: HatirlatmaDurumu; atlamaNedeni: AtlamaNedeni | null } {
  if (r.teyit_zamani) return { durum: 'onaylandi', atlamaNedeni: null };
  if (r.silinme_zamani !== null || !r.telefon) return { durum: 'atlandi', atlamaNedeni: 'telefonYok' };
  if (r.mesaj_istemiyor === 1) return { durum: 'atlandi', atlamaNedeni: 'istemiyor' };
  return { durum: r.g_zaman ? 'gonderildi' : 'bekliyor', atlamaNedeni: null };
}

export function satirGorunumu(r: ListeRow, vade: number, grup: HatirlatmaSatiri['grup'], lang: Lang, hizmetleri = (json: string) => hizmetAdlari(json, lang)): HatirlatmaSatiri {
  const silindi = r.silinme_zamani !== null;
  return {
    randevuId: r.id, baslangic: r.baslangic, bitis: r.bitis, randevuDurum: r.durum, vade: iso(vade), grup, ...durumOf(r),
    musteri: { id: r.musteri_id, ad: r.ad_soyad, telefon: silindi ? '' : r.telefon, dil: musteriDili(r.dil) },
    hizmetler: hizmetleri(r.hizmetler),
    personel: { id: r.personel_id, ad: r.personel_ad, renk: r.renk },
    gonderim: r.g_kanal && r.g_zaman ? { kanal: r.g_kanal, kullanici: r.g_kullanici, zaman: r.g_zaman } : null,
    teyit: r.teyit_zamani,
  };
}

const GRUP_SIRA = { gecikmis: 0, bugun: 1, yarin: 2 } as const;

/** Overdue, today's and tomorrow's reminders of active appointments, by due time. D1 round trips: 1. */
export async function hatirlatmaListesi(db: D1Database, isletmeId: number, saatDilimi: string, nowMs: number, lang: Lang): Promise<HatirlatmaListesi> {
  const p = pencere(nowMs, saatDilimi);
  // the range needs the timing, so the settings and the rows come in one batch over the widest range a setting can ask
  const enGenis = baslangicAraligi(p, nowMs, { zamanlama: 'saat_once', saat: '00:00', saatOnce: SAAT_ONCE_ARALIGI[1] });
  const [ayarR, kanalR, satirR] = await db.batch([
    ayarSorgusu(db, isletmeId),
    db.prepare('SELECT aktif FROM randevu_kanal WHERE isletme_id = ?').bind(isletmeId),
    db.prepare(`${SATIR_SQL} WHERE r.isletme_id = ? AND r.durum IN ('beklemede', 'onaylandi') AND r.baslangic >= ? AND r.baslangic < ? ORDER BY r.baslangic, r.id`)
      .bind(isletmeId, iso(enGenis.basMs), iso(enGenis.bitMs)),
  ]);
  const ayar = ayarGorunumu(ayarR!.results[0] as AyarRow | undefined);
  const satirlar: HatirlatmaSatiri[] = [];
  // most rows share a few service lists: read each one's names once
  const adlar = new Map<string, string[]>();
  const hizmetleri = (json: string) => adlar.get(json) ?? adlar.set(json, hizmetAdlari(json, lang)).get(json)!;
  // "the day before" reads the zone (Intl) per start: the local day is the same within a quarter hour (every zone's
  // offset is a multiple of 15 minutes), so each quarter hour is worked out once
  const vadeler = new Map<number, number>();
  const vadesi = (ms: number) => {
    if (ayar.zamanlama === 'saat_once') return vadeMs(ms, ayar, saatDilimi);
    const ceyrek = Math.floor(ms / 900_000);
    return vadeler.get(ceyrek) ?? vadeler.set(ceyrek, vadeMs(ceyrek * 900_000, ayar, saatDilimi)).get(ceyrek)!;
  };
  for (const r of satirR!.results as unknown as ListeRow[]) {
    const baslangicMs = Date.parse(r.baslangic);
    const vade = vadesi(baslangicMs);
    const bitti = r.teyit_zamani !== null || r.g_zaman !== null;
    const grup = grupOf(vade, baslangicMs, p, nowMs, bitti);
    if (grup) satirlar.push(satirGorunumu(r, vade, grup, lang, hizmetleri));
  }
  satirlar.sort((a, b) => GRUP_SIRA[a.grup] - GRUP_SIRA[b.grup] || a.vade.localeCompare(b.vade) || a.baslangic.localeCompare(b.baslangic) || a.randevuId - b.randevuId);
  return {
    saatDilimi, bugun: bugun(saatDilimi, nowMs), zamanlama: ayar.zamanlama, saat: ayar.saat, saatOnce: ayar.saatOnce,
    linkli: (kanalR!.results[0] as { aktif: number } | undefined)?.aktif === 1, satirlar,
  };
}

/** One active appointment's reminder row with what its message needs (channel, venue name, settings). */
export async function hatirlatmaBul(db: D1Database, isletmeId: number, randevuId: number) {
  const [satir, kanal, ayar] = await db.batch([
    db.prepare(`${SATIR_SQL} WHERE r.id = ? AND r.isletme_id = ?`).bind(randevuId, isletmeId),
    db.prepare('SELECT i.ad, k.firma_adi, k.firma_key, k.aktif FROM isletme i LEFT JOIN randevu_kanal k ON k.isletme_id = i.id WHERE i.id = ?').bind(isletmeId),
    ayarSorgusu(db, isletmeId),
  ]);
  return {
    row: satir!.results[0] as (ListeRow & { durum: string }) | undefined,
    isletme: kanal!.results[0] as { ad: string; firma_adi: string | null; firma_key: string | null; aktif: number | null },
    ayar: ayarGorunumu(ayar!.results[0] as AyarRow | undefined),
  };
}

/** Records the reminder sent (the latest send wins: who, channel, when) and answers the row as it is now. */
export async function gonderildiYaz(db: D1Database, isletmeId: number, randevuId: number, kullaniciId: number, kanal: GonderimKanali): Promise<ListeRow> {
  const [, satir] = await db.batch([
    db.prepare(`INSERT INTO randevu_hatirlatma (randevu_id, isletme_id, kanal, kullanici_id) VALUES (?, ?, ?, ?)
        ON CONFLICT (randevu_id) DO UPDATE SET kanal = excluded.kanal, kullanici_id = excluded.kullanici_id, zaman = excluded.zaman`).bind(randevuId, isletmeId, kanal, kullaniciId),
    db.prepare(`${SATIR_SQL} WHERE r.id = ? AND r.isletme_id = ?`).bind(randevuId, isletmeId),
  ]);
  return satir!.results[0] as unknown as ListeRow;
}
