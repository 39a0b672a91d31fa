import * as v from 'valibot';

/** Starting a support ("view as") session: which venue, why, and whether the owner agreed to changes. */
export const DestekBaslatSchema = v.object({
  isletmeId: v.pipe(v.number('destek.v.isletme'), v.integer('destek.v.isletme'), v.minValue(1, 'destek.v.isletme'), v.maxValue(0xffffffff, 'destek.v.isletme')),
  neden: v.pipe(v.string('destek.v.neden'), v.trim(), v.minLength(5, 'destek.v.neden'), v.maxLength(500, 'destek.v.neden')),
  sahipOnayi: v.boolean('destek.v.onay'),
});
export type DestekBaslat = v.InferOutput<typeof DestekBaslatSchema>;

/** The live support session of an admin (the banner and the venue it shows). */
export interface CanliDestek {
  id: number;
  isletmeId: number;
  isletmeAdi: string;
  isletmeTur: string;
  neden: string;
  sahipOnayi: boolean;
  baslangic: string;
  bitis: string;
}

/** A write a support session made (the venue owner sees every one). */
export interface DestekYazma {
  zaman: string;
  method: string;
  path: string;
  status: number;
}

/** A support session read back (the admin's list, the venue owner's log) with the writes it made. */
export interface DestekKaydi {
  id: number;
  adminAdi: string;
  isletmeId: number;
  isletmeAdi: string;
  neden: string;
  sahipOnayi: boolean;
  baslangic: string;
  bitis: string;
  bitirmeZamani: string | null;
  canli: boolean;
  yazmalar: DestekYazma[];
}

/** A venue the admin may start a support session for. */
export interface IsletmeSecenegi {
  id: number;
  ad: string;
  tur: string;
  sehir: string | null;
}

/** GET /api/admin/destek: the past sessions and the live one. */
export interface DestekListesi {
  oturumlar: DestekKaydi[];
  canli: CanliDestek | null;
}
