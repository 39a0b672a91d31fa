export { etiketBul, etiketKaydi, lokasyonAgaci, lokasyonKarti, lokasyonYolu, type EtiketOzeti, type LokasyonKarti, type LokasyonSecenegi } from './etiket';
export { sayimBaslat, sayimBitir, sayimBul, sayimlar, sayimOkuma, sayimTasi, type SayimDetay, type SayimOzeti } from './sayim';
export { logSayfasi, logSecenekleri, type LogFiltresi } from './loglar';
export { envanterOzeti, type EnvanterOzeti } from './ozet';
export { etiketListesi } from './etiketler';
