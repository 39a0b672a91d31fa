import * as v from 'valibot';
import { CIHAZ_DURUMLARI, CIHAZ_TURLERI, KONDISYONLAR, type CihazDurumu, type CihazTuru, type Kondisyon } from '@lib/ikinciel/durum';
import { ACIKLAMA_SINIRI, BASLIK_SINIRI, YUVARLAMA_ADIMLARI, YUVARLAMA_YONLERI, type YuvarlamaYonu } from '@lib/ikinciel/ilan';
import { tcGecerli } from '@lib/ikinciel/tc';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';
import { gunGecerli } from '../personel';

/**
 * Second-hand trading (/isletme/qrmenu/pc-alis-satis, letgo-bot and /api/isletme/ikinciel/*): one schema for the
 * panel's forms and the API. Messages are i18n keys ('ikinciel.v.*').
 */

export const EN_COK_FOTO = 8;
export const IKINCIEL_FOTO_DESENI = /^ikinciel\/\d{1,10}\/[0-9a-f]{32}\.webp$/;
export const ILAN_DURUMLARI = ['taslak', 'yayinda', 'satildi', 'kaldirildi'] as const;
export type IlanDurumu = (typeof ILAN_DURUMLARI)[number];

const temiz = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\n' && ch !== '\r' && ch !== '\t') || code === 127;
});
const metin = (min: number, max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temiz, message)), '');
const gun = (message: string) => v.pipe(v.string(message), v.trim(), v.check(gunGecerli, message));
const kurus = (min: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(100_000_000, message));

export const OzellikSchema = v.optional(v.object({
  islemci: metin(0, 80, 'ikinciel.v.ozellik'),
  ram: metin(0, 40, 'ikinciel.v.ozellik'),
  depolama: metin(0, 60, 'ikinciel.v.ozellik'),
  ekranKarti: metin(0, 80, 'ikinciel.v.ozellik'),
  ekran: metin(0, 60, 'ikinciel.v.ozellik'),
  serbest: metin(0, 300, 'ikinciel.v.ozellik'),
}), {});
export type Ozellik = { islemci: string; ram: string; depolama: string; ekranKarti: string; ekran: string; serbest: string };

export const CihazSchema = v.object({
  tur: v.picklist(CIHAZ_TURLERI, 'ikinciel.v.tur'),
  marka: metin(1, 60, 'ikinciel.v.marka'),
  model: metin(0, 80, 'ikinciel.v.model'),
  ozellik: OzellikSchema,
  seriNo: metin(0, 60, 'ikinciel.v.seriNo'),
  kondisyon: v.picklist(KONDISYONLAR, 'ikinciel.v.kondisyon'),
  kondisyonNot: metin(0, 500, 'ikinciel.v.kondisyonNot'),
  fotolar: v.optional(v.pipe(v.array(v.pipe(v.string('ikinciel.v.foto'), v.regex(IKINCIEL_FOTO_DESENI, 'ikinciel.v.foto')), 'ikinciel.v.foto'),
    v.maxLength(EN_COK_FOTO, 'ikinciel.v.fotoSayi'), v.check((l) => new Set(l).size === l.length, 'ikinciel.v.foto')), []),
  saticiAd: metin(0, 100, 'ikinciel.v.saticiAd'),
  saticiTel: v.optional(v.pipe(v.string('ikinciel.v.saticiTel'), v.trim(), v.regex(/^(\+?[0-9 ()-]{7,20})?$/, 'ikinciel.v.saticiTel')), ''),
  // empty, or a checksum-valid ID; when editing, the masked value the screen shows means "unchanged"
  saticiTc: v.optional(v.pipe(v.string('ikinciel.v.tc'), v.trim(), v.check((x) => x === '' || tcGecerli(x) || /^\d{3}\*{6}\d{2}$/.test(x), 'ikinciel.v.tc')), ''),
  alisKurus: kurus(0, 'ikinciel.v.alis'),
  alisTarihi: gun('ikinciel.v.tarih'),
  istenenKurus: v.optional(v.nullable(kurus(1, 'ikinciel.v.istenen')), null),
});
export type CihazFormu = v.InferInput<typeof CihazSchema>;
export type CihazAlani = keyof CihazFormu;

export const MasrafSchema = v.object({
  aciklama: metin(1, 200, 'ikinciel.v.masrafAciklama'),
  tutarKurus: kurus(1, 'ikinciel.v.tutar'),
  tarih: gun('ikinciel.v.tarih'),
});
export type MasrafFormu = v.InferInput<typeof MasrafSchema>;

export const DurumSchema = v.object({ durum: v.picklist(CIHAZ_DURUMLARI, 'ikinciel.v.durum') });

export const SatisSchema = v.object({
  aliciAd: metin(1, 100, 'ikinciel.v.aliciAd'),
  aliciTel: v.optional(v.pipe(v.string('ikinciel.v.saticiTel'), v.trim(), v.regex(/^(\+?[0-9 ()-]{7,20})?$/, 'ikinciel.v.saticiTel')), ''),
  satisKurus: kurus(1, 'ikinciel.v.satis'),
  satisTarihi: gun('ikinciel.v.tarih'),
  odeme: v.picklist(ODEME_YONTEMLERI, 'ikinciel.v.odeme'),
  garantiGun: v.pipe(v.number('ikinciel.v.garanti'), v.integer('ikinciel.v.garanti'), v.minValue(0, 'ikinciel.v.garanti'), v.maxValue(3650, 'ikinciel.v.garanti')),
});
export type SatisFormu = v.InferInput<typeof SatisSchema>;

export const IadeSchema = v.object({ tarih: gun('ikinciel.v.tarih') });

const url = v.pipe(v.string('ikinciel.v.url'), v.trim(), v.maxLength(500, 'ikinciel.v.url'), v.check((x) => {
  if (x === '') return true;
  try {
    const u = new URL(x);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}, 'ikinciel.v.url'));

export const IlanSchema = v.object({
  cihazId: v.pipe(v.number('ikinciel.v.cihaz'), v.integer('ikinciel.v.cihaz'), v.minValue(1, 'ikinciel.v.cihaz'), v.maxValue(0x7fffffff, 'ikinciel.v.cihaz')),
  baslik: metin(1, BASLIK_SINIRI, 'ikinciel.v.baslik'),
  aciklama: metin(0, ACIKLAMA_SINIRI, 'ikinciel.v.aciklama'),
  fiyatKurus: kurus(1, 'ikinciel.v.fiyat'),
});
export type IlanFormu = v.InferInput<typeof IlanSchema>;
export const IlanGuncelleSchema = v.omit(IlanSchema, ['cihazId']);

export const IlanDurumSchema = v.pipe(v.object({
  durum: v.picklist(ILAN_DURUMLARI, 'ikinciel.v.ilanDurum'),
  url: v.optional(url, ''),
  /** true: a published listing was renewed today */
  yenile: v.optional(v.boolean('ikinciel.v.ilanDurum'), false),
}), v.check((g) => g.durum !== 'yayinda' || g.url !== '', 'ikinciel.v.urlGerekli'));
export type IlanDurumFormu = v.InferInput<typeof IlanDurumSchema>;

export const AyarSchema = v.object({
  sablon: metin(1, 2000, 'ikinciel.v.sablon'),
  yuvarlamaAdim: v.picklist(YUVARLAMA_ADIMLARI, 'ikinciel.v.yuvarlama'),
  yuvarlamaYon: v.picklist(YUVARLAMA_YONLERI, 'ikinciel.v.yuvarlama'),
  yenileGun: v.pipe(v.number('ikinciel.v.yenileGun'), v.integer('ikinciel.v.yenileGun'), v.minValue(1, 'ikinciel.v.yenileGun'), v.maxValue(365, 'ikinciel.v.yenileGun')),
});
export type AyarFormu = v.InferInput<typeof AyarSchema>;

// ---- answers ----

export interface Masraf { id: number; aciklama: string; tutarKurus: number; tarih: string }

export interface CihazOzet {
  id: number;
  tur: CihazTuru;
  marka: string;
  model: string;
  kondisyon: Kondisyon;
  durum: CihazDurumu;
  kapak: string | null;
  alisKurus: number;
  masrafKurus: number;
  /** purchase + costs */
  maliyetKurus: number;
  istenenKurus: number | null;
  satisKurus: number | null;
  karKurus: number | null;
  alisTarihi: string;
  satisTarihi: string | null;
}

export interface Cihaz extends CihazOzet {
  ozellik: Ozellik;
  seriNo: string;
  kondisyonNot: string;
  fotolar: string[];
  saticiAd: string;
  saticiTel: string;
  /** masked unless the caller holds the unmask right */
  saticiTc: string;
  tcAcik: boolean;
  saticiSilinme: string | null;
  /** first local day the seller may be erased (KVKK keeping period) */
  silinebilir: string;
  aliciAd: string | null;
  aliciTel: string | null;
  odeme: OdemeYontemi | null;
  garantiGun: number | null;
  satisKasaId: number | null;
  iadeTarihi: string | null;
  iadeKasaId: number | null;
  masraflar: Masraf[];
}

export interface AylikSatis { ay: string; adet: number; ciroKurus: number; karKurus: number }
export interface Rapor {
  stokAdet: number;
  stokDegeriKurus: number;
  satilanlar: CihazOzet[];
  aylik: AylikSatis[];
  ortalamaGun: number | null;
  toplamKarKurus: number;
}

export interface FiyatOnerisi { adet: number; medyanKurus: number | null; duzey: 'model' | 'marka' | 'yok' }

export interface Ayar { sablon: string; yuvarlamaAdim: number; yuvarlamaYon: YuvarlamaYonu; yenileGun: number }

export interface Ilan {
  id: number;
  cihazId: number;
  durum: IlanDurumu;
  baslik: string;
  aciklama: string;
  fiyatKurus: number;
  url: string;
  yayinTarihi: string | null;
  yenilenmeli: boolean;
  cihaz: Pick<Cihaz, 'tur' | 'marka' | 'model' | 'kondisyon' | 'kondisyonNot' | 'ozellik' | 'fotolar' | 'durum' | 'istenenKurus' | 'garantiGun'>;
}

export interface IlanListesi {
  ilanlar: Ilan[];
  /** for-sale items without a live listing */
  adaylar: (CihazOzet & Pick<Cihaz, 'ozellik' | 'kondisyonNot' | 'fotolar'>)[];
  ayar: Ayar;
  bugun: string;
}
