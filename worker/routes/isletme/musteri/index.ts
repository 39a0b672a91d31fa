import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { MusteriGirdiSchema, MusteriListeSorguSchema, type MusteriListeSorgusu } from '@lib/schemas/musteri';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { isletmeBilgi, musteriEkle, musteriGuncelle, musteriListesi, musteriListesiTumu, musteriCsvAyrintilari } from '@worker/db/musteri/kayit';
import { musteriDetay } from '@worker/db/musteri/detay';
import { translate } from '@worker/i18n';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { bugun } from '@lib/zaman/dilim';
import { csvFiyat, csvMetni, csvCevap, csvZaman } from '@worker/http/csv';
import { musteriBirlestirRoutes } from './birlestir';
import { musteriKvkkRoutes } from './kvkk';

/** /musteriler: the venue's customer book (list, CSV, create, edit, detail) + duplicates/merge, KVKK export/erase. */

/** ?q=&sayfa=&sira=&filtre= — a bad value is a 400 in the caller's language, never a silent default. */
function listeSorgusu(c: Context<AppEnv>): MusteriListeSorgusu {
  const raw = Object.fromEntries(['q', 'sayfa', 'sira', 'filtre'].flatMap((k) => {
    const value = c.req.query(k);
    return value === undefined || value === '' ? [] : [[k, value]];
  }));
  const result = v.safeParse(MusteriListeSorguSchema, raw);
  if (!result.success) {
    const key = result.issues[0]?.message ?? '';
    throw new ApiError(400, 'VALIDATION', (key.startsWith('musteri.') ? key : 'error.invalidInput') as never);
  }
  return result.output;
}

/** A stored instant → 'YYYY-MM-DD HH:MM' in the venue zone (Excel reads it as a date); none → empty. */
const yerelZaman = (iso: string | null, timeZone: string): string => (iso ? csvZaman(iso, timeZone) : '');

/** The venue's one customer book, guarded by the permission key of the module that mounts it. */
export function musteriRoutes(MUSTERI_KEY: string) {
  return new Hono<AppEnv>()
    // first: its fixed paths must win over /musteriler/:id
    .route('/', musteriBirlestirRoutes(MUSTERI_KEY))
    .get('/musteriler', requirePermission(MUSTERI_KEY), async (c) => {
      const sorgu = listeSorgusu(c);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      return ok(c, await musteriListesi(db, isletmeId, sorgu, (await isletmeBilgi(db, isletmeId)).saatDilimi));
    })
    .get('/musteriler/disa-aktar', requirePermission(`${MUSTERI_KEY}:disa-aktar`), async (c) => {
      const sorgu = listeSorgusu(c);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const { saatDilimi } = await isletmeBilgi(db, isletmeId);
      const lang = c.get('lang');
      const t = (key: string) => translate(lang, key as never);
      const tum = await musteriListesiTumu(db, isletmeId, sorgu, saatDilimi);
      const satirlar = await tum.ozetAl(tum.satirlar);
      const detay = await musteriCsvAyrintilari(db, isletmeId);
      const csv = csvMetni([
        ['ad', 'telefon', 'email', 'dogum', 'kvkkSurum', 'kvkkZaman', 'kayit', 'sonZiyaret', 'sonraki', 'randevu', 'paket', 'seans', 'bakiye', 'notlar'].map((k) => t(`musteri.csv.${k}`)),
        ...satirlar.map((m) => {
          const d = detay.get(m.id);
          return [
            m.silinmis ? t('musteri.silinmisMusteri') : m.adSoyad, m.silinmis ? '' : telefonGoster(m.telefon), m.email ?? '', d?.dogum_tarihi ?? '',
            d?.kvkk_metin_surum ?? '', yerelZaman(d?.kvkk_onay_zamani ?? null, saatDilimi), bugun(saatDilimi, Date.parse(m.olusturma)),
            yerelZaman(m.sonZiyaret, saatDilimi), yerelZaman(m.sonrakiRandevu, saatDilimi), String(m.randevuSayisi), String(m.aktifPaket), String(m.kalanSeans),
            (m.bakiyeKurus < 0 ? '-' : '') + csvFiyat(Math.abs(m.bakiyeKurus)), d?.notlar ?? '',
          ];
        }),
      ]);
      return csvCevap(c, csv, 'musteriler', saatDilimi);
    })
    .post('/musteriler', requirePermission(`${MUSTERI_KEY}:ekle`), async (c) => {
      const input = await readBody(c, MusteriGirdiSchema);
      return ok(c, await musteriEkle(c.env.DB, c.get('isletme').id, currentUser(c).id, input), 201);
    })
    .get('/musteriler/:id', requirePermission(MUSTERI_KEY), async (c) => ok(c, await musteriDetay(c.env.DB, c.get('isletme').id, idParam(c))))
    .put('/musteriler/:id', requirePermission(`${MUSTERI_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const input = await readBody(c, MusteriGirdiSchema);
      return ok(c, await musteriGuncelle(c.env.DB, c.get('isletme').id, currentUser(c).id, id, input));
    })
    .route('/', musteriKvkkRoutes(MUSTERI_KEY));
}
