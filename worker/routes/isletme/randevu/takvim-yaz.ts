import { Hono, type Context } from 'hono';
import { ISLEM_YETKISI } from '@lib/randevu/takvim-durum';
import { mesaiDisi, personelGunu, yerelTarih } from '@lib/randevu/takvim-zaman';
import { DurumSchema, RandevuEkleSchema, RandevuGuncelleSchema, RandevuTasiSchema } from '@lib/schemas/randevu/takvim';
import { requirePermission } from '@worker/auth/guards';
import { hucreAraligi } from '@worker/db/randevu/kanal';
import { bosSaatTakvimleri } from '@worker/db/randevu/bos-saat';
import { tasimaOnerileri } from '@lib/randevu/tasima-onerisi';
import { aktifMi, hizmetIdleri, hizmetToplami, hizmetleriYaz, planYukle, type Plan, type RandevuKaydi, randevuNotuYaz } from '@worker/db/randevu/takvim-yaz';
import { cakisma, kodUret, randevuTasi, randevuYaz } from '@worker/db/randevu/yaz';
import { kaynakRetMesaji } from '@worker/db/randevu/kaynak';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { RANDEVULAR, durumUygula, kayitBul, yetkiGerekli } from './takvim-ortak';
import { randevuGorunumOku } from '@worker/db/randevu/takvim';

/** Calendar writes: create, edit (notes/services), move, status changes. */
export const takvimYazRoutes = new Hono<AppEnv>();

const DK = 60_000;

/** Staff must exist and do every service; services must exist; the customer (when given) must exist. */
export function planDogrula(plan: Plan, hizmetIdler: number[]): asserts plan is Plan & { personel: NonNullable<Plan['personel']> } {
  if (!plan.personel) throw new ApiError(404, 'NOT_FOUND', 'randevu.takvim.api.staffNotFound');
  if (plan.hizmetler.length !== hizmetIdler.length) throw new ApiError(404, 'NOT_FOUND', 'randevu.takvim.api.serviceNotFound');
  const personel = plan.personel;
  if (!hizmetIdler.every((id) => personel.hizmetIdler.includes(id))) throw new ApiError(400, 'VALIDATION', 'randevu.takvim.api.staffNoService', { personel: personel.ad });
}

/** 409 OUTSIDE_HOURS unless the operator confirmed it (the dialog asks "mesai dışı, yine de kaydet?"). */
function mesaiKontrol(plan: Plan, basMs: number, bitMs: number, onay: boolean): void {
  if (onay) return;
  const gun = personelGunu(plan.calisma, plan.izinler, yerelTarih(basMs, plan.saatDilimi), plan.saatDilimi);
  if (mesaiDisi(gun, { baslangicMs: basMs, bitisMs: bitMs })) throw new ApiError(409, 'OUTSIDE_HOURS', 'randevu.takvim.api.outsideHours', { personel: plan.personel?.ad ?? '' });
}

const slotDolu = (plan: Plan) => new ApiError(409, 'SLOT_TAKEN', 'randevu.takvim.api.slotTaken', { personel: plan.personel?.ad ?? '' });

/** A refused move answers the next free times of the same staff and the other staff free at the asked time. */
async function tasimaDolu(c: Context<AppEnv>, plan: Plan, kayit: RandevuKaydi, hizmetIdler: number[], basMs: number, sureMs: number) {
  const toplam = hizmetToplami(plan.hizmetler);
  const personeller = await bosSaatTakvimleri(c.env.DB, c.get('isletme').id, hizmetIdler, basMs, kayit.id);
  const oneriler = tasimaOnerileri({
    saatDilimi: plan.saatDilimi, baslangicMs: basMs, personelId: plan.personel!.id, sureDk: Math.round(sureMs / DK),
    onceTamponDk: toplam.onceTamponDk, sonraTamponDk: toplam.sonraTamponDk, personeller, enErkenMs: Math.min(basMs, Date.now()),
  });
  return new ApiError(409, 'SLOT_TAKEN', 'randevu.takvim.api.slotTaken', { personel: plan.personel?.ad ?? '' }, { oneriler });
}

takvimYazRoutes.post('/randevular', requirePermission(`${RANDEVULAR}:ekle`), async (c) => {
  const input = await readBody(c, RandevuEkleSchema);
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const basMs = Date.parse(input.baslangic);
  const plan = await planYukle(db, isletmeId, input.personelId, input.hizmetIdler, basMs, input.musteriId);
  planDogrula(plan, input.hizmetIdler);
  if (input.musteriId !== null && !plan.musteri) throw new ApiError(404, 'NOT_FOUND', 'randevu.takvim.api.customerNotFound');
  const toplam = hizmetToplami(plan.hizmetler);
  const bitMs = basMs + toplam.sureDk * DK;
  mesaiKontrol(plan, basMs, bitMs, input.mesaiDisi);
  // an existing customer keeps name and e-mail; a typed one is upserted by phone; consent fields are never touched here
  const musteri = plan.musteri
    ? { adSoyad: plan.musteri.ad_soyad, telefon: plan.musteri.telefon, email: null, kvkkSurum: null, kvkkZaman: null }
    : { adSoyad: input.musteri!.adSoyad, telefon: input.musteri!.telefon, email: input.musteri!.email || null, kvkkSurum: null, kvkkZaman: null };
  const kalemler = plan.hizmetler.map((h) => ({ hizmetId: h.id, sureDk: h.sure_dk, fiyatKurus: h.fiyat_kurus }));
  for (let deneme = 0; deneme < 3; deneme++) {
    try {
      const id = await randevuYaz(db, {
        isletmeId, personelId: input.personelId, baslangicMs: basMs, bitisMs: bitMs, hucre: hucreAraligi(basMs, bitMs, toplam.onceTamponDk, toplam.sonraTamponDk),
        durum: 'onaylandi', kaynak: 'panel', kod: kodUret(), toplamKurus: toplam.toplamKurus, kalemler, musteri, notlar: input.notlar,
      });
      return ok(c, await randevuGorunumOku(db, isletmeId, id), 201);
    } catch (error) {
      const tur = cakisma(error);
      if (tur === 'kod') continue;
      if (tur === 'hucre') throw kaynakRetMesaji(error, slotDolu(plan));
      throw error;
    }
  }
  throw new ApiError(409, 'CHANGED', 'randevu.takvim.api.changed');
});

async function hizmetDegistir(c: Context<AppEnv>, id: number, hizmetIdler: number[], notlar: string, onay: boolean) {
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const kayit = await kayitBul(c, id);
  if (!aktifMi(kayit.durum)) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.takvim.api.notActive');
  const basMs = Date.parse(kayit.baslangic);
  const plan = await planYukle(db, isletmeId, kayit.personel_id, hizmetIdler, basMs, null);
  planDogrula(plan, hizmetIdler);
  const toplam = hizmetToplami(plan.hizmetler);
  const bitMs = basMs + toplam.sureDk * DK;
  mesaiKontrol(plan, basMs, bitMs, onay);
  let yazildi: boolean;
  try {
    yazildi = await hizmetleriYaz(db, isletmeId, kayit, plan.hizmetler, bitMs, hucreAraligi(basMs, bitMs, toplam.onceTamponDk, toplam.sonraTamponDk), notlar);
  } catch (error) {
    if (cakisma(error) === 'hucre') throw kaynakRetMesaji(error, slotDolu(plan));
    throw error;
  }
  if (!yazildi) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.takvim.api.notActive');
}

takvimYazRoutes.put('/randevular/:id', requirePermission(`${RANDEVULAR}:guncelle`), async (c) => {
  const id = idParam(c);
  const input = await readBody(c, RandevuGuncelleSchema);
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const kayit = await kayitBul(c, id);
  const mevcut = hizmetIdleri(kayit);
  const degisti = input.hizmetIdler && (input.hizmetIdler.length !== mevcut.length || input.hizmetIdler.some((h, i) => h !== mevcut[i]));
  if (input.hizmetIdler && degisti) {
    await hizmetDegistir(c, id, input.hizmetIdler, input.notlar, input.mesaiDisi);
  } else {
    await randevuNotuYaz(db, isletmeId, id, input.notlar);
  }
  return ok(c, await randevuGorunumOku(db, isletmeId, id));
});

takvimYazRoutes.post('/randevular/:id/tasi', requirePermission(`${RANDEVULAR}:guncelle`), async (c) => {
  const id = idParam(c);
  const input = await readBody(c, RandevuTasiSchema);
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const kayit = await kayitBul(c, id);
  if (!aktifMi(kayit.durum)) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.takvim.api.notActive');
  const hizmetIdler = hizmetIdleri(kayit);
  const basMs = Date.parse(input.baslangic);
  const plan = await planYukle(db, isletmeId, input.personelId, hizmetIdler, basMs, null);
  if (!plan.personel) throw new ApiError(404, 'NOT_FOUND', 'randevu.takvim.api.staffNotFound');
  // services switched off since booking still count with their current buffers; the staff must do all of them
  if (!hizmetIdler.every((h) => plan.personel!.hizmetIdler.includes(h))) throw new ApiError(400, 'VALIDATION', 'randevu.takvim.api.staffNoService', { personel: plan.personel.ad });
  const sureMs = Date.parse(kayit.bitis) - Date.parse(kayit.baslangic);
  const bitMs = basMs + sureMs;
  mesaiKontrol(plan, basMs, bitMs, input.mesaiDisi);
  const toplam = hizmetToplami(plan.hizmetler);
  let tasindi: boolean;
  try {
    tasindi = await randevuTasi(db, isletmeId, id, input.personelId, basMs, bitMs, hucreAraligi(basMs, bitMs, toplam.onceTamponDk, toplam.sonraTamponDk));
  } catch (error) {
    if (cakisma(error) === 'hucre') throw kaynakRetMesaji(error, await tasimaDolu(c, plan, kayit, hizmetIdler, basMs, sureMs));
    throw error;
  }
  if (!tasindi) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.takvim.api.notActive');
  return ok(c, await randevuGorunumOku(db, isletmeId, id));
});

takvimYazRoutes.post('/randevular/:id/durum', requirePermission(RANDEVULAR), async (c) => {
  const id = idParam(c);
  const input = await readBody(c, DurumSchema);
  yetkiGerekli(c, `${RANDEVULAR}:${ISLEM_YETKISI[input.islem]}`);
  return durumUygula(c, await kayitBul(c, id), input);
});
