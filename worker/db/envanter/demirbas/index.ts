/** Fixed assets of the inventory (categories, assets, their actions, scrap requests): queries that take the db first. */
export { kategoriBul, kategoriEkle, kategoriGuncelle, kategoriler, kategoriSil } from './kategori';
export { demirbasListesi, demirbasTumu, listeSorgusu, secenekler, type ListeSorgusu } from './liste';
export { cikisBul, demirbasBul, demirbasDetayi, lokasyonYollariOku } from './oku';
export { demirbasEkle, demirbasGuncelle, demirbasSil, ENVANTER_FOTO_ONEKI, girdiDogrula } from './yaz';
export { bakimAc, bakimDemirbasi, bakimKapat, cikisAc, cikisKapat, transfer, yaklasanBakimlar } from './islem';
export { hurdaAdaylari, hurdaFotoDogrula, hurdaKarar, hurdaTalebiBul, hurdaTalebiSil, hurdaTalepEt, hurdaTalepleri } from './hurda';
