import { Hono, type Context } from 'hono';
import { MusteriAraSorguSchema } from '@lib/schemas/cari';
import { KasaGirdiSchema, KasaSorguSchema, type KasaListesi, type KasaRaporu, type KasaSatiri } from '@lib/schemas/kasa';
import { gunAraligiIso, isGunuOf } from '@lib/zaman/isgunu';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { finansMusteriAra } from '@worker/db/cari/musteri-ara';
import { isletmeOku } from '@worker/db/parametre';
import { kasaEkle, kasaGuncelle, kasaListesi, kasaOku, kasaRaporu, kasaSil, kasaTumu, odemeSunuluyor, type KasaFiltresi } from '@worker/db/kasa/hareket';
import { kapaliGunDegil } from '@worker/db/kasa/kapali-gun';
import { kaporaRaporu } from '@worker/db/randevu/kapora';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import { yerelZamanIso } from '@lib/zaman/yerel';
import { kayitMetni } from '@lib/randevu/kayit-metni';
import type { AppEnv } from '@worker/types';
import { csvFiyat, csvMetni, csvZaman, csvCevap } from '@worker/http/csv';
import { sorguOku } from './sorgu';

/** /api/isletme/randevu/kasa: the appointment cash book (list + totals, daily report, CSV, create, edit, delete). */

/** ?bas=&bit=&tur=&odeme=; a missing end is the other end, both missing is the venue's business today. */
function filtre(c: Context<AppEnv>, tz: string, gunDonumuSaat: number): KasaFiltresi & { bugun: string } {
  const s = sorguOku(c, KasaSorguSchema, ['bas', 'bit', 'tur', 'odeme']);
  const gun = isGunuOf(Date.now(), tz, gunDonumuSaat);
  const bas = s.bas ?? s.bit ?? gun;
  return { bas, bit: s.bit ?? s.bas ?? gun, tur: s.tur, odeme: s.odeme, bugun: gun };
}

/** The venue's one cash book, guarded by the permission key of the module that mounts it. */
export function kasaRoutes(KASA_KEY: string) {
  return new Hono<AppEnv>()
    .get('/kasa', requirePermission(KASA_KEY), async (c) => {
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const { saatDilimi, gunDonumuSaat, odemeYontemleri } = await isletmeOku(db, isletmeId);
      const f = filtre(c, saatDilimi, gunDonumuSaat);
      const liste = await kasaListesi(db, isletmeId, f, saatDilimi, gunDonumuSaat);
      return ok<KasaListesi>(c, { bas: f.bas, bit: f.bit, bugun: f.bugun, saatDilimi, gunDonumuSaat, odemeYontemleri, ...liste });
    })
    .get('/kasa/rapor', requirePermission(`${KASA_KEY}:raporCek`), async (c) => {
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const { ad, saatDilimi, gunDonumuSaat } = await isletmeOku(db, isletmeId);
      const f = filtre(c, saatDilimi, gunDonumuSaat);
      const rapor = await kasaRaporu(db, isletmeId, f.bas, f.bit, saatDilimi, gunDonumuSaat);
      const kapora = await kaporaRaporu(db, isletmeId, ...gunAraligiIso(f.bas, f.bit, saatDilimi, gunDonumuSaat));
      return ok<KasaRaporu>(c, { isletme: ad, bas: f.bas, bit: f.bit, saatDilimi, gunDonumuSaat, olusturma: new Date().toISOString(), ...rapor, kapora });
    })
    .get('/kasa/disa-aktar', requirePermission(`${KASA_KEY}:disa-aktar`), async (c) => {
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const { saatDilimi, gunDonumuSaat } = await isletmeOku(db, isletmeId);
      const f = filtre(c, saatDilimi, gunDonumuSaat);
      const lang = c.get('lang');
      const t = (key: string) => translate(lang, key as never);
      const tp = (key: string, params?: Record<string, string | number>) => translate(lang, key as never, params);
      const musteriAdi = (m: KasaSatiri['musteri']) => (m ? (m.silinmis ? t('kasa.silinmisMusteri') : m.adSoyad) : '');
      const satirlar = await kasaTumu(db, isletmeId, f, saatDilimi, gunDonumuSaat);
      const csv = csvMetni([
        ['tarih', 'tur', 'odeme', 'kaynak', 'gelir', 'gider', 'aciklama', 'musteri', 'randevu', 'kaydeden'].map((k) => t(`kasa.csv.${k}`)),
        ...satirlar.map((s) => [
          csvZaman(s.tarih, saatDilimi), t(`kasa.tur.${s.tur}`), t(`kasa.odeme.${s.odeme}`), t(`kasa.kaynak.${s.kaynak}`),
          s.tur === 'gelir' ? csvFiyat(s.tutarKurus) : '', s.tur === 'gider' ? csvFiyat(s.tutarKurus) : '', kayitMetni(tp, s.sistem, s.aciklama, musteriAdi(s.musteri)),
          musteriAdi(s.musteri), s.randevu?.kod ?? '', s.kaydeden ?? '',
        ]),
      ]);
      return csvCevap(c, csv, `kasa-${f.bas}-${f.bit}`, saatDilimi);
    })
    .get('/kasa/musteri-ara', requirePermission(KASA_KEY), async (c) => {
      const { q } = sorguOku(c, MusteriAraSorguSchema, ['q']);
      return ok(c, await finansMusteriAra(c.env.DB, c.get('isletme').id, q));
    })
    .post('/kasa', requirePermission(`${KASA_KEY}:ekle`), async (c) => {
      const input = await readBody(c, KasaGirdiSchema);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const { saatDilimi, gunDonumuSaat, odemeYontemleri } = await isletmeOku(db, isletmeId);
      odemeSunuluyor(input.odeme, odemeYontemleri);
      await kapaliGunDegil(db, isletmeId, [yerelZamanIso(input.tarih, saatDilimi)], { saatDilimi, gunDonumuSaat });
      return ok(c, await kasaEkle(db, isletmeId, currentUser(c).id, input, saatDilimi), 201);
    })
    .put('/kasa/:id', requirePermission(`${KASA_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const input = await readBody(c, KasaGirdiSchema);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const { saatDilimi, gunDonumuSaat, odemeYontemleri } = await isletmeOku(db, isletmeId);
      const mevcut = await kasaOku(db, isletmeId, id);
      // a movement keeps a method the venue has since stopped offering; changing to one needs it offered
      if (input.odeme !== mevcut.odeme) odemeSunuluyor(input.odeme, odemeYontemleri);
      // neither out of a closed day nor into one (a check's payment is refused as such by kasaGuncelle)
      if (mevcut.kaynak !== 'adisyon') await kapaliGunDegil(db, isletmeId, [mevcut.tarih, yerelZamanIso(input.tarih, saatDilimi)], { saatDilimi, gunDonumuSaat });
      return ok(c, await kasaGuncelle(db, isletmeId, id, input, saatDilimi));
    })
    .delete('/kasa/:id', requirePermission(`${KASA_KEY}:sil`), async (c) => {
      const id = idParam(c);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const mevcut = await kasaOku(db, isletmeId, id);
      if (mevcut.kaynak !== 'adisyon') await kapaliGunDegil(db, isletmeId, [mevcut.tarih]);
      await kasaSil(db, isletmeId, id);
      return ok(c, { id });
    });
}
