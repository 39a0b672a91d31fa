import * as v from 'valibot';
import { TAHSILAT_YONTEMLERI, type TahsilatYontemi } from '../../muhasebe';
import { gun, id, metin, tamSayi } from './ortak';

/** Platform billing (/api/admin/muhasebe, /admin/ornek): one schema each for the panel form and the API. */

export const MAX_TUTAR_KURUS = 100_000_000_00; // 100 million ₺

export const FaturaSchema = v.pipe(
  v.object({
    isletmeId: id('admin.muhasebe.v.isletme'),
    tarih: gun('admin.muhasebe.v.tarih'),
    vadeGun: tamSayi(0, 365, 'admin.muhasebe.v.vadeGun'),
    donemBaslangic: gun('admin.muhasebe.v.donem'),
    donemBitis: gun('admin.muhasebe.v.donem'),
    aciklama: metin(1, 300, 'admin.muhasebe.v.aciklama'),
    netKurus: tamSayi(1, MAX_TUTAR_KURUS, 'admin.muhasebe.v.tutar'),
    kdvOrani: tamSayi(0, 100, 'admin.muhasebe.v.kdvOrani'),
  }),
  v.forward(v.check((g) => g.donemBitis >= g.donemBaslangic, 'admin.muhasebe.v.donemSira'), ['donemBitis']),
);
export type FaturaGirdisi = v.InferOutput<typeof FaturaSchema>;

export const IptalSchema = v.object({ neden: metin(3, 300, 'admin.muhasebe.v.iptalNedeni') });

export const TahsilatSchema = v.object({
  isletmeId: id('admin.muhasebe.v.isletme'),
  tarih: gun('admin.muhasebe.v.tarih'),
  tutarKurus: tamSayi(1, MAX_TUTAR_KURUS, 'admin.muhasebe.v.tutar'),
  yontem: v.picklist(TAHSILAT_YONTEMLERI, 'admin.muhasebe.v.yontem'),
  referans: metin(0, 100, 'admin.muhasebe.v.referans'),
  notlar: metin(0, 500, 'admin.muhasebe.v.notlar'),
});
export type TahsilatGirdisi = v.InferOutput<typeof TahsilatSchema>;

export interface Fatura {
  id: number;
  isletmeId: number;
  isletmeAd: string;
  no: string;
  tarih: string;
  vade: string;
  donemBaslangic: string;
  donemBitis: string;
  aciklama: string;
  aliciUnvan: string;
  netKurus: number;
  kdvOrani: number;
  kdvKurus: number;
  brutKurus: number;
  durum: 'kesildi' | 'iptal';
  iptalNedeni: string | null;
  iptalZamani: string | null;
  /** the venue's tax number (its parameters), for the accountant's export */
  aliciVergiNo: string | null;
}

export interface Tahsilat {
  id: number;
  isletmeId: number;
  isletmeAd: string;
  tarih: string;
  tutarKurus: number;
  yontem: TahsilatYontemi;
  referans: string;
  notlar: string;
}

export interface CariSatir {
  tur: 'fatura' | 'tahsilat';
  id: number;
  tarih: string;
  aciklama: string;
  borcKurus: number;
  alacakKurus: number;
  bakiyeKurus: number;
}

export interface IsletmeBakiye {
  isletmeId: number;
  ad: string;
  sehir: string;
  faturaKurus: number;
  tahsilatKurus: number;
  bakiyeKurus: number;
  gecikenKurus: number;
}

export interface Geciken {
  faturaId: number;
  no: string;
  isletmeId: number;
  isletmeAd: string;
  tarih: string;
  vade: string;
  brutKurus: number;
  acikKurus: number;
  gecikmeGun: number;
}

export interface MuhasebeOzet {
  bugun: string;
  /** what a new invoice starts with (Genel settings) */
  varsayilan: { kdvOrani: number; vadeGun: number };
  toplam: { faturaKurus: number; tahsilatKurus: number; bakiyeKurus: number; gecikenKurus: number; faturaSayisi: number };
  isletmeler: IsletmeBakiye[];
  gecikenler: Geciken[];
}

export interface Cari {
  isletme: { id: number; ad: string; sehir: string };
  satirlar: CariSatir[];
  faturalar: Fatura[];
  tahsilatlar: Tahsilat[];
  bakiyeKurus: number;
  gecikenler: Geciken[];
  varsayilan: { kdvOrani: number; vadeGun: number; bugun: string };
}

export interface FirmaBilgisi {
  firmaUnvan: string;
  vergiDairesi: string;
  vergiNo: string;
  adres: string;
  telefon: string;
  eposta: string;
  iban: string;
}

export interface FaturaBaski { fatura: Fatura; firma: FirmaBilgisi; isletme: { ad: string; adres: string; sehir: string; vergiNo: string | null } }
