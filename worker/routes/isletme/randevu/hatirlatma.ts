import { Hono } from 'hono';
import { besteciAdresi } from '@lib/besteci';
import { hatirlatmaDoldur, grupOf, pencere, TEYIT_AMACI, vadeMs, VARSAYILAN_METIN } from '@lib/randevu/hatirlatma';
import { HatirlatmaAyarSchema, HatirlatmaGonderSchema, type GonderimSonucu, type HatirlatmaAyari } from '@lib/schemas/randevu/hatirlatma';
import { gecerliSaatDilimi, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { anMetni, SAAT, UZUN_YILSIZ } from '@lib/zaman/bicim';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { encryptLink } from '@worker/crypto/link';
import { ayarOku, ayarYaz, gonderildiYaz, hatirlatmaBul, hatirlatmaListesi, hizmetAdlari, musteriDili, satirGorunumu } from '@worker/db/randevu/hatirlatma';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { yonetimLinkiSonaKadar } from '@worker/routes/randevu-public/ortak';
import type { AppEnv } from '@worker/types';

/** /api/isletme/randevu/hatirlatmalar: the due reminders, their timing and texts, and "sent" (the composer opens on the phone). */

const EKRAN = 'isletme:randevutakip:hatirlatmalar';
// the timing is a venue parameter: whoever may change the venue's parameters may change it
const AYAR_YETKISI = 'isletme:ayarlar:yonetim:parametre:guncelle';

const ayarCevabi = (ayar: Awaited<ReturnType<typeof ayarOku>>): HatirlatmaAyari => ({ ...ayar, varsayilan: VARSAYILAN_METIN });

export const hatirlatmaRoutes = new Hono<AppEnv>()
  .get('/hatirlatmalar', requirePermission(EKRAN), async (c) => {
    const isletme = c.get('isletme');
    const tz = gecerliSaatDilimi(isletme.saatDilimi) ? isletme.saatDilimi : VARSAYILAN_DILIM;
    c.header('Cache-Control', 'no-store');
    return ok(c, await hatirlatmaListesi(c.env.DB, isletme.id, tz, Date.now(), c.get('lang')));
  })
  .get('/hatirlatmalar/ayar', requirePermission(EKRAN), async (c) => ok(c, ayarCevabi(await ayarOku(c.env.DB, c.get('isletme').id))))
  .put('/hatirlatmalar/ayar', requirePermission(AYAR_YETKISI), async (c) => {
    const input = await readBody(c, HatirlatmaAyarSchema);
    const isletmeId = c.get('isletme').id;
    await ayarYaz(c.env.DB, isletmeId, currentUser(c).id, input);
    return ok(c, ayarCevabi(await ayarOku(c.env.DB, isletmeId)));
  })
  .post('/hatirlatmalar/:id/gonder', requirePermission(`${EKRAN}:gonder`), async (c) => {
    const randevuId = idParam(c);
    const { kanal } = await readBody(c, HatirlatmaGonderSchema);
    const db = c.env.DB;
    const isletme = c.get('isletme');
    const tz = gecerliSaatDilimi(isletme.saatDilimi) ? isletme.saatDilimi : VARSAYILAN_DILIM;
    const { row, isletme: i, ayar } = await hatirlatmaBul(db, isletme.id, randevuId);
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    if (row.durum !== 'beklemede' && row.durum !== 'onaylandi') throw new ApiError(409, 'NOT_ACTIVE', 'randevu.hatirlatma.api.aktifDegil');
    const nowMs = Date.now();
    const baslangicMs = Date.parse(row.baslangic);
    if (baslangicMs <= nowMs) throw new ApiError(409, 'STARTED', 'randevu.hatirlatma.api.basladi');
    if (row.silinme_zamani !== null || !row.telefon) throw new ApiError(422, 'NO_PHONE', 'randevu.hatirlatma.api.telefonYok');
    // a service message needs no marketing consent, but "no messages at all" is respected
    if (row.mesaj_istemiyor === 1) throw new ApiError(409, 'OPTED_OUT', 'randevu.hatirlatma.api.istemiyor');

    const dil = musteriDili(row.dil);
    let onayLinki = '';
    let iptalLinki = '';
    if (i.aktif === 1 && i.firma_adi && i.firma_key) {
      const origin = new URL(c.req.url).origin;
      const dilEki = dil === 'tr' ? '' : `lang=${dil}`;
      const token = await encryptLink(c.env.LINK_KEY, { purpose: TEYIT_AMACI, ids: { r: row.id, i: isletme.id, b: baslangicMs }, exp: baslangicMs });
      onayLinki = `${origin}/${encodeURIComponent(i.firma_adi)}/${encodeURIComponent(i.firma_key)}/randevu/onay?t=${token}${dilEki ? `&${dilEki}` : ''}`;
      iptalLinki = `${origin}${await yonetimLinkiSonaKadar(c.env, { firmaAdi: i.firma_adi, firmaKey: i.firma_key }, row.id, isletme.id, baslangicMs)}${dilEki ? `&${dilEki}` : ''}`;
    }
    const metin = hatirlatmaDoldur(ayar.metin[dil] || VARSAYILAN_METIN[dil], {
      ad: row.ad_soyad.trim().split(/\s+/)[0] ?? '', isletme: i.ad,
      tarih: anMetni(baslangicMs, dil, tz, UZUN_YILSIZ), saat: anMetni(baslangicMs, dil, tz, SAAT),
      hizmet: hizmetAdlari(row.hizmetler, dil).join(', '), personel: row.personel_ad, onayLinki, iptalLinki,
    });
    const yeni = await gonderildiYaz(db, isletme.id, row.id, currentUser(c).id, kanal);
    const vade = vadeMs(baslangicMs, ayar, tz);
    const cevap: GonderimSonucu = {
      adres: besteciAdresi(kanal, { telefon: row.telefon, email: null }, metin, ''),
      metin,
      satir: satirGorunumu(yeni, vade, grupOf(vade, baslangicMs, pencere(nowMs, tz), nowMs, false) ?? 'bugun', c.get('lang')),
    };
    return ok(c, cevap);
  });
