import { Hono, type Context } from 'hono';
import { slotUygunMu } from '@lib/randevu/availability';
import { GUN_MS, localDay, tarihMetni } from '@lib/randevu/time';
import { KVKK_METIN_SURUM, RandevuOlusturSchema } from '@lib/schemas/randevu/kanal';
import { clientIp, readBody } from '@worker/http/request';
import { HUCRE_MS, hucreAraligi, kanalYukle, musaitlikGirdisi, saatDilimi, secimOlustur, type KanalVerisi } from '@worker/db/randevu/kanal';
import { OLUSTURMA_MAX, denemeBaslat } from '@worker/db/randevu/limit';
import { cakisma, kodUret, randevuYaz, yanitSabitle, idempotencyOku, eskiIdempotencySil } from '@worker/db/randevu/yaz';
import { ApiError, ok } from '@worker/http/envelope';
import { IDEMPOTENCY_OMRU_MS, idempotencyAnahtari } from '@worker/http/idempotency';
import type { AppEnv } from '@worker/types';
import { istenenKapora, type IstenenKapora } from '@worker/db/randevu/kapora';
import { firmaKeyParam, sha256, slotDolu, sonrakiSlotlar, yonetimLinki } from './ortak';

/** POST /:firmaKey/randevular — the public create (booking page and widget). */
export const olusturRoutes = new Hono<AppEnv>();

/** The header rule and lifetime are the shared ones (worker/http/idempotency.ts); this route claims its key in its own batch. */
export { IDEMPOTENCY_OMRU_MS };

interface Olusan {
  id: number;
  kod: string;
  durum: string;
  baslangic: string;
  bitis: string;
  personel_id: number;
  toplam_kurus: number;
  kapora?: IstenenKapora & { kod: string };
}

async function yanitGovdesi(c: Context<AppEnv>, kanal: KanalVerisi['kanal'], r: Olusan): Promise<string> {
  const link = await yonetimLinki(c.env, { firmaAdi: kanal.firma_adi, firmaKey: kanal.firma_key }, r.id, kanal.isletme_id, Date.parse(r.bitis));
  const kapora = r.kapora ? { kod: r.kapora.kod, tutarKurus: r.kapora.tutarKurus, sonZaman: r.kapora.sonZaman, iban: r.kapora.ayar.iban, hesapSahibi: r.kapora.ayar.hesapSahibi } : null;
  const data = { kod: r.kod, durum: r.durum, baslangic: r.baslangic, bitis: r.bitis, personelId: r.personel_id, toplamKurus: r.toplam_kurus, yonetimLinki: link, ...(kapora ? { kapora } : {}) };
  return JSON.stringify({ success: true, data });
}

const jsonYanit = (c: Context<AppEnv>, body: string) => c.body(body, 201, { 'Content-Type': 'application/json; charset=UTF-8' });

/** Same key again: the stored answer (built and stored now if the first request has not stored it yet). */
async function tekrarYanit(c: Context<AppEnv>, kanal: KanalVerisi['kanal'], anahtar: string, ozet: string) {
  const row = await idempotencyOku<Olusan>(c.env.DB, kanal.isletme_id, anahtar);
  if (!row || row.id === null) throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'randevu.api.idempotencyMismatch');
  if (row.istek_ozet !== ozet) throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'randevu.api.idempotencyMismatch');
  if (row.yanit) return jsonYanit(c, row.yanit);
  return jsonYanit(c, await yanitSabitle(c.env.DB, kanal.isletme_id, anahtar, await yanitGovdesi(c, kanal, row)));
}

olusturRoutes.post('/:firmaKey/randevular', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const anahtar = idempotencyAnahtari(c, 'randevu.api.idempotencyKeyInvalid');
  const input = await readBody(c, RandevuOlusturSchema);
  const baslangicMs = Date.parse(input.baslangic);
  if (!Number.isFinite(baslangicMs) || baslangicMs % HUCRE_MS !== 0) throw new ApiError(400, 'VALIDATION', 'randevu.api.timeInvalid');
  const ozet = anahtar ? await sha256(JSON.stringify({ ...input, baslangic: baslangicMs })) : '';
  const db = c.env.DB;

  // expired Idempotency-Keys go with the attempt counting (same round trip); the index on olusturma keeps it cheap
  const eskiAnahtarlar = eskiIdempotencySil(db, Date.now() - IDEMPOTENCY_OMRU_MS);
  const deneme = await denemeBaslat(db, `randevu-olustur:${clientIp(c)}`, OLUSTURMA_MAX, [eskiAnahtarlar]);
  if (deneme.retryAfter > 0) {
    c.header('Retry-After', String(deneme.retryAfter));
    throw new ApiError(429, 'RATE_LIMITED', 'randevu.api.tooManyBookings', { dakika: Math.ceil(deneme.retryAfter / 60) });
  }
  const veri = await kanalYukle(db, firmaKey, { aralik: { basMs: baslangicMs - GUN_MS, bitMs: baslangicMs + 2 * GUN_MS }, idempotencyAnahtari: anahtar });
  if (!veri) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.channelNotFound');
  const kanal = veri.kanal;
  if (anahtar && veri.idempotency) return tekrarYanit(c, kanal, anahtar, ozet);

  const secim = secimOlustur(veri, input.hizmetIdler);
  if (!secim) throw new ApiError(400, 'VALIDATION', 'randevu.api.serviceInvalid');
  let adaylar = secim.adaylar;
  if (input.personelId !== null) {
    if (!adaylar.includes(input.personelId)) throw new ApiError(400, 'VALIDATION', 'randevu.api.staffInvalid');
    adaylar = [input.personelId];
  }
  const nowMs = Date.now();
  const tarih = tarihMetni(localDay(baslangicMs, saatDilimi(veri)).dayMs);
  const girdi = musaitlikGirdisi(veri, secim, adaylar, tarih, nowMs);
  const bitisMs = baslangicMs + secim.sureDk * 60_000;
  // a deposit booking waits as "beklemede" with an unpaid hold, whatever the automatic confirmation says
  const istenen = await istenenKapora(db, kanal.isletme_id, secim.hizmetler.map((h) => ({ id: h.id, fiyatKurus: h.fiyat_kurus })), input.telefon, nowMs);
  const durum = kanal.otomatik_onay === 1 && !istenen ? 'onaylandi' : 'beklemede';
  const musteri = { adSoyad: input.adSoyad, telefon: input.telefon, email: input.email || null, kvkkSurum: KVKK_METIN_SURUM, kvkkZaman: new Date(nowMs).toISOString(), pazarlamaSms: input.pazarlamaSms, dil: c.get('lang') };
  const kalemler = secim.hizmetler.map((h) => ({ hizmetId: h.id, sureDk: h.sure_dk, fiyatKurus: h.fiyat_kurus }));

  // "any": free staff in ascending id order; a lost race on one moves on to the next
  for (const personelId of adaylar) {
    if (!slotUygunMu(girdi, baslangicMs, personelId)) continue;
    for (let kodDenemesi = 0; kodDenemesi < 3; kodDenemesi++) {
      const kod = kodUret();
      const kapora = istenen ? { ...istenen, kod: kodUret(6) } : undefined;
      let id: number;
      try {
        id = await randevuYaz(db, {
          isletmeId: kanal.isletme_id, personelId, baslangicMs, bitisMs, hucre: hucreAraligi(baslangicMs, bitisMs, secim.onceTamponDk, secim.sonraTamponDk),
          durum, kaynak: input.kaynak, kod, toplamKurus: secim.toplamKurus, kalemler, musteri, idempotency: anahtar ? { anahtar, ozet } : undefined, kapora,
        });
      } catch (error) {
        const tur = cakisma(error);
        if (tur === 'kod') continue;
        if (tur === 'idempotency' && anahtar) return tekrarYanit(c, kanal, anahtar, ozet);
        if (tur === 'hucre') break;
        throw error;
      }
      const olusan: Olusan = { id, kod, durum, baslangic: new Date(baslangicMs).toISOString(), bitis: new Date(bitisMs).toISOString(), personel_id: personelId, toplam_kurus: secim.toplamKurus, kapora };
      const body = await yanitGovdesi(c, kanal, olusan);
      if (!anahtar) return ok(c, JSON.parse(body).data as unknown, 201);
      return jsonYanit(c, await yanitSabitle(db, kanal.isletme_id, anahtar, body));
    }
  }
  return slotDolu(c, await sonrakiSlotlar(db, firmaKey, input.hizmetIdler, adaylar, baslangicMs, Date.now()));
});
