export { etiketBul, etiketKaydi, lokasyonAgaci, lokasyonKarti, lokasyonYolu } from './etiket';
export { sayimBaslat, sayimBitir, sayimBul, sayimlar, sayimOkuma, sayimTasi } from './sayim';
export { logSayfasi, logSecenekleri, type LogFiltresi } from './loglar';
export { envanterOzeti } from './ozet';
export { etiketListesi } from './etiketler';
