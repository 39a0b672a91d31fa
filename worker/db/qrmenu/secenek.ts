import type { SecenekGrup, SecenekGrupGirdisi } from '@lib/schemas/qrmenu';
import { ApiError } from '@worker/http/envelope';
import { cokDilli, notFound, sahipSayisi, surumArtir } from './admin';

/** Product options (menu_secenek_grup / _deger / _bag) for the menu management API. Every query is scoped by venue. */

interface GrupRow { id: number; ad: string; mutfak_ad: string; en_az: number; en_cok: number; sira: number }
interface DegerRow { id: number; grup_id: number; ad: string; mutfak_ad: string; fark_kurus: number; tukendi: number; aktif: number; sira: number }
interface BagRow { grup_id: number; kategori_id: number | null; urun_id: number | null }

/** Every group of the venue with its values and attachments, in their order. */
export async function secenekleriListele(db: D1Database, isletmeId: number, grupId?: number): Promise<SecenekGrup[]> {
  const tek = grupId === undefined ? '' : ' AND id = ?';
  const tekG = grupId === undefined ? '' : ' AND grup_id = ?';
  const b = (sql: string) => db.prepare(sql).bind(isletmeId, ...(grupId === undefined ? [] : [grupId]));
  const [g, d, bag] = await db.batch([
    b(`SELECT id, ad, mutfak_ad, en_az, en_cok, sira FROM menu_secenek_grup WHERE isletme_id = ?${tek} ORDER BY sira, id`),
    b(`SELECT id, grup_id, ad, mutfak_ad, fark_kurus, tukendi, aktif, sira FROM menu_secenek_deger WHERE isletme_id = ?${tekG} ORDER BY sira, id`),
    b(`SELECT grup_id, kategori_id, urun_id FROM menu_secenek_bag WHERE isletme_id = ?${tekG} ORDER BY id`),
  ]);
  const degerler = d!.results as unknown as DegerRow[];
  const baglar = bag!.results as unknown as BagRow[];
  return (g!.results as unknown as GrupRow[]).map((r) => ({
    id: r.id, ad: cokDilli(r.ad), mutfakAd: r.mutfak_ad, enAz: r.en_az, enCok: r.en_cok, sira: r.sira,
    degerler: degerler.filter((x) => x.grup_id === r.id).map((x) => ({
      id: x.id, ad: cokDilli(x.ad), mutfakAd: x.mutfak_ad, farkKurus: x.fark_kurus, tukendi: x.tukendi === 1, aktif: x.aktif === 1, sira: x.sira,
    })),
    kategoriIdler: baglar.filter((x) => x.grup_id === r.id && x.kategori_id !== null).map((x) => x.kategori_id!),
    urunIdler: baglar.filter((x) => x.grup_id === r.id && x.urun_id !== null).map((x) => x.urun_id!),
  }));
}

export async function secenekBul(db: D1Database, isletmeId: number, id: number): Promise<SecenekGrup> {
  const [g] = await secenekleriListele(db, isletmeId, id);
  if (!g) throw notFound();
  return g;
}

/** Attachments and kept values must be the venue's own rows (of this group), else 400 with the reason. */
export async function secenekDogrula(db: D1Database, isletmeId: number, input: SecenekGrupGirdisi, mevcut?: SecenekGrup): Promise<void> {
  const kategoriler = [...new Set(input.kategoriIdler)];
  const urunler = [...new Set(input.urunIdler)];
  if ((await sahipSayisi(db, 'menu_kategori', isletmeId, kategoriler)) !== kategoriler.length) throw new ApiError(400, 'CATEGORY_INVALID', 'qrmenu.api.categoryInvalid');
  if ((await sahipSayisi(db, 'menu_urun', isletmeId, urunler)) !== urunler.length) throw new ApiError(400, 'PRODUCT_INVALID', 'qrmenu.secenek.api.urunGecersiz');
  const bilinen = new Set(mevcut?.degerler.map((d) => d.id) ?? []);
  const idler = input.degerler.flatMap((d) => (d.id ? [d.id] : []));
  if (idler.some((x) => !bilinen.has(x)) || new Set(idler).size !== idler.length) throw new ApiError(400, 'VALUE_INVALID', 'qrmenu.secenek.api.degerGecersiz');
}

const grupBaglari = (db: D1Database, isletmeId: number, grupSql: string, grupBind: unknown[], input: SecenekGrupGirdisi): D1PreparedStatement[] => [
  ...[...new Set(input.kategoriIdler)].map((k) => db.prepare(`INSERT INTO menu_secenek_bag (isletme_id, grup_id, kategori_id) VALUES (?, ${grupSql}, ?)`).bind(isletmeId, ...grupBind, k)),
  ...[...new Set(input.urunIdler)].map((u) => db.prepare(`INSERT INTO menu_secenek_bag (isletme_id, grup_id, urun_id) VALUES (?, ${grupSql}, ?)`).bind(isletmeId, ...grupBind, u)),
];

const degerEkle = (db: D1Database, isletmeId: number, grupSql: string, grupBind: unknown[], d: SecenekGrupGirdisi['degerler'][number], sira: number) =>
  db.prepare(`INSERT INTO menu_secenek_deger (isletme_id, grup_id, ad, mutfak_ad, fark_kurus, tukendi, aktif, sira) VALUES (?, ${grupSql}, ?, ?, ?, ?, ?, ?)`)
    .bind(isletmeId, ...grupBind, JSON.stringify(d.ad), d.mutfakAd, d.farkKurus, d.tukendi ? 1 : 0, d.aktif ? 1 : 0, sira);

/** A new group with its values and attachments in one batch; returns its id. */
export async function secenekEkle(db: D1Database, isletmeId: number, input: SecenekGrupGirdisi): Promise<number> {
  const son = ['(SELECT max(id) FROM menu_secenek_grup WHERE isletme_id = ?)', [isletmeId]] as const;
  const sonuc = await db.batch([
    db.prepare('INSERT INTO menu_secenek_grup (isletme_id, ad, mutfak_ad, en_az, en_cok, sira) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
      .bind(isletmeId, JSON.stringify(input.ad), input.mutfakAd, input.enAz, input.enCok, input.sira),
    ...input.degerler.map((d, i) => degerEkle(db, isletmeId, son[0], [...son[1]], d, i)),
    ...grupBaglari(db, isletmeId, son[0], [...son[1]], input),
    surumArtir(db, isletmeId),
  ]);
  return (sonuc[0]!.results[0] as { id: number }).id;
}

/** Rewrites a group: kept values are updated in place, new ones added, left-out ones removed; attachments replaced. */
export async function secenekGuncelle(db: D1Database, isletmeId: number, mevcut: SecenekGrup, input: SecenekGrupGirdisi): Promise<void> {
  const kalan = new Set(input.degerler.flatMap((d) => (d.id ? [d.id] : [])));
  const id = mevcut.id;
  await db.batch([
    db.prepare('UPDATE menu_secenek_grup SET ad = ?, mutfak_ad = ?, en_az = ?, en_cok = ?, sira = ? WHERE isletme_id = ? AND id = ?')
      .bind(JSON.stringify(input.ad), input.mutfakAd, input.enAz, input.enCok, input.sira, isletmeId, id),
    ...mevcut.degerler.filter((d) => !kalan.has(d.id)).map((d) => db.prepare('DELETE FROM menu_secenek_deger WHERE isletme_id = ? AND id = ?').bind(isletmeId, d.id)),
    ...input.degerler.map((d, i) => (d.id
      ? db.prepare('UPDATE menu_secenek_deger SET ad = ?, mutfak_ad = ?, fark_kurus = ?, tukendi = ?, aktif = ?, sira = ? WHERE isletme_id = ? AND grup_id = ? AND id = ?')
        .bind(JSON.stringify(d.ad), d.mutfakAd, d.farkKurus, d.tukendi ? 1 : 0, d.aktif ? 1 : 0, i, isletmeId, id, d.id)
      : degerEkle(db, isletmeId, '?', [id], d, i))),
    db.prepare('DELETE FROM menu_secenek_bag WHERE isletme_id = ? AND grup_id = ?').bind(isletmeId, id),
    ...grupBaglari(db, isletmeId, '?', [id], input),
    surumArtir(db, isletmeId),
  ]);
}

/** Deletes a group (its values and attachments go with it; past lines keep their own copy of what was chosen). */
export async function secenekSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM menu_secenek_bag WHERE isletme_id = ? AND grup_id = ?').bind(isletmeId, id),
    db.prepare('DELETE FROM menu_secenek_deger WHERE isletme_id = ? AND grup_id = ?').bind(isletmeId, id),
    db.prepare('DELETE FROM menu_secenek_grup WHERE isletme_id = ? AND id = ?').bind(isletmeId, id),
    surumArtir(db, isletmeId),
  ]);
}

/** Sold-out and offered switches of one value; an omitted one stays. Returns the value's group id, 404 when not the venue's. */
export async function secenekDegerDurum(db: D1Database, isletmeId: number, degerId: number, input: { tukendi?: boolean; aktif?: boolean }): Promise<number> {
  const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
  const [row] = await db.batch([
    db.prepare('UPDATE menu_secenek_deger SET tukendi = coalesce(?, tukendi), aktif = coalesce(?, aktif) WHERE isletme_id = ? AND id = ? RETURNING grup_id')
      .bind(flag(input.tukendi), flag(input.aktif), isletmeId, degerId),
    surumArtir(db, isletmeId),
  ]);
  const grup = row!.results[0] as { grup_id: number } | undefined;
  if (!grup) throw notFound();
  return grup.grup_id;
}
