import * as v from 'valibot';
import {
  BasimSchema, BirlestirSchema, BolGeriSchema, BolSchema, KoltukSchema, HesapSchema, IndirimSchema, KalemDurumSchema, KalemTasiSchema, KapatSchema, MisafirSchema, MusteriBagSchema,
  OdemeFisNoSchema, OdeSchema, SiparisSchema, TasiSchema,
} from '@lib/schemas/cafe/islem';
import { basim, hesap, indirim, kalemDurum, misafir, musteri, siparis } from './isleyici/kalem';
import { kapat, ode, odemeFisNo } from './isleyici/odeme';
import { birlestir, kalemTasi, tasi } from './isleyici/transfer';
import { bol, bolGeri, koltuk } from './isleyici/bol';
import { CALISMA_GUNU_KEY } from '@worker/db/cafe/gun';
import { GUNSONU_KEY } from '@worker/db/cafe/gunsonu';
import { gunAc } from './isleyici/gun';
import { gunsonu } from './isleyici/gunsonu';
import { GunAcSchema, GunsonuSchema } from '@lib/schemas/cafe/gun';
import { IstasyonBasimSchema, IstasyonHazirSchema, IstasyonTeslimSchema } from '@lib/schemas/cafe/istasyon';
import { istasyonBasim, istasyonHazir, istasyonTeslim } from './isleyici/istasyon';
import { CagriKapatSchema, QrCagriSchema, QrKabulSchema, QrRedSchema, QrSiparisSchema } from '@lib/schemas/cafe/qr';
import { cagriKapat, qrCagri, qrKabul, qrRed, qrSiparis } from './isleyici/qr';
import type { Isleyici } from './tipler';

/** Every cafe operation: its input schema, the permission key it needs and its handler (run by the venue's object). */

const TAKIP = 'isletme:qrmenu:cafe-yonetim:masa-takip';
export const ISTASYON_KEY = 'isletme:qrmenu:cafe-yonetim:istasyon';

export interface IslemTanimi {
  schema: v.GenericSchema;
  /** the permission key it needs; a list: any one of them */
  izin: string | readonly string[];
  isleyici: Isleyici<never>;
}

const tanim = <S extends v.GenericSchema>(schema: S, izin: IslemTanimi['izin'], isleyici: Isleyici<v.InferOutput<S>>): IslemTanimi =>
  ({ schema, izin, isleyici: isleyici as Isleyici<never> });

/** True when the member's keys allow the operation. */
export const izinVar = (t: IslemTanimi, yetkiler: ReadonlySet<string>): boolean =>
  (typeof t.izin === 'string' ? [t.izin] : t.izin).some((k) => yetkiler.has(k));

export const ISLEMLER: Record<string, IslemTanimi> = {
  siparis: tanim(SiparisSchema, `${TAKIP}:ekle`, siparis),
  misafir: tanim(MisafirSchema, `${TAKIP}:ekle`, misafir),
  ikram: tanim(KalemDurumSchema, `${TAKIP}:ikram`, kalemDurum),
  iptal: tanim(KalemDurumSchema, `${TAKIP}:iptal`, kalemDurum),
  indirim: tanim(IndirimSchema, `${TAKIP}:indirim`, indirim),
  musteri: tanim(MusteriBagSchema, `${TAKIP}:guncelle`, musteri),
  // the pre-bill: the waiter's and the cashier's (who takes the money) too
  hesap: tanim(HesapSchema, [`${TAKIP}:guncelle`, `${TAKIP}:tahsilat`], hesap),
  tasi: tanim(TasiSchema, `${TAKIP}:guncelle`, tasi),
  birlestir: tanim(BirlestirSchema, `${TAKIP}:guncelle`, birlestir),
  kalemTasi: tanim(KalemTasiSchema, `${TAKIP}:guncelle`, kalemTasi),
  bol: tanim(BolSchema, `${TAKIP}:guncelle`, bol),
  bolGeri: tanim(BolGeriSchema, `${TAKIP}:guncelle`, bolGeri),
  koltuk: tanim(KoltukSchema, `${TAKIP}:ekle`, koltuk),
  ode: tanim(OdeSchema, `${TAKIP}:tahsilat`, ode),
  kapat: tanim(KapatSchema, `${TAKIP}:tahsilat`, kapat),
  odemeFisNo: tanim(OdemeFisNoSchema, `${TAKIP}:tahsilat`, odemeFisNo),
  basim: tanim(BasimSchema, TAKIP, basim),
  gunAc: tanim(GunAcSchema, `${CALISMA_GUNU_KEY}:ekle`, gunAc),
  gunsonu: tanim(GunsonuSchema, `${GUNSONU_KEY}:ekle`, gunsonu),
  istasyonHazir: tanim(IstasyonHazirSchema, `${ISTASYON_KEY}:guncelle`, istasyonHazir),
  istasyonBasim: tanim(IstasyonBasimSchema, ISTASYON_KEY, istasyonBasim),
  istasyonTeslim: tanim(IstasyonTeslimSchema, TAKIP, istasyonTeslim),
  // a guest order waiting for staff, a guest's call (ordering from the table)
  qrKabul: tanim(QrKabulSchema, `${TAKIP}:ekle`, qrKabul),
  qrRed: tanim(QrRedSchema, `${TAKIP}:ekle`, qrRed),
  cagriKapat: tanim(CagriKapatSchema, TAKIP, cagriKapat),
};

/**
 * What a guest may do from the table's QR menu: no staff permission, a valid visit instead (the guest route checks
 * it and adds it to the operation). Never reachable through the staff route, which only looks in ISLEMLER.
 */
export const MISAFIR_ISLEMLERI: Record<string, Omit<IslemTanimi, 'izin'>> = {
  qrSiparis: { schema: QrSiparisSchema, isleyici: qrSiparis as Isleyici<never> },
  qrCagri: { schema: QrCagriSchema, isleyici: qrCagri as Isleyici<never> },
};
