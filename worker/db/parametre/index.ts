/** Venue parameters (isletme_parametre, parametre_log, menu_kategori.kdv_orani): queries that take the db first. */
export { isletmeZamani, parametreLogu, parametreOku, VARSAYILAN_SAAT_DILIMI } from './oku';
export { parametreKaydet, ustKategorilerMi } from './yaz';
