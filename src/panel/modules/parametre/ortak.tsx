import type { ReactNode } from 'react';
import type { Lang } from '@lib/i18n/languages';
import { metin, type CokDilliMetin } from '@lib/menu/text';
import type { Parametre, ParametreAlani, ParametreFormu } from '@lib/schemas/parametre';

/** Shared bits of the parameter screen: the draft, field order, error marks and how log values read. */

export const KEY = 'isletme:ayarlar:yonetim:parametre';
export const YOL = '/isletme/parametre';

export type Taslak = Omit<Parametre, 'guncelleme' | 'vergiNo'> & { vergiNo: string };
/** Translated message per invalid field. */
export type Hatalar = Partial<Record<ParametreAlani, string>>;
export type Ceviri = (key: string, params?: Record<string, string | number>) => string;

/** Form order: the first invalid field in this order gets the focus. */
export const ALAN_SIRASI: readonly ParametreAlani[] = [
  'ad', 'adres', 'sehir', 'telefon', 'vergiNo', 'saatDilimi', 'gunDonumuSaat', 'odemeYontemleri', 'kdvOranlari', 'varsayilanKdv', 'kategoriKdv',
  'fisUstBilgi', 'fisAltBilgi', 'misafirDilleri', 'paraGosterimi', 'kvkkMetni', 'cafeGunOtomatik', 'cafeMisafirSor', 'cafeFisNoZorunlu',
  'fisUstBilgi', 'fisAltBilgi', 'misafirDilleri', 'paraGosterimi', 'kvkkMetni', 'cafeGunOtomatik',
  'qrSiparis', 'qrSiparisOnay', 'qrSiparisKategoriler', 'qrSiparisAlanlar',
  'crmYeniGun', 'crmRiskGun', 'crmKayipGun', 'crmDuzenliZiyaret', 'crmSadikZiyaret', 'crmSadikHarcamaKurus',
];

export const taslakYap = (p: Parametre): Taslak => ({ ...p, vergiNo: p.vergiNo ?? '' });

/** The PUT body of a draft (the schema normalises the rest). */
export function govde(t: Taslak): ParametreFormu {
  const { kategoriler, kvkkVarsayilan, kvkkYolu: _, qrAlanlari: _alanlar, ...rest } = t;
  // the default text sent back unchanged stays the default (it keeps following the venue's name and address)
  const kvkkMetni = t.kvkkMetni !== null && t.kvkkMetni.trim() !== kvkkVarsayilan.trim() ? t.kvkkMetni : null;
  return { ...rest, kvkkMetni, kategoriKdv: kategoriler.map(({ id, kdv }) => ({ id, kdv })) };
}

export interface BolumProps {
  taslak: Taslak;
  set: (patch: Partial<Taslak>) => void;
  hatalar: Hatalar;
  /** read-only: no :guncelle permission */
  salt: boolean;
  t: Ceviri;
}

export const hataId = (alan: ParametreAlani) => `prm-hata-${alan}`;

/** Marks an input as the field `alan` (focus target) and, when invalid, points it at its message. */
export function alanIsareti(alan: ParametreAlani, hatalar: Hatalar, ipucu?: string) {
  const hata = hatalar[alan];
  const describedBy = [hata ? hataId(alan) : '', ipucu ?? ''].filter(Boolean).join(' ');
  return { 'data-alan': alan, 'aria-invalid': hata ? (true as const) : undefined, 'aria-describedby': describedBy || undefined };
}

export function HataMetni({ alan, hatalar }: { alan: ParametreAlani; hatalar: Hatalar }) {
  const hata = hatalar[alan];
  return hata ? <span id={hataId(alan)} className="field-error" data-testid={`prm-hata-${alan}`}>{hata}</span> : null;
}

export function Bolum({ id, baslik, children }: { id: string; baslik: string; children: ReactNode }) {
  return (
    <section className="card form prm-bolum" aria-labelledby={`prm-${id}`}>
      <h2 id={`prm-${id}`}>{baslik}</h2>
      {children}
    </section>
  );
}

export const saatMetni = (saat: number): string => `${String(saat).padStart(2, '0')}:00`;

function liste(json: string): unknown[] | null {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** A stored log value in the reader's language ('["nakit","kart"]' → 'Nakit, Kredi / banka kartı'). */
export function degerMetni(alan: string, deger: string | null, t: Ceviri): string {
  if ((deger === null || deger === '') && alan.startsWith('qrSiparis')) return t('parametre.qrSiparis.hepsi');
  if (deger === null || deger === '') return alan.startsWith('kategoriKdv:') ? t('parametre.log.varsayilan') : alan === 'kvkkMetni' ? t('parametre.log.kvkkVarsayilan') : t('parametre.log.bosDeger');
  // a whole notice does not fit a log row: its beginning
  if (alan === 'kvkkMetni') return deger.length > 120 ? `${deger.slice(0, 120)}…` : deger;
  const sec = (map: (item: unknown) => string) => liste(deger)?.map(map).join(', ') ?? deger;
  switch (alan) {
    case 'odemeYontemleri': return sec((item) => t(`parametre.odeme.${String(item)}`));
    case 'kdvOranlari': return sec((item) => t('parametre.kdv.oran', { oran: String(item) }));
    case 'misafirDilleri': return sec((item) => String(item).toUpperCase());
    case 'varsayilanKdv': return t('parametre.kdv.oran', { oran: deger });
    case 'gunDonumuSaat': return saatMetni(Number(deger));
    case 'paraGosterimi': return t(`parametre.para.${deger}`);
    case 'cafeGunOtomatik': case 'cafeMisafirSor': case 'cafeFisNoZorunlu':
    case 'qrSiparis': case 'qrSiparisOnay': return t(deger === '1' ? 'parametre.cafeGunOtomatik.acik' : 'parametre.cafeGunOtomatik.kapali');
    default: return alan.startsWith('kategoriKdv:') ? t('parametre.kdv.oran', { oran: deger }) : deger;
  }
}

/** The log's field name in the reader's language. */
export function alanAdi(alan: string, kategori: CokDilliMetin | null, lang: Lang, t: Ceviri): string {
  if (alan.startsWith('kategoriKdv:')) {
    return kategori ? t('parametre.log.kategori', { kategori: metin(kategori, lang) }) : t('parametre.log.silinmisKategori', { id: alan.slice(12) });
  }
  const key = `parametre.alan.${alan}`;
  const text = t(key);
  return text === key ? alan : text;
}
