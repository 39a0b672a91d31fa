import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { MessageKey } from '@lib/i18n/translate';
import { bugunu } from '@lib/crm/kural';
import {
  GonderSchema, KaydetSchema, KurallarSchema, ManuelTakipSchema, SablonSchema, TAKIP_SORGU_ALANLARI, TakipDegisikligiSchema, TakipSorguSchema, YazdirSchema,
} from '@lib/schemas/crm/takip';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { kurallar, kurallariKaydet, sablonBul, sablonEkle, sablonGuncelle, sablonlar, sablonSil } from '@worker/db/crm/takip/ayar';
import { gonder, kaydet, takipDetayi, yazdir } from '@worker/db/crm/takip/detay';
import { manuelEkle, musteriAra, personeller, siradakiBenim, takipBul, takipDegistir, takipler, type TakipFiltresi } from '@worker/db/crm/takip/liste';
import { gunlukUretim } from '@worker/db/crm/takip/uretim';
import { isletmeZamani } from '@worker/db/parametre';
import { csvCevap, csvZaman } from '@worker/http/csv';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import { sorguOku } from '@worker/routes/isletme/kasa/sorgu';
import type { AppEnv } from '@worker/types';

/**
 * /api/isletme/crm follow-ups: the list (rules run on its first read each local day), manual entries and their
 * changes, CSV; the rules and templates; one follow-up with its send / outcome / print. Nothing is sent from here:
 * `gonder` records the send and answers the phone's composer address.
 */
const AramaSchema = v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(100))) });
const LISTE = 'isletme:crm:musteri-takip:rapor';
const DETAY = 'isletme:crm:musteri-takip:rapor-detay';

const ctx = (c: Context<AppEnv>) => ({ db: c.env.DB, isletmeId: c.get('isletme').id, kullaniciId: currentUser(c).id });
const tx = (c: Context<AppEnv>) => (key: string, params?: Record<string, string | number>) => translate(c.get('lang'), key as MessageKey, params);

/** The local day, after today's generation has run (first read of the day). */
async function hazirla(c: Context<AppEnv>): Promise<{ bugun: string; saatDilimi: string }> {
  const { db, isletmeId } = ctx(c);
  const { saatDilimi } = await isletmeZamani(db, isletmeId);
  const simdi = new Date();
  await gunlukUretim(db, isletmeId, simdi, saatDilimi);
  return { bugun: bugunu(simdi, saatDilimi), saatDilimi };
}

function filtre(c: Context<AppEnv>) {
  const s = sorguOku(c, TakipSorguSchema, TAKIP_SORGU_ALANLARI);
  const f: TakipFiltresi = { sekme: s.sekme, benimKullaniciId: s.benim === '1' ? currentUser(c).id : null, kural: s.kural, personel: s.personel as number | undefined, q: s.q };
  return { f, sayfa: s.sayfa as unknown as number };
}

export const takipRoutes = new Hono<AppEnv>()
  .get('/takipler', requirePermission(LISTE), async (c) => {
    const { f, sayfa } = filtre(c);
    const { bugun } = await hazirla(c);
    const { db, isletmeId } = ctx(c);
    return ok(c, await takipler(db, isletmeId, f, bugun, sayfa));
  })
  .get('/takipler/disa-aktar', requirePermission(`${LISTE}:disa-aktar`), async (c) => {
    const { f } = filtre(c);
    const { bugun, saatDilimi } = await hazirla(c);
    const { db, isletmeId } = ctx(c);
    const t = tx(c);
    const { satirlar } = await takipler(db, isletmeId, f, bugun, 1, 100_000);
    return csvCevap(c, [
      ['musteri', 'telefon', 'kural', 'neden', 'vade', 'personel', 'durum', 'sonuc', 'sonGonderim'].map((k) => t(`crm.takip.csv.${k}`)),
      ...satirlar.map((r) => [
        r.musteri.ad, r.musteri.telefon, t(`crm.takip.kural.${r.kural}`), t(`crm.takip.neden.${r.kural}`, r.neden), r.vade, r.personel?.ad ?? '',
        t(`crm.takip.durum.${r.durum}`), r.sonuc ? t(`crm.takip.sonuc.${r.sonuc}`) : '', r.sonGonderim ? csvZaman(r.sonGonderim, saatDilimi) : '',
      ]),
    ], `musteri-takip-${bugun}`, saatDilimi);
  })
  // the detail screen without ?takip opens the caller's next open follow-up
  .get('/takipler/siradaki', requirePermission(DETAY), async (c) => {
    await hazirla(c);
    const { db, isletmeId, kullaniciId } = ctx(c);
    return ok(c, { id: await siradakiBenim(db, isletmeId, kullaniciId) });
  })
  .get('/takip-musteri-ara', requirePermission(`${LISTE}:ekle`), async (c) => {
    const { q } = sorguOku(c, AramaSchema, ['q']);
    const { db, isletmeId } = ctx(c);
    return ok(c, { musteriler: await musteriAra(db, isletmeId, q ?? '') });
  })
  .post('/takipler', requirePermission(`${LISTE}:ekle`), async (c) => {
    const g = await readBody(c, ManuelTakipSchema);
    const { db, isletmeId, kullaniciId } = ctx(c);
    const id = await manuelEkle(db, isletmeId, kullaniciId, g);
    return ok(c, await takipBul(db, isletmeId, id), 201);
  })
  .patch('/takipler/:id', requirePermission(`${LISTE}:guncelle`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, TakipDegisikligiSchema);
    const { db, isletmeId } = ctx(c);
    await takipDegistir(db, isletmeId, id, g);
    return ok(c, await takipBul(db, isletmeId, id));
  })
  .get('/takipler/:id', requirePermission(DETAY), async (c) => {
    const id = idParam(c);
    const { db, isletmeId } = ctx(c);
    const { saatDilimi } = await isletmeZamani(db, isletmeId);
    return ok(c, await takipDetayi(db, isletmeId, id, { linkKey: c.env.LINK_KEY, origin: new URL(c.req.url).origin, simdi: new Date(), saatDilimi, lang: c.get('lang') }));
  })
  .post('/takipler/:id/gonder', requirePermission(`${DETAY}:gonder`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, GonderSchema);
    const { db, isletmeId, kullaniciId } = ctx(c);
    return ok(c, await gonder(db, isletmeId, kullaniciId, id, g));
  })
  .post('/takipler/:id/kaydet', requirePermission(`${DETAY}:kaydet`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, KaydetSchema);
    const { db, isletmeId, kullaniciId } = ctx(c);
    return ok(c, await kaydet(db, isletmeId, kullaniciId, id, g));
  })
  .post('/takipler/:id/yazdir', requirePermission(`${DETAY}:yazdir`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, YazdirSchema);
    const { db, isletmeId, kullaniciId } = ctx(c);
    await yazdir(db, isletmeId, kullaniciId, id, g.islemId);
    return ok(c, { id });
  })
  // ── rules and templates: read with the list, written with its guncelle ──
  .get('/kurallar', requirePermission(LISTE), async (c) => {
    const { db, isletmeId } = ctx(c);
    const [k, p] = await Promise.all([kurallar(db, isletmeId), personeller(db, isletmeId)]);
    return ok(c, { kurallar: k, personeller: p });
  })
  .put('/kurallar', requirePermission(`${LISTE}:guncelle`), async (c) => {
    const g = await readBody(c, KurallarSchema);
    const { db, isletmeId } = ctx(c);
    await kurallariKaydet(db, isletmeId, g.kurallar);
    return ok(c, { kurallar: await kurallar(db, isletmeId) });
  })
  .get('/sablonlar', requirePermission(LISTE), async (c) => {
    const { db, isletmeId } = ctx(c);
    return ok(c, { sablonlar: await sablonlar(db, isletmeId) });
  })
  .post('/sablonlar', requirePermission(`${LISTE}:guncelle`), async (c) => {
    const g = await readBody(c, SablonSchema);
    const { db, isletmeId } = ctx(c);
    return ok(c, await sablonBul(db, isletmeId, await sablonEkle(db, isletmeId, g)), 201);
  })
  .put('/sablonlar/:id', requirePermission(`${LISTE}:guncelle`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, SablonSchema);
    const { db, isletmeId } = ctx(c);
    await sablonGuncelle(db, isletmeId, id, g);
    return ok(c, await sablonBul(db, isletmeId, id));
  })
  .delete('/sablonlar/:id', requirePermission(`${LISTE}:guncelle`), async (c) => {
    const id = idParam(c);
    const { db, isletmeId } = ctx(c);
    return ok(c, { id, ...(await sablonSil(db, isletmeId, id)) });
  });
