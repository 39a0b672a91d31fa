import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import { kampanyaDurumu, type HaftalikSaat } from '@lib/menu/campaign';
import { KampanyaSchema } from '@lib/schemas/qrmenu';
import { requirePermission } from '@worker/auth/guards';
import { cokDilli, jsonList, sahipSayisi } from '@worker/db/qrmenu/admin';
import { kampanyaBul, kampanyaEkle, kampanyaGuncelle, kampanyaListesi, kampanyaSil, kampanyaZamaniYaz, type KampanyaRow } from '@worker/db/qrmenu/kampanya';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { isletmeZamani } from '@worker/db/parametre';

const KEY = 'isletme:qrmenu:menu';

function toKampanya(row: KampanyaRow, nowMs: number, timeZone: string) {
  const haftalikSaatler = jsonList<HaftalikSaat>(row.haftalik_saatler);
  const durum = kampanyaDurumu({ baslangic: row.baslangic, bitis: row.bitis, haftalikSaatler, aktif: row.aktif === 1 }, nowMs, timeZone);
  return {
    id: row.id,
    baslik: cokDilli(row.baslik),
    aciklama: cokDilli(row.aciklama),
    tur: row.tur,
    deger: row.deger,
    hediyeUrunId: row.hediye_urun_id,
    urunIdler: jsonList<number>(row.urun_idler),
    kategoriIdler: jsonList<number>(row.kategori_idler),
    baslangic: row.baslangic,
    bitis: row.bitis,
    haftalikSaatler,
    aktif: row.aktif === 1,
    durum: durum.durum,
    degisimMs: durum.durum === 'aktif' ? durum.bitisMs : durum.durum === 'yaklasan' ? durum.baslangicMs : null,
  };
}

/** Business rules beyond the shape, and the row's column values (times normalised to UTC ISO). */
async function kampanyaDegerleri(c: Context<AppEnv>, input: v.InferOutput<typeof KampanyaSchema>): Promise<unknown[]> {
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const baslangic = Date.parse(input.baslangic);
  const bitis = Date.parse(input.bitis);
  if (!Number.isFinite(baslangic) || !Number.isFinite(bitis)) throw new ApiError(400, 'VALIDATION', 'qrmenu.timeInvalid');
  if (bitis <= baslangic) throw new ApiError(400, 'CAMPAIGN_DATES', 'qrmenu.api.campaignDates');
  if (input.tur === 'yuzde_indirim' && (input.deger < 1 || input.deger > 100)) throw new ApiError(400, 'VALIDATION', 'qrmenu.api.discountRange');
  if (input.tur === 'sabit_fiyat' && input.deger <= 0) throw new ApiError(400, 'VALIDATION', 'qrmenu.api.fixedPrice');
  const hediye = input.tur === 'hediye_urun' ? input.hediyeUrunId : null;
  if (input.tur === 'hediye_urun' && (hediye === null || (await sahipSayisi(db, 'menu_urun', isletmeId, [hediye])) !== 1)) throw new ApiError(400, 'GIFT_INVALID', 'qrmenu.api.giftRequired');
  const urunIdler = [...new Set(input.urunIdler)];
  const kategoriIdler = [...new Set(input.kategoriIdler)];
  if ((await sahipSayisi(db, 'menu_urun', isletmeId, urunIdler)) !== urunIdler.length || (await sahipSayisi(db, 'menu_kategori', isletmeId, kategoriIdler)) !== kategoriIdler.length) {
    throw new ApiError(400, 'TARGET_INVALID', 'qrmenu.api.campaignTargets');
  }
  return [
    JSON.stringify(input.baslik), JSON.stringify(input.aciklama), input.tur, input.tur === 'hediye_urun' ? 0 : input.deger, hediye,
    JSON.stringify(urunIdler), JSON.stringify(kategoriIdler), new Date(baslangic).toISOString(), new Date(bitis).toISOString(), JSON.stringify(input.haftalikSaatler),
  ];
}

const kampanyaVar = (c: Context<AppEnv>, id: number) => kampanyaBul(c.env.DB, c.get('isletme').id, id);

/** Campaigns (fixed price, bonus item, percent off) with their derived state for the panel. */
export const kampanyaRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => {
    const isletmeId = c.get('isletme').id;
    const { saatDilimi } = await isletmeZamani(c.env.DB, isletmeId);
    const results = await kampanyaListesi(c.env.DB, isletmeId);
    const now = Date.now();
    return ok(c, results.map((row) => toKampanya(row, now, saatDilimi)));
  })
  .post('/', requirePermission(`${KEY}:ekle`), async (c) => {
    const input = await readBody(c, KampanyaSchema);
    const values = await kampanyaDegerleri(c, input);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    return ok(c, { id: await kampanyaEkle(db, isletmeId, values) }, 201);
  })
  .put('/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, KampanyaSchema);
    await kampanyaVar(c, id);
    const values = await kampanyaDegerleri(c, input);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await kampanyaGuncelle(db, isletmeId, id, values);
    return ok(c, { id });
  })
  .post('/:id/bitir', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const row = await kampanyaVar(c, id);
    const now = Date.now();
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    // an ended campaign keeps its end; an upcoming one gets a start just before now (bitis > baslangic holds)
    const bitis = Date.parse(row.bitis) <= now ? row.bitis : new Date(now).toISOString();
    const baslangic = Date.parse(row.baslangic) < Date.parse(bitis) ? row.baslangic : new Date(Date.parse(bitis) - 1000).toISOString();
    await kampanyaZamaniYaz(db, isletmeId, id, baslangic, bitis);
    return ok(c, { id, bitis });
  })
  .delete('/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    await kampanyaVar(c, id);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await kampanyaSil(db, isletmeId, id);
    return ok(c, { id });
  });
