import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { MessageKey } from '@lib/i18n/translate';
import { GorevDurumSchema, GorevFiltreSchema, GorevSchema, type GorevFiltre } from '@lib/schemas/personel';
import { requirePermission } from '@worker/auth/guards';
import { isletmeZamani } from '@worker/db/parametre';
import {
  gorevDurum, gorevEkle, gorevGuncelle, gorevListesi, gorevPersonelDogrula, gorevPersonelleri, gorevSil,
} from '@worker/db/personel/gorev';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { bugun as bugunOf } from '@lib/zaman/dilim';
import { csvCevap } from '@worker/http/csv';
import { govdeOku } from './ortak';

function filtreOku(c: Context<AppEnv>): GorevFiltre {
  const result = v.safeParse(GorevFiltreSchema, c.req.query());
  if (!result.success) throw new ApiError(400, 'VALIDATION', 'personel.gorev.invalid.filtre');
  return result.output;
}

/** Today in the venue zone (due days are venue-zone days). */
async function bugun(c: Context<AppEnv>): Promise<string> {
  return bugunOf((await isletmeZamani(c.env.DB, c.get('isletme').id)).saatDilimi);
}

/** /gorevler: staff tasks (SPEC §6 staff task add, update, delete), their filters and CSV, under the mounting module's key. */
export function gorevRoutes(GOREV_KEY: string) {
  return new Hono<AppEnv>()
    .get('/gorevler', requirePermission(GOREV_KEY), async (c) => {
      const filtre = filtreOku(c);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const gun = await bugun(c);
      const [gorevler, personeller] = await Promise.all([gorevListesi(db, isletmeId, filtre, gun), gorevPersonelleri(db, isletmeId)]);
      return ok(c, { gorevler, personeller, bugun: gun });
    })
    .post('/gorevler', requirePermission(`${GOREV_KEY}:ekle`), async (c) => {
      const input = await govdeOku(c, GorevSchema);
      const isletmeId = c.get('isletme').id;
      await gorevPersonelDogrula(c.env.DB, isletmeId, input.personelId);
      return ok(c, { id: await gorevEkle(c.env.DB, isletmeId, input) }, 201);
    })
    .get('/gorevler/disa-aktar', requirePermission(`${GOREV_KEY}:disa-aktar`), async (c) => {
      const filtre = filtreOku(c);
      const lang = c.get('lang');
      const t = (key: string) => translate(lang, key as MessageKey);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const { saatDilimi } = await isletmeZamani(db, isletmeId);
      const gun = bugunOf(saatDilimi);
      const [gorevler, personeller] = await Promise.all([gorevListesi(db, isletmeId, filtre, gun), gorevPersonelleri(db, isletmeId)]);
      const ad = new Map(personeller.map((p) => [p.id, p.ad]));
      const rows = [
        ['baslik', 'aciklama', 'personel', 'sonTarih', 'durum', 'gecikmis', 'olusturma'].map((key) => t(`personel.gorev.csv.${key}`)),
        ...gorevler.map((g) => [
          g.baslik, g.aciklama, g.personelId === null ? '' : (ad.get(g.personelId) ?? ''), g.sonTarih ?? '', t(`personel.gorev.durum.${g.durum}`),
          t(g.gecikmis ? 'common.yes' : 'common.no'), g.olusturma.slice(0, 10),
        ]),
      ];
      return csvCevap(c, rows, 'personel-gorevleri', saatDilimi);
    })
    .put('/gorevler/:id', requirePermission(`${GOREV_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const input = await govdeOku(c, GorevSchema);
      const isletmeId = c.get('isletme').id;
      await gorevPersonelDogrula(c.env.DB, isletmeId, input.personelId);
      await gorevGuncelle(c.env.DB, isletmeId, id, input);
      return ok(c, { id });
    })
    .put('/gorevler/:id/durum', requirePermission(`${GOREV_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const { durum } = await govdeOku(c, GorevDurumSchema);
      await gorevDurum(c.env.DB, c.get('isletme').id, id, durum);
      return ok(c, { id, durum });
    })
    .delete('/gorevler/:id', requirePermission(`${GOREV_KEY}:sil`), async (c) => {
      const id = idParam(c);
      await gorevSil(c.env.DB, c.get('isletme').id, id);
      return ok(c, { id });
    });
}
