/** The venue's staff register (personel): queries that take the db first. The appointment side is db/randevu-personel.ts. */
export { fotoDogrula, PERSONEL_FOTO_ONEKI } from './foto';
export { baglanabilirHesaplar, hesapDogrula } from './hesap';
export { personelAdi, personelKaydiBul, personelKayitlari } from './oku';
export { personelKaydiEkle, personelKaydiGuncelle, personelKaydiSil } from './yaz';
