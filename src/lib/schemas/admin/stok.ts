import * as v from 'valibot';
import { DONANIM_TURLERI, type DonanimDurumu, type DonanimTuru } from '../../muhasebe';
import { gun, id, metin, tamSayi } from './ortak';

/** Platform hardware stock (/api/admin/stok, /admin/stok). */

export const DonanimSchema = v.object({
  tur: v.picklist(DONANIM_TURLERI, 'admin.stok.v.tur'),
  seriNo: v.pipe(metin(1, 80, 'admin.stok.v.seriNo'), v.check((s) => !/\s{2,}/.test(s), 'admin.stok.v.seriNo')),
  model: metin(0, 120, 'admin.stok.v.model'),
  alisTarihi: v.nullable(gun('admin.stok.v.alisTarihi')),
  alisKurus: v.nullable(tamSayi(0, 100_000_000_00, 'admin.stok.v.alisKurus')),
  notlar: metin(0, 500, 'admin.stok.v.notlar'),
});
export type DonanimGirdisi = v.InferOutput<typeof DonanimSchema>;

export const AtaSchema = v.object({ isletmeId: id('admin.stok.v.isletme'), notlar: metin(0, 300, 'admin.stok.v.notlar') });
export const IadeSchema = v.object({ arizali: v.boolean('admin.stok.v.arizali'), notlar: metin(0, 300, 'admin.stok.v.notlar') });
/** The warehouse states an item can be put in by hand (at a venue only through assign/return). */
export const ELLE_DURUMLAR = ['depoda', 'arizali', 'hurda'] as const;
export const DurumSchema = v.object({ durum: v.picklist(ELLE_DURUMLAR, 'admin.stok.v.durum'), notlar: metin(0, 300, 'admin.stok.v.notlar') });

export interface Donanim {
  id: number;
  tur: DonanimTuru;
  seriNo: string;
  model: string;
  alisTarihi: string | null;
  alisKurus: number | null;
  durum: DonanimDurumu;
  isletmeId: number | null;
  isletmeAd: string | null;
  notlar: string;
  guncelleme: string;
  /** only items never assigned nor moved can be deleted */
  silinebilir: boolean;
}

export interface DonanimHareket {
  id: number;
  zaman: string;
  kullanici: string | null;
  islem: 'ekle' | 'guncelle' | 'ata' | 'iade' | 'durum';
  oncekiDurum: DonanimDurumu | null;
  yeniDurum: DonanimDurumu | null;
  oncekiIsletme: string | null;
  yeniIsletme: string | null;
  notlar: string;
}

export type StokSayilari = Record<DonanimTuru, Record<DonanimDurumu, number>>;

export interface StokListesi { donanimlar: Donanim[]; sayilar: StokSayilari }
export interface DonanimDetay { donanim: Donanim; hareketler: DonanimHareket[] }
export interface IsletmeSecenegi { id: number; ad: string; sehir: string }
