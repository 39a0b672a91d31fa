import { Hono, type Context } from 'hono';
import { SERI_MAX, seriBaslangiclari } from '@lib/randevu/seri';
import { tasimaOnerileri } from '@lib/randevu/tasima-onerisi';
import { GUN_MS } from '@lib/randevu/time';
import { mesaiDisi, personelGunu, yerelTarih } from '@lib/randevu/takvim-zaman';
import type { HaftalikAralik } from '@lib/randevu/types';
import { SeriIptalSchema, SeriSchema, type SeriGirdisi, type SeriPlani, type SeriTarihi } from '@lib/schemas/randevu/seri';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { doluAraliklar, hucreAraligi } from '@worker/db/randevu/kanal';
import { seriIptal, seriRandevulari, seriTakvimi, seriYaz } from '@worker/db/randevu/seri';
import { hizmetToplami, planYukle, type Plan } from '@worker/db/randevu/takvim-yaz';
import { randevuGorunumOku } from '@worker/db/randevu/takvim';
import { cakisma, kodUret } from '@worker/db/randevu/yaz';
import { kaynakHucreleri } from '@worker/db/randevu/kaynak';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { RANDEVULAR, durumUygula, kayitBul } from './takvim-ortak';
import { planDogrula } from './takvim-yaz';

/** Recurring series from the panel's appointment form: plan (conflicts with alternatives), write, cancel onwards. */
export const seriRoutes = new Hono<AppEnv>();

const DK = 60_000;
const ONERI_SAYISI = 3;

/** A series the rule or the picks make impossible: 422 with the reason, nothing written. */
function ret(neden: 'untilBeforeStart' | 'tooMany' | 'tooFew' | 'pickInvalid' | 'notSeries' | 'nothingLeft', params: Record<string, string | number> = {}) {
  return new ApiError(422, 'SERIES_REFUSED', `randevu.seri.api.${neden}`, params);
}

interface Planlanan { plan: Plan & { personel: NonNullable<Plan['personel']> }; toplam: ReturnType<typeof hizmetToplami>; sonuc: SeriPlani; hucreler: Map<number, [number, number]> }

/**
 * The series' dates by its rule with the operator's picks applied, each checked against the staff member's occupied
 * cells (and the series' own earlier dates) and working hours; a conflicting date gets the nearest free starts of the
 * same staff member for the same duration (the move suggestions' slot maths).
 */
async function planla(c: Context<AppEnv>, input: SeriGirdisi): Promise<Planlanan> {
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const r = input.randevu;
  const ilkMs = Date.parse(r.baslangic);
  const plan = await planYukle(db, isletmeId, r.personelId, r.hizmetIdler, ilkMs, r.musteriId);
  planDogrula(plan, r.hizmetIdler);
  if (r.musteriId !== null && !plan.musteri) throw new ApiError(404, 'NOT_FOUND', 'randevu.takvim.api.customerNotFound');
  const tz = plan.saatDilimi;
  if (input.tekrar.bitisTarihi !== null && input.tekrar.bitisTarihi < yerelTarih(ilkMs, tz)) throw ret('untilBeforeStart');
  const kurala = seriBaslangiclari(ilkMs, tz, input.tekrar);
  if (kurala.length > SERI_MAX) throw ret('tooMany', { max: SERI_MAX });
  if (kurala.length < 2) throw ret('tooFew');
  const secim = new Map<number, string | null>();
  for (const s of input.secimler) {
    if (s.sira > kurala.length || secim.has(s.sira)) throw ret('pickInvalid');
    secim.set(s.sira, s.baslangic);
  }
  const toplam = hizmetToplami(plan.hizmetler);
  const sureMs = toplam.sureDk * DK;
  const baslar = kurala.map((ms, i) => {
    const s = secim.get(i + 1);
    return s === undefined ? ms : s === null ? null : Date.parse(s);
  });
  const dolu = baslar.filter((ms): ms is number => ms !== null);
  const takvim = await seriTakvimi(db, isletmeId, plan.personel.id, Math.min(...kurala, ...dolu) - GUN_MS, Math.max(...kurala, ...dolu) + 9 * GUN_MS);
  const alinan = new Set(takvim.hucreler);
  for (const h of await kaynakHucreleri(db, isletmeId, r.hizmetIdler, Math.min(...kurala, ...dolu) - GUN_MS, Math.max(...kurala, ...dolu) + 9 * GUN_MS)) alinan.add(h);
  const hucreler = new Map<number, [number, number]>();
  const calisma = (tur: 'calisma' | 'mola'): HaftalikAralik[] => plan.calisma.filter((x) => x.tur === tur).map((x) => ({ gun: x.gun, baslangic: x.baslangic, bitis: x.bitis }));
  const nowMs = Date.now();
  const tarihler: SeriTarihi[] = baslar.map((basMs, i) => {
    const sira = i + 1;
    const kuralMs = kurala[i]!;
    if (basMs === null) return { sira, baslangic: new Date(kuralMs).toISOString(), bitis: new Date(kuralMs + sureMs).toISOString(), durum: 'atlandi', secildi: true, oneriler: [] };
    const bitMs = basMs + sureMs;
    const hucre = hucreAraligi(basMs, bitMs, toplam.onceTamponDk, toplam.sonraTamponDk);
    let cakisiyor = false;
    for (let h = hucre[0]; h <= hucre[1]; h++) if (alinan.has(h)) cakisiyor = true;
    const gun = personelGunu(plan.calisma, takvim.izinler, yerelTarih(basMs, tz), tz);
    const disinda = !r.mesaiDisi && mesaiDisi(gun, { baslangicMs: basMs, bitisMs: bitMs });
    const durum = cakisiyor ? 'dolu' : disinda ? 'mesaiDisi' : 'uygun';
    // a free date holds its cells, so a later date's alternatives never land on it
    if (durum === 'uygun') {
      for (let h = hucre[0]; h <= hucre[1]; h++) alinan.add(h);
      hucreler.set(sira, hucre);
    }
    return { sira, baslangic: new Date(basMs).toISOString(), bitis: new Date(bitMs).toISOString(), durum, secildi: secim.has(sira), oneriler: [] };
  });
  for (const t of tarihler) {
    if (t.durum !== 'dolu' && t.durum !== 'mesaiDisi') continue;
    const satirlar = [...alinan].sort((a, b) => a - b).map((hucre) => ({ personel_id: plan.personel.id, hucre }));
    const kendi = { personelId: plan.personel.id, calisma: calisma('calisma'), molalar: calisma('mola'), izinler: takvim.izinler, dolu: doluAraliklar(satirlar, plan.personel.id) };
    t.oneriler = tasimaOnerileri({
      saatDilimi: tz, baslangicMs: Date.parse(t.baslangic), personelId: plan.personel.id, sureDk: toplam.sureDk,
      onceTamponDk: toplam.onceTamponDk, sonraTamponDk: toplam.sonraTamponDk, personeller: [kendi], enErkenMs: nowMs,
    }, ONERI_SAYISI).filter((o) => o.personelId === plan.personel.id).map((o) => o.baslangic);
  }
  return { plan, toplam, hucreler, sonuc: { tarihler, cakismaSayisi: tarihler.filter((t) => t.durum === 'dolu' || t.durum === 'mesaiDisi').length } };
}

seriRoutes.post('/randevular/seri/plan', requirePermission(`${RANDEVULAR}:ekle`), async (c) => {
  const { sonuc } = await planla(c, await readBody(c, SeriSchema));
  return ok(c, sonuc);
});

seriRoutes.post('/randevular/seri', requirePermission(`${RANDEVULAR}:ekle`), async (c) => {
  const input = await readBody(c, SeriSchema);
  const { plan, toplam, sonuc, hucreler } = await planla(c, input);
  // every date must be free or skipped: the conflict list (with alternatives) comes back and nothing is written
  if (sonuc.cakismaSayisi > 0) throw new ApiError(422, 'SERIES_CONFLICT', 'randevu.seri.api.conflicts', { sayi: sonuc.cakismaSayisi }, sonuc);
  const yazilacak = sonuc.tarihler.filter((t) => t.durum === 'uygun');
  if (yazilacak.length === 0) throw ret('nothingLeft');
  const r = input.randevu;
  const musteri = plan.musteri
    ? { adSoyad: plan.musteri.ad_soyad, telefon: plan.musteri.telefon, email: null }
    : { adSoyad: r.musteri!.adSoyad, telefon: r.musteri!.telefon, email: r.musteri!.email || null };
  const isletmeId = c.get('isletme').id;
  for (let deneme = 0; deneme < 3; deneme++) {
    try {
      const seriId = await seriYaz(c.env.DB, {
        isletmeId, personelId: plan.personel.id, aralikHafta: input.tekrar.aralikHafta, kullaniciId: currentUser(c).id, toplamKurus: toplam.toplamKurus,
        kalemler: plan.hizmetler.map((h) => ({ hizmetId: h.id, sureDk: h.sure_dk, fiyatKurus: h.fiyat_kurus })), musteri, notlar: r.notlar,
        tarihler: yazilacak.map((t) => ({ baslangicMs: Date.parse(t.baslangic), bitisMs: Date.parse(t.bitis), hucre: hucreler.get(t.sira)!, kod: kodUret() })),
      });
      return ok(c, { seriId, randevular: await seriRandevulari(c.env.DB, isletmeId, seriId) }, 201);
    } catch (error) {
      const tur = cakisma(error);
      if (tur === 'kod') continue;
      // lost a race for a cell: the fresh conflict list, nothing written
      if (tur === 'hucre') throw new ApiError(409, 'SLOT_TAKEN', 'randevu.seri.api.conflicts', { sayi: 1 }, (await planla(c, input)).sonuc);
      throw error;
    }
  }
  throw new ApiError(409, 'CHANGED', 'randevu.takvim.api.changed');
});

seriRoutes.post('/randevular/:id/seri-iptal', requirePermission(`${RANDEVULAR}:sil`), async (c) => {
  const id = idParam(c);
  const input = await readBody(c, SeriIptalSchema);
  const kayit = await kayitBul(c, id);
  if (input.kapsam === 'bu') return durumUygula(c, kayit, { islem: 'iptal', odeme: null, tahsilat: null });
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const seri = (await randevuGorunumOku(db, isletmeId, id)).seri;
  if (!seri) throw ret('notSeries');
  const iptalSayisi = await seriIptal(db, isletmeId, seri.id, seri.sira);
  if (iptalSayisi === 0) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.takvim.api.notActive');
  return ok(c, { iptalSayisi, randevular: await seriRandevulari(db, isletmeId, seri.id) });
});
