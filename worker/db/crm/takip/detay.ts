import { besteciAdresi } from '@lib/besteci';
import { RANDEVU_LINKI_AMACI, sablonDoldur, type YerTutucu } from '@lib/crm/kural';
import { segmentOf, segmentSinirlari, VARSAYILAN_ESIKLER, type SegmentEsikleri } from '@lib/crm/segment';
import type { Lang } from '@lib/i18n/languages';
import { metin as cokDilli, parseMetin } from '@lib/menu/text';
import { formatKurus } from '@lib/para';
import type { ParaGosterimi } from '@lib/parametre/para';
import type { Kanal, Sonuc, TakipDetayi, TakipOlayi, TakipSatiri } from '@lib/schemas/crm/takip';
import { encryptLink } from '@worker/crypto/link';
import { ApiError } from '@worker/http/envelope';
import { sablonBul, sablonlar } from './ayar';
import { takipBul } from './liste';

/** One follow-up: the customer's summary, templates rendered in their language, send / outcome / print events. */

export const RANDEVU_LINKI_SURESI_MS = 30 * 86_400_000;
const DILLER: readonly Lang[] = ['tr', 'en', 'de', 'ru'];

interface MusteriRow { id: number; ad_soyad: string; telefon: string; email: string | null; dil: Lang | null; ilk_ziyaret: string | null; son_ziyaret: string | null; ziyaret: number | null; harcama_kurus: number | null; gelmedi: number | null; borc: number | null; onay_sms: number | null; onay_email: number | null }
interface IsletmeRow { ad: string; para_gosterimi: ParaGosterimi | null; firma_adi: string | null; firma_key: string | null; kanal_aktif: number | null; yeni: number | null; risk: number | null; kayip: number | null; duzenli: number | null; sadik: number | null; sadik_harcama: number | null }

const ONAY = (kanal: string) => `(SELECT o.verildi FROM musteri_onay o WHERE o.musteri_id = m.id AND o.isletme_id = m.isletme_id AND o.tur = 'pazarlama' AND o.kanal = '${kanal}' ORDER BY o.zaman DESC, o.id DESC LIMIT 1)`;

async function musteriVerisi(db: D1Database, isletmeId: number, musteriId: number, lang: Lang) {
  const [m, paket, hizmet, isletme] = await db.batch([
    db.prepare(`SELECT m.id, m.ad_soyad, m.telefon, m.email, m.dil, o.ilk_ziyaret, o.son_ziyaret, o.ziyaret, o.harcama_kurus, o.gelmedi,
        (SELECT b.bakiye_kurus FROM cari_bakiye b WHERE b.isletme_id = m.isletme_id AND b.musteri_id = m.id) AS borc,
        ${ONAY('sms')} AS onay_sms, ${ONAY('email')} AS onay_email
      FROM musteri m LEFT JOIN crm_ozet o ON o.musteri_id = m.id WHERE m.id = ? AND m.isletme_id = ? AND m.silinme_zamani IS NULL`).bind(musteriId, isletmeId),
    db.prepare(`SELECT mp.id, mp.ad, mp.son_gun, sum(h.kalan) AS kalan FROM randevu_musteri_paket mp JOIN randevu_musteri_paket_hizmet h ON h.musteri_paket_id = mp.id
      WHERE mp.musteri_id = ? AND mp.isletme_id = ? GROUP BY mp.id HAVING sum(h.kalan) > 0 ORDER BY mp.son_gun IS NULL, mp.son_gun, mp.id`).bind(musteriId, isletmeId),
    db.prepare(`SELECT h.ad FROM randevu_kalem k JOIN randevu_hizmet h ON h.id = k.hizmet_id
      WHERE k.randevu_id = (SELECT r.id FROM randevu r WHERE r.musteri_id = ? AND r.isletme_id = ? AND r.durum = 'tamamlandi' ORDER BY r.baslangic DESC, r.id DESC LIMIT 1) ORDER BY k.id`).bind(musteriId, isletmeId),
    db.prepare(`SELECT i.ad, p.para_gosterimi, k.firma_adi, k.firma_key, k.aktif AS kanal_aktif,
        p.crm_yeni_gun AS yeni, p.crm_risk_gun AS risk, p.crm_kayip_gun AS kayip, p.crm_duzenli_ziyaret AS duzenli, p.crm_sadik_ziyaret AS sadik, p.crm_sadik_harcama_kurus AS sadik_harcama
      FROM isletme i LEFT JOIN isletme_parametre p ON p.isletme_id = i.id LEFT JOIN randevu_kanal k ON k.isletme_id = i.id WHERE i.id = ?`).bind(isletmeId),
  ]);
  const row = m!.results[0] as MusteriRow | undefined;
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  const dil = row.dil && DILLER.includes(row.dil) ? row.dil : 'tr';
  return {
    row, dil,
    paketler: (paket!.results as { id: number; ad: string; son_gun: string | null; kalan: number }[]).map((p) => ({ id: p.id, ad: p.ad, kalan: p.kalan, sonGun: p.son_gun })),
    sonHizmet: (hizmet!.results as { ad: string }[]).map((h) => cokDilli(parseMetin(h.ad), dil) || cokDilli(parseMetin(h.ad), lang)).filter(Boolean).join(', '),
    isletme: isletme!.results[0] as IsletmeRow,
  };
}

const esikler = (i: IsletmeRow): SegmentEsikleri => ({
  yeniGun: i.yeni ?? VARSAYILAN_ESIKLER.yeniGun, riskGun: i.risk ?? VARSAYILAN_ESIKLER.riskGun, kayipGun: i.kayip ?? VARSAYILAN_ESIKLER.kayipGun,
  duzenliZiyaret: i.duzenli ?? VARSAYILAN_ESIKLER.duzenliZiyaret, sadikZiyaret: i.sadik ?? VARSAYILAN_ESIKLER.sadikZiyaret, sadikHarcamaKurus: i.sadik_harcama ?? VARSAYILAN_ESIKLER.sadikHarcamaKurus,
});

export interface LinkOrtami { linkKey: string; origin: string; simdi: Date; saatDilimi: string; lang: Lang }

/** `{origin}/{FirmaAdi}/{FirmaKey}/randevu/yeni?k=…[&lang=…]`: the booking page prefilled with this customer; '' when the venue has no open booking channel. */
export async function randevuLinki(o: LinkOrtami, i: IsletmeRow, musteriId: number, isletmeId: number, dil: Lang): Promise<string> {
  if (!i.firma_adi || !i.firma_key || i.kanal_aktif !== 1) return '';
  const token = await encryptLink(o.linkKey, { purpose: RANDEVU_LINKI_AMACI, ids: { musteriId, isletmeId }, exp: o.simdi.getTime() + RANDEVU_LINKI_SURESI_MS });
  // the page opens in the customer's language too
  return `${o.origin}/${encodeURIComponent(i.firma_adi)}/${encodeURIComponent(i.firma_key)}/randevu/yeni?k=${token}${dil === 'tr' ? '' : `&lang=${dil}`}`;
}

export async function takipDetayi(db: D1Database, isletmeId: number, id: number, o: LinkOrtami): Promise<TakipDetayi> {
  const takip = await takipBul(db, isletmeId, id);
  const [v, olaylar, tumSablonlar] = await Promise.all([musteriVerisi(db, isletmeId, takip.musteri.id, o.lang), takipOlaylari(db, isletmeId, id), sablonlar(db, isletmeId)]);
  const { row, dil, isletme } = v;
  const e = esikler(isletme);
  const para = isletme.para_gosterimi ?? 'sembol_sonra';
  const borcKurus = Math.max(0, row.borc ?? 0);
  const link = await randevuLinki(o, isletme, row.id, isletmeId, dil);
  const paketAdi = typeof takip.neden.paket === 'string' ? takip.neden.paket : v.paketler[0]?.ad ?? '';
  const degerler: Record<YerTutucu, string> = {
    ad: row.ad_soyad.trim().split(/\s+/)[0] ?? '', sonHizmet: v.sonHizmet, randevuLinki: link, isletme: isletme.ad, borc: borcKurus > 0 ? formatKurus(borcKurus, para) : '', paket: paketAdi,
  };
  const mesajlar = tumSablonlar.filter((s) => s.aktif)
    .sort((a, b) => Number(b.kural === takip.kural) - Number(a.kural === takip.kural))
    .map((s) => ({ sablonId: s.id, ad: s.ad, tur: s.tur, kural: s.kural, metin: sablonDoldur(s.metin[dil] || s.metin.tr, degerler) }));
  return {
    takip, olaylar, mesajlar, isletme: isletme.ad, saatDilimi: o.saatDilimi,
    musteri: {
      id: row.id, ad: row.ad_soyad, telefon: row.telefon, email: row.email, dil,
      ilkZiyaret: row.ilk_ziyaret, sonZiyaret: row.son_ziyaret, ziyaret: row.ziyaret ?? 0, harcamaKurus: row.harcama_kurus ?? 0, gelmedi: row.gelmedi ?? 0,
      segment: segmentOf({ ilkZiyaret: row.ilk_ziyaret, sonZiyaret: row.son_ziyaret, ziyaret: row.ziyaret ?? 0, harcamaKurus: row.harcama_kurus ?? 0 }, segmentSinirlari(o.simdi, o.saatDilimi, e), e),
      borcKurus, sonHizmet: v.sonHizmet, paketler: v.paketler, onay: { sms: row.onay_sms === 1, email: row.onay_email === 1 },
    },
    kanallar: { whatsapp: !!row.telefon, sms: !!row.telefon, telefon: !!row.telefon, email: !!row.email },
  };
}

export async function takipOlaylari(db: D1Database, isletmeId: number, takipId: number): Promise<TakipOlayi[]> {
  const { results } = await db.prepare(`SELECT o.id, o.tur, o.kanal, s.ad AS sablon_ad, o.sablon_tur, o.sonuc, o.sonraki_vade, o.notlar, k.ad_soyad AS kullanici, o.zaman
      FROM crm_takip_olay o LEFT JOIN crm_sablon s ON s.id = o.sablon_id LEFT JOIN kullanici k ON k.id = o.kullanici_id
      WHERE o.takip_id = ? AND o.isletme_id = ? ORDER BY o.zaman DESC, o.id DESC`).bind(takipId, isletmeId)
    .all<{ id: number; tur: TakipOlayi['tur']; kanal: string | null; sablon_ad: string | null; sablon_tur: TakipOlayi['sablonTur']; sonuc: Sonuc | null; sonraki_vade: string | null; notlar: string; kullanici: string | null; zaman: string }>();
  return results.map((r) => ({ id: r.id, tur: r.tur, kanal: r.kanal, sablonAd: r.sablon_ad, sablonTur: r.sablon_tur, sonuc: r.sonuc, sonrakiVade: r.sonraki_vade, notlar: r.notlar, kullanici: r.kullanici, zaman: r.zaman }));
}

export interface Gonderim { kanal: Kanal; sablonId: number | null; metin: string; islemId: string }

/**
 * Records that the message went out on a channel and answers the composer address. A marketing template needs the
 * customer's marketing consent on that channel (sms covers WhatsApp); a service template or a free text (treated as
 * a service message: the staff member writes it for this follow-up) needs none. The same islemId twice → one event.
 */
export async function gonder(db: D1Database, isletmeId: number, kullaniciId: number, takipId: number, g: Gonderim): Promise<{ adres: string; takip: TakipSatiri }> {
  const takip = await takipBul(db, isletmeId, takipId);
  const m = await db.prepare(`SELECT m.telefon, m.email, ${ONAY('sms')} AS onay_sms, ${ONAY('email')} AS onay_email, (SELECT ad FROM isletme WHERE id = m.isletme_id) AS isletme
      FROM musteri m WHERE m.id = ? AND m.isletme_id = ?`).bind(takip.musteri.id, isletmeId)
    .first<{ telefon: string; email: string | null; onay_sms: number | null; onay_email: number | null; isletme: string }>();
  if (!m) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  if (g.kanal === 'email' && !m.email) throw new ApiError(422, 'NO_EMAIL', 'crm.takip.api.epostaYok');
  const sablon = g.sablonId === null ? null : await sablonBul(db, isletmeId, g.sablonId).catch(() => {
    throw new ApiError(422, 'VALIDATION', 'crm.takip.api.sablonYok');
  });
  const tur = sablon?.tur ?? 'hizmet';
  if (tur === 'pazarlama' && (g.kanal === 'email' ? m.onay_email : m.onay_sms) !== 1) {
    throw new ApiError(409, 'CONSENT_REQUIRED', g.kanal === 'email' ? 'crm.takip.api.onayYokEposta' : 'crm.takip.api.onayYokMesaj');
  }
  await db.batch([
    db.prepare(`INSERT OR IGNORE INTO crm_takip_olay (isletme_id, takip_id, tur, kanal, sablon_id, sablon_tur, islem_id, kullanici_id)
      VALUES (?, ?, 'gonderim', ?, ?, ?, ?, ?)`).bind(isletmeId, takipId, g.kanal, sablon?.id ?? null, tur, g.islemId, kullaniciId),
    db.prepare(`UPDATE crm_takip SET son_gonderim = (SELECT zaman FROM crm_takip_olay WHERE isletme_id = ?1 AND islem_id = ?2)
      WHERE id = ?3 AND isletme_id = ?1 AND EXISTS (SELECT 1 FROM crm_takip_olay WHERE isletme_id = ?1 AND islem_id = ?2 AND takip_id = ?3)`).bind(isletmeId, g.islemId, takipId),
  ]);
  return { adres: besteciAdresi(g.kanal, m, g.metin, m.isletme), takip: await takipBul(db, isletmeId, takipId) };
}

export interface Sonuclama { sonuc: Sonuc; sonrakiVade: string | null; not: string; islemId: string }

async function islemOku(db: D1Database, isletmeId: number, islemId: string) {
  return db.prepare('SELECT id, takip_id, tur FROM crm_takip_olay WHERE isletme_id = ? AND islem_id = ?').bind(isletmeId, islemId).first<{ id: number; takip_id: number; tur: string }>();
}

/**
 * The outcome: reached / booked / declined close the follow-up, "later" moves its due day and keeps it open. The
 * event's unique islem_id decides: the follow-up changes only in the batch whose insert went in (changes() = 1), and
 * a retry reads back the same answer.
 */
export async function kaydet(db: D1Database, isletmeId: number, kullaniciId: number, takipId: number, g: Sonuclama): Promise<{ olayId: number; takip: TakipSatiri }> {
  const takip = await takipBul(db, isletmeId, takipId);
  const onceki = await islemOku(db, isletmeId, g.islemId);
  if (onceki) {
    if (onceki.takip_id !== takipId || onceki.tur !== 'sonuc') throw new ApiError(409, 'ISLEM_ID_USED', 'crm.takip.api.islemKullanildi');
    return { olayId: onceki.id, takip };
  }
  if (takip.durum !== 'acik') throw new ApiError(409, 'ALREADY_CLOSED', 'crm.takip.api.kapali');
  const kapat = g.sonuc !== 'sonra';
  await db.batch([
    db.prepare(`INSERT OR IGNORE INTO crm_takip_olay (isletme_id, takip_id, tur, sonuc, sonraki_vade, notlar, islem_id, kullanici_id)
      VALUES (?, ?, 'sonuc', ?, ?, ?, ?, ?)`).bind(isletmeId, takipId, g.sonuc, kapat ? null : g.sonrakiVade, g.not, g.islemId, kullaniciId),
    kapat
      ? db.prepare(`UPDATE crm_takip SET durum = 'tamam', sonuc = ?, kapanis = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND isletme_id = ? AND durum = 'acik' AND changes() = 1`).bind(g.sonuc, takipId, isletmeId)
      : db.prepare(`UPDATE crm_takip SET sonuc = 'sonra', vade = ? WHERE id = ? AND isletme_id = ? AND durum = 'acik' AND changes() = 1`).bind(g.sonrakiVade, takipId, isletmeId),
  ]);
  const olay = await islemOku(db, isletmeId, g.islemId);
  if (!olay || olay.takip_id !== takipId) throw new ApiError(409, 'ISLEM_ID_USED', 'crm.takip.api.islemKullanildi');
  return { olayId: olay.id, takip: await takipBul(db, isletmeId, takipId) };
}

export async function yazdir(db: D1Database, isletmeId: number, kullaniciId: number, takipId: number, islemId: string | undefined): Promise<void> {
  await takipBul(db, isletmeId, takipId);
  await db.prepare(`INSERT OR IGNORE INTO crm_takip_olay (isletme_id, takip_id, tur, islem_id, kullanici_id) VALUES (?, ?, 'yazdir', ?, ?)`).bind(isletmeId, takipId, islemId ?? null, kullaniciId).run();
}
