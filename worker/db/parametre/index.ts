/** Venue parameters (isletme_parametre, parametre_log, menu_kategori.kdv_orani): queries that take the db first. */
export { isletmeOku, isletmeZamani, liste as katalogListesi, misafirGorunumu, parametreLogu, parametreOku, SAAT_DILIMI_SQL, saatDilimiSatiri } from './oku';
export { parametreKaydet, ustKategorilerMi } from './yaz';
