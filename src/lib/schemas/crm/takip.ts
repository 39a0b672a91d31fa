import * as v from 'valibot';
import { DEGER_ARALIGI, KURALLAR, TAKIP_KURALLARI, type Kural, type KuralAyari, type TakipKurali } from '@lib/crm/kural';
import type { Segment } from '@lib/crm/segment';
import type { Lang } from '@lib/i18n/languages';

/** Inputs of the follow-up part (the list query, a manual follow-up, its changes, send / outcome, rules, templates) and its answers. */

const tarih = (m: string) => v.pipe(v.string(m), v.regex(/^[12]\d{3}-[01]\d-[0-3]\d$/, m), v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), m));
const id = (m: string) => v.pipe(v.number(m), v.integer(m), v.minValue(1, m), v.maxValue(0x7fffffff, m));
const islemId = v.pipe(v.string('crm.takip.v.islemId'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'crm.takip.v.islemId'));

export const TAKIP_SEKMELERI = ['acik', 'bugun', 'gecikmis', 'tamam', 'atlandi'] as const;
export type TakipSekmesi = (typeof TAKIP_SEKMELERI)[number];
export const TAKIP_SORGU_ALANLARI = ['sekme', 'benim', 'kural', 'personel', 'q', 'sayfa'] as const;
export const TakipSorguSchema = v.object({
  sekme: v.optional(v.picklist(TAKIP_SEKMELERI), 'acik'),
  benim: v.optional(v.picklist(['1', '0'])),
  kural: v.optional(v.picklist(TAKIP_KURALLARI)),
  personel: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))),
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  sayfa: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
});

export const ManuelTakipSchema = v.object({
  musteriId: id('crm.takip.v.musteri'),
  metin: v.pipe(v.string('crm.takip.v.metin'), v.trim(), v.minLength(1, 'crm.takip.v.metin'), v.maxLength(300, 'crm.takip.v.metin')),
  vade: tarih('crm.takip.v.vade'),
  personelId: v.optional(v.nullable(id('crm.takip.v.personel')), null),
});
export type ManuelTakip = v.InferOutput<typeof ManuelTakipSchema>;

export const TakipDegisikligiSchema = v.pipe(
  v.object({
    personelId: v.optional(v.nullable(id('crm.takip.v.personel'))),
    vade: v.optional(tarih('crm.takip.v.vade')),
    durum: v.optional(v.picklist(['acik', 'atlandi'], 'crm.takip.v.durum')),
  }),
  v.check((g) => g.personelId !== undefined || g.vade !== undefined || g.durum !== undefined, 'crm.takip.v.bosDegisiklik'),
);
export type TakipDegisikligi = v.InferOutput<typeof TakipDegisikligiSchema>;

export const KANALLAR = ['whatsapp', 'sms', 'email'] as const;
export type Kanal = (typeof KANALLAR)[number];
export const GonderSchema = v.object({
  kanal: v.picklist(KANALLAR, 'crm.takip.v.kanal'),
  sablonId: v.optional(v.nullable(id('crm.takip.v.sablon')), null),
  metin: v.pipe(v.string('crm.takip.v.mesaj'), v.trim(), v.minLength(1, 'crm.takip.v.mesaj'), v.maxLength(2000, 'crm.takip.v.mesaj')),
  islemId,
});

export const SONUCLAR = ['ulasildi', 'randevu', 'reddetti', 'sonra'] as const;
export type Sonuc = (typeof SONUCLAR)[number];
export const KaydetSchema = v.pipe(
  v.object({
    sonuc: v.picklist(SONUCLAR, 'crm.takip.v.sonuc'),
    sonrakiVade: v.optional(v.nullable(tarih('crm.takip.v.sonrakiVade')), null),
    not: v.optional(v.pipe(v.string('crm.takip.v.not'), v.trim(), v.maxLength(1000, 'crm.takip.v.not')), ''),
    islemId,
  }),
  v.forward(v.check((g) => g.sonuc !== 'sonra' || g.sonrakiVade !== null, 'crm.takip.v.sonrakiVade'), ['sonrakiVade']),
);
export const YazdirSchema = v.object({ islemId: v.optional(islemId) });

export const KurallarSchema = v.object({
  kurallar: v.pipe(
    v.array(v.object({
      kural: v.picklist(KURALLAR, 'crm.takip.v.kural'),
      aktif: v.boolean('crm.takip.v.aktif'),
      deger: v.pipe(v.number('crm.takip.v.deger'), v.integer('crm.takip.v.deger'), v.minValue(0, 'crm.takip.v.deger'), v.maxValue(100_000_000, 'crm.takip.v.deger')),
      personelId: v.optional(v.nullable(id('crm.takip.v.personel')), null),
    })),
    v.check((l) => new Set(l.map((k) => k.kural)).size === l.length, 'crm.takip.v.kural'),
  ),
});
export type KuralGirdisi = v.InferOutput<typeof KurallarSchema>['kurallar'][number];
/** The rule's number outside its range → the key of its message and the range. */
export const degerDisinda = (k: KuralGirdisi) => k.deger < DEGER_ARALIGI[k.kural][0] || k.deger > DEGER_ARALIGI[k.kural][1];

const sablonMetni = (zorunlu: boolean) => zorunlu
  ? v.pipe(v.string('crm.takip.v.sablonTr'), v.trim(), v.minLength(1, 'crm.takip.v.sablonTr'), v.maxLength(1000, 'crm.takip.v.sablonUzun'))
  : v.optional(v.pipe(v.string('crm.takip.v.sablonUzun'), v.trim(), v.maxLength(1000, 'crm.takip.v.sablonUzun')), '');
export const SablonSchema = v.object({
  ad: v.pipe(v.string('crm.takip.v.sablonAd'), v.trim(), v.minLength(1, 'crm.takip.v.sablonAd'), v.maxLength(80, 'crm.takip.v.sablonAd')),
  tur: v.picklist(['pazarlama', 'hizmet'], 'crm.takip.v.sablonTur'),
  kural: v.optional(v.nullable(v.picklist(TAKIP_KURALLARI, 'crm.takip.v.kural')), null),
  metin: v.object({ tr: sablonMetni(true), en: sablonMetni(false), de: sablonMetni(false), ru: sablonMetni(false) }, 'crm.takip.v.sablonTr'),
  aktif: v.optional(v.boolean('crm.takip.v.aktif'), true),
});
export type SablonGirdisi = v.InferOutput<typeof SablonSchema>;

/** A rule's settings with its value range. */
export interface KuralSatiri extends KuralAyari { kural: Kural; aralik: readonly [number, number] }

/** A message template of the venue, its text in every language. */
export interface Sablon { id: number; ad: string; tur: 'pazarlama' | 'hizmet'; kural: TakipKurali | null; metin: { tr: string; en: string; de: string; ru: string }; aktif: boolean }
/** A follow-up in the list (erased customers never appear). */
export interface TakipSatiri {
  id: number;
  musteri: { id: number; ad: string; telefon: string };
  kural: TakipKurali;
  neden: Record<string, string | number>;
  vade: string;
  personel: { id: number; ad: string } | null;
  durum: 'acik' | 'tamam' | 'atlandi';
  sonuc: 'ulasildi' | 'randevu' | 'reddetti' | 'sonra' | null;
  sonGonderim: string | null;
  kapanis: string | null;
}
export interface TakipSayfasi { satirlar: TakipSatiri[]; toplam: number; sayfa: number; sayfaBoyu: number; bugun: string }

/** One follow-up: the customer's summary, templates rendered in their language, send / outcome / print events. */
export interface TakipOlayi { id: number; tur: 'gonderim' | 'sonuc' | 'not' | 'yazdir'; kanal: string | null; sablonAd: string | null; sablonTur: 'pazarlama' | 'hizmet' | null; sonuc: Sonuc | null; sonrakiVade: string | null; notlar: string; kullanici: string | null; zaman: string }
export interface MusteriKarti {
  id: number; ad: string; telefon: string; email: string | null; dil: Lang;
  ilkZiyaret: string | null; sonZiyaret: string | null; ziyaret: number; harcamaKurus: number; gelmedi: number;
  segment: Segment | null; borcKurus: number; sonHizmet: string;
  paketler: { id: number; ad: string; kalan: number; sonGun: string | null }[];
  /** marketing consent: sms covers SMS and WhatsApp (İYS "mesaj"), email e-mail */
  onay: { sms: boolean; email: boolean };
}
export interface HazirMesaj { sablonId: number; ad: string; tur: 'pazarlama' | 'hizmet'; kural: string | null; metin: string }
export interface TakipDetayi {
  takip: TakipSatiri; olaylar: TakipOlayi[]; musteri: MusteriKarti; mesajlar: HazirMesaj[];
  kanallar: { whatsapp: boolean; sms: boolean; email: boolean; telefon: boolean }; isletme: string; saatDilimi: string;
}

/** A staff member a follow-up may be given to. */
export interface Personel { id: number; ad: string; aktif: boolean }
/** GET …/kurallar: the rules and the staff to pick from. */
export interface KurallarCevabi { kurallar: KuralSatiri[]; personeller: Personel[] }
