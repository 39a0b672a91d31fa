// Demo data (exact accounts the README and tests rely on). Local/demo databases only: never run against production.
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { ADMIN_MENU, ISLETME_MENU } from '../src/lib/menu-tree.ts';
import { randevuPanelDemoSql } from './demo-randevu-panel.mjs';
import { seriDemoSql } from './demo-seri.mjs';
import { personelDemoSql } from './demo-personel.mjs';
import { parametreDemoSql } from './demo-parametre.mjs';
import { cafeDemoSql } from './demo-cafe.mjs';
import { secenekDemoSql } from './demo-secenek.mjs';
import { cafeGecmisDemoSql } from './demo-cafe-gecmis.mjs';
import { cafeCanliDemoSql, KASIYER_YETKILERI } from './demo-cafe-canli.mjs';
import { istasyonDemoSql } from './demo-istasyon.mjs';
import { qrSiparisDemoSql } from './demo-qr-siparis.mjs';
import { envanterDemoSql } from './demo-envanter.mjs';
import { crmDemoSql } from './demo-crm.mjs';
import { crmResepsiyonDemoSql } from './demo-crm-resepsiyon.mjs';
import { hatirlatmaDemoSql } from './demo-hatirlatma.mjs';
import { kaporaDemoSql } from './demo-kapora.mjs';
import { kaynakDemoSql } from './demo-kaynak.mjs';
import { raporDemoSql } from './demo-rapor.mjs';
import { beklemeDemoSql } from './demo-bekleme.mjs';
import { destekDemoSql } from './demo-destek.mjs';
import { muhasebeDemoSql } from './demo-muhasebe.mjs';
import { isletmelerDemoSql } from './demo-isletmeler.mjs';
import { lisansDemoSql } from './demo-lisans.mjs';
import { ikincielDemoSql } from './demo-ikinciel.mjs';
import { foDemoSql } from './demo-talep.mjs';
import { ilkKurulumBasla, ilkKurulumBitti, ILK_KURULUM } from './demo-ilk.mjs';

export const DEMO_PASSWORD = 'demo1234';
const MARKER = 'temel-v1';

function hash(password, pepper) {
  const salt = randomBytes(16);
  const derived = pbkdf2Sync(`${password}\u0000${pepper}`, salt, 100_000, 32, 'sha256');
  return `pbkdf2-sha256$100000$${salt.toString('base64')}$${derived.toString('base64')}`;
}

// src/lib/permissions.ts' allPermissionKeys in small: Node runs this file without a bundler and can load only
// menu-tree.ts (it has no imports); permissions.ts imports it extensionless.
function keys(tree) {
  const out = [];
  const walk = (items) => items.forEach((item) => { if (item.permission) out.push(item.permission); out.push(...(item.actions ?? [])); walk(item.children ?? []); });
  walk(tree);
  return [...new Set(out)].sort();
}

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const once = `WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)})`;
const insert = (table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(q).join(', ')} ${once};`;

/**
 * The whole demo as SQL, guarded so a second run changes nothing. A start never changes a row that was there before
 * it: the parts that write history (closed days, past appointments and payments) or touch rows they did not add in
 * this same run are guarded by ILK_KURULUM, true only while the demo fills an empty database.
 */
export function demoSql(pepper, now = Date.now()) {
  const all = keys(ISLETME_MENU);
  const garson = ['isletme:qrmenu:cafe-yonetim:masa-takip', 'isletme:qrmenu:cafe-yonetim:masa-takip:ekle', 'isletme:qrmenu:cafe-yonetim:masa-takip:guncelle'];
  const resepsiyon = all.filter((key) => key.startsWith('isletme:randevutakip:') && !key.includes('caribakiye'));
  const kasiyer = KASIYER_YETKILERI;
  const sets = [
    { id: 1, isletme_id: null, kapsam: 'admin', ad: 'Platform Yöneticisi', aciklama: 'Admin panelinin tamamı', yetkiler: JSON.stringify(keys(ADMIN_MENU)) },
    { id: 2, isletme_id: null, kapsam: 'isletme', ad: 'Tam Yetki', aciklama: 'İşletme sahibi ve yöneticiler için tüm ekranlar', yetkiler: JSON.stringify(all) },
    { id: 3, isletme_id: null, kapsam: 'isletme', ad: 'Garson', aciklama: 'Yalnızca masa takibi', yetkiler: JSON.stringify(garson) },
    { id: 4, isletme_id: null, kapsam: 'isletme', ad: 'Resepsiyon', aciklama: 'Randevu takibi ekranları', yetkiler: JSON.stringify(resepsiyon) },
    { id: 11, isletme_id: 1, kapsam: 'isletme', ad: 'Tam Yetki', aciklama: 'İşletme sahibi', yetkiler: JSON.stringify(all) },
    { id: 12, isletme_id: 1, kapsam: 'isletme', ad: 'Garson', aciklama: 'Salon ekibi: masa takibi', yetkiler: JSON.stringify(garson) },
    { id: 13, isletme_id: 1, kapsam: 'isletme', ad: 'Kasiyer', aciklama: 'Tahsilat, kasa, gün açma, X raporu ve gün sonu', yetkiler: JSON.stringify(kasiyer) },
    { id: 21, isletme_id: 2, kapsam: 'isletme', ad: 'Tam Yetki', aciklama: 'Salon sahibi', yetkiler: JSON.stringify(all) },
    { id: 22, isletme_id: 2, kapsam: 'isletme', ad: 'Resepsiyon', aciklama: 'Randevu ve müşteri karşılama', yetkiler: JSON.stringify(resepsiyon) },
  ];
  const venues = [
    { id: 1, ad: 'Kahve Durağı', url_adi: 'kahve-duragi', tur: 'cafe', telefon: '+90 242 555 12 34', adres: 'Işıklar Cd. No:24, Muratpaşa', sehir: 'Antalya' },
    { id: 2, ad: 'Güzellik Salonu Lotus', url_adi: 'guzellik-salonu-lotus', tur: 'salon', telefon: '+90 216 555 78 90', adres: 'Moda Cd. No:118, Kadıköy', sehir: 'İstanbul' },
  ];
  const users = [
    { id: 1, email: 'admin@demo.test', ad_soyad: 'Deniz Arslan', kullanici_tipi: 3, admin_yetki_seti_id: 1 },
    { id: 2, email: 'isletme@demo.test', ad_soyad: 'Ayşe Yılmaz', kullanici_tipi: 2, admin_yetki_seti_id: null },
    { id: 3, email: 'garson@demo.test', ad_soyad: 'Mehmet Demir', kullanici_tipi: 2, admin_yetki_seti_id: null },
    { id: 4, email: 'zeynep.kaya@demo.test', ad_soyad: 'Zeynep Kaya', kullanici_tipi: 2, admin_yetki_seti_id: null },
    { id: 5, email: 'elif.sahin@demo.test', ad_soyad: 'Elif Şahin', kullanici_tipi: 2, admin_yetki_seti_id: null },
  ];
  const members = [
    { isletme_id: 1, kullanici_id: 2, yetki_seti_id: 11 },
    { isletme_id: 2, kullanici_id: 2, yetki_seti_id: 21 },
    { isletme_id: 1, kullanici_id: 3, yetki_seti_id: 12 },
    { isletme_id: 1, kullanici_id: 4, yetki_seti_id: 13 },
    { isletme_id: 2, kullanici_id: 5, yetki_seti_id: 22 },
  ];
  return [
    ilkKurulumBasla,
    ...venues.map((row) => insert('isletme', row)),
    ...sets.map((row) => insert('yetki_seti', row)),
    ...users.map((row) => insert('kullanici', { ...row, sifre_hash: hash(DEMO_PASSWORD, pepper) })),
    ...members.map((row) => insert('isletme_kullanici', row)),
    `INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MARKER)});`,
    qrmenuDemoSql(now),
    secenekDemoSql(),
    randevuDemoSql(),
    randevuPanelDemoSql(now),
    seriDemoSql(now),
    personelDemoSql(),
    parametreDemoSql(now),
    cafeDemoSql(),
    cafeGecmisDemoSql(now),
    cafeCanliDemoSql(hash(DEMO_PASSWORD, pepper), now),
    istasyonDemoSql(),
    qrSiparisDemoSql(now),
    envanterDemoSql(now),
    crmDemoSql(now),
    crmResepsiyonDemoSql(hash(DEMO_PASSWORD, pepper)),
    hatirlatmaDemoSql(now),
    kaporaDemoSql(),
    kaynakDemoSql(now),
    raporDemoSql(),
    beklemeDemoSql(now),
    destekDemoSql(now),
    isletmelerDemoSql(hash(DEMO_PASSWORD, pepper), `davet$${randomBytes(24).toString('base64')}`, now),
    muhasebeDemoSql(now),
    lisansDemoSql(),
    ikincielDemoSql(now),
    foDemoSql(now),
    ilkKurulumBitti,
  ].join('\n');
}

// ---- Digital QR menu of Kahve Durağı (venue 1): its own marker, so databases seeded before it get it once too ----
const MENU_MARKER = 'qrmenu-v1';
// rows get ids from 1001 up; a venue that already has a menu of its own (ids below that) is left alone
const menuOnce = `WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MENU_MARKER)}) AND NOT EXISTS (SELECT 1 FROM menu_kategori WHERE isletme_id = 1 AND id < 1001)`;
const menuInsert = (table, row) => `INSERT OR IGNORE INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(q).join(', ')} ${menuOnce};`;
const m = (tr, en = '', de = '', ru = '') => JSON.stringify({ tr, ...(en ? { en } : {}), ...(de ? { de } : {}), ...(ru ? { ru } : {}) });

/** A realistic cafe menu: two-level categories, ~25 products, two campaigns, landing, tables. */
export function qrmenuDemoSql(now = Date.now()) {
  const kategoriler = [
    { id: 1001, ust: null, url: 'sicak-icecekler', sira: 1, ad: m('Sıcak İçecekler', 'Hot Drinks', 'Heißgetränke', 'Горячие напитки'), aciklama: m('Taze çekilmiş kahveler ve demli çaylar', 'Freshly ground coffee and brewed tea') },
    { id: 1002, ust: 1001, url: 'kahveler', sira: 1, ad: m('Kahveler', 'Coffees', 'Kaffee', 'Кофе'), aciklama: m('Çekirdeklerimizi her sabah kendimiz kavuruyoruz', 'We roast our beans every morning', 'Wir rösten unsere Bohnen jeden Morgen') },
    { id: 1003, ust: 1001, url: 'caylar', sira: 2, ad: m('Çaylar', 'Teas', 'Tees', 'Чай'), aciklama: m('Rize çayı ve bitki çayları', 'Rize black tea and herbal teas') },
    { id: 1004, ust: null, url: 'soguk-icecekler', sira: 2, ad: m('Soğuk İçecekler', 'Cold Drinks', 'Kalte Getränke', 'Холодные напитки'), aciklama: m('Antalya sıcağına birebir', 'Made for the Antalya heat') },
    { id: 1005, ust: 1004, url: 'soguk-kahveler', sira: 1, ad: m('Soğuk Kahveler', 'Iced Coffees', 'Eiskaffee', 'Холодный кофе'), aciklama: m('') },
    { id: 1006, ust: 1004, url: 'limonatalar', sira: 2, ad: m('Limonatalar', 'Lemonades', 'Limonaden', 'Лимонады'), aciklama: m('Ev yapımı, taze sıkılmış limonla', 'Homemade with freshly squeezed lemons') },
    { id: 1007, ust: null, url: 'tatlilar', sira: 3, ad: m('Tatlılar', 'Desserts', 'Desserts', 'Десерты'), aciklama: m('Her gün mutfağımızda hazırlanır', 'Made in our kitchen every day') },
    { id: 1008, ust: null, url: 'kahvalti', sira: 4, ad: m('Kahvaltı', 'Breakfast', 'Frühstück', 'Завтрак'), aciklama: m('Hafta içi 08:00–12:00, hafta sonu 09:00–14:00', 'Weekdays 08:00–12:00, weekends 09:00–14:00', 'Wochentags 08:00–12:00, am Wochenende 09:00–14:00') },
  ];
  // [kategori, url, ad, aciklama, kuruş, alerjenler, diyet, özellikler, teknik, tükendi]
  const urunler = [
    [1002, 'turk-kahvesi', m('Türk Kahvesi', 'Turkish Coffee', 'Türkischer Kaffee', 'Турецкий кофе'), m('Bakır cezvede, közde pişirilir; yanında lokum ve su ile', 'Brewed in a copper cezve over embers; served with Turkish delight and water', 'Im Kupferkännchen auf Glut gekocht; mit Lokum und Wasser'), 8_500, [], ['vegan', 'glutensiz'], [m('Közde pişirilir', 'Cooked over embers')], [m('Porsiyon: 70 ml', 'Serving: 70 ml')]],
    [1002, 'espresso', m('Espresso', 'Espresso', 'Espresso', 'Эспрессо'), m('Yoğun ve dengeli tek shot', 'A rich, balanced single shot'), 7_000, [], ['vegan'], [], [m('Çekirdek: Etiyopya Yirgacheffe', 'Beans: Ethiopia Yirgacheffe', 'Bohnen: Äthiopien Yirgacheffe', 'Зёрна: Эфиопия Иргачеффе'), m('Porsiyon: 30 ml', 'Serving: 30 ml')]],
    [1002, 'americano', m('Americano', 'Americano', 'Americano', 'Американо'), m('Sıcak su ile uzatılmış çift espresso', 'Double espresso lengthened with hot water'), 9_000, [], ['vegan'], [], [m('Porsiyon: 300 ml', 'Serving: 300 ml')]],
    [1002, 'latte', m('Latte', 'Latte', 'Milchkaffee', 'Латте'), m('Espresso ve kadifemsi buharda ısıtılmış süt', 'Espresso with velvety steamed milk', 'Espresso mit samtiger aufgeschäumter Milch'), 11_000, ['sut'], ['vejetaryen'], [m('Laktozsuz veya yulaf sütüyle de hazırlanır', 'Also with lactose-free or oat milk')], [m('Porsiyon: 350 ml', 'Serving: 350 ml')]],
    [1002, 'cappuccino', m('Cappuccino', 'Cappuccino', 'Cappuccino', 'Капучино'), m('Bol köpüklü, üzerine kakao serpilir', 'Foamy, dusted with cocoa'), 10_500, ['sut'], ['vejetaryen'], [], []],
    [1002, 'flat-white', m('Flat White', 'Flat White', 'Flat White', 'Флэт уайт'), m('Çift ristretto ve ince mikro köpük', 'Double ristretto with fine microfoam'), 11_500, ['sut'], ['vejetaryen'], [], [m('Çekirdek: Kolombiya Huila', 'Beans: Colombia Huila', 'Bohnen: Kolumbien Huila')]],
    [1002, 'filtre-kahve', m('Filtre Kahve', 'Filter Coffee', 'Filterkaffee', 'Фильтр-кофе'), m('Günün çekirdeğiyle V60 demleme', 'V60 pour-over with the bean of the day'), 9_500, [], ['vegan', 'sekersiz'], [], [m('Çekirdek: Etiyopya Yirgacheffe', 'Beans: Ethiopia Yirgacheffe', 'Bohnen: Äthiopien Yirgacheffe', 'Зёрна: Эфиопия Иргачеффе'), m('Demleme: V60, 3 dakika', 'Brew: V60, 3 minutes')]],
    [1003, 'cay', m('Çay', 'Turkish Tea', 'Türkischer Tee', 'Турецкий чай'), m('İnce belli bardakta taze demlenmiş Rize çayı', 'Fresh Rize tea in a tulip glass'), 2_500, [], ['vegan', 'glutensiz'], [], []],
    [1003, 'fincan-cay', m('Fincan Çay', 'Tea (large cup)', 'Tee (große Tasse)'), m(''), 4_000, [], ['vegan'], [], []],
    [1003, 'ihlamur', m('Ihlamur', 'Linden Tea', 'Lindenblütentee', 'Липовый чай'), m('Bal ve limon ile', 'With honey and lemon'), 7_500, [], ['vejetaryen', 'glutensiz'], [], []],
    [1003, 'sahlep', m('Sahlep', 'Salep', 'Salep', 'Салеп'), m('Tarçın ve antep fıstığı ile, kış mevsimine özel', 'With cinnamon and pistachio, a winter special'), 9_500, ['sut', 'kuruyemis'], ['vejetaryen'], [], [], 1],
    [1005, 'iced-latte', m('Iced Latte', 'Iced Latte', 'Eis-Latte', 'Айс латте'), m('Buz, espresso ve soğuk süt', 'Ice, espresso and cold milk'), 12_000, ['sut'], ['vejetaryen'], [], []],
    [1005, 'cold-brew', m('Cold Brew', 'Cold Brew', 'Cold Brew', 'Колд брю'), m('18 saat soğuk demlenmiş, yumuşak içim', 'Steeped cold for 18 hours, smooth', 'Bis zu 18 Stunden kalt extrahiert'), 12_500, [], ['vegan', 'sekersiz'], [], [m('Demleme süresi: 18 saat', 'Steeping time: 18 hours'), m('Çekirdek: Brezilya Cerrado', 'Beans: Brazil Cerrado')]],
    [1005, 'frappe', m('Frappe', 'Frappé', 'Frappé', 'Фраппе'), m('Buzla çırpılmış kahve, krema ile', 'Coffee blended with ice, topped with cream'), 13_500, ['sut'], ['vejetaryen'], [], []],
    [1006, 'ev-yapimi-limonata', m('Ev Yapımı Limonata', 'Homemade Lemonade', 'Hausgemachte Limonade', 'Домашний лимонад'), m('Taze sıkılmış limon, az şeker', 'Freshly squeezed lemons, lightly sweetened'), 9_000, [], ['vegan', 'glutensiz'], [], [m('Porsiyon: 400 ml', 'Serving: 400 ml')]],
    [1006, 'cilekli-limonata', m('Çilekli Limonata', 'Strawberry Lemonade', 'Erdbeer-Limonade'), m('Antalya çileği ile', 'With Antalya strawberries'), 10_000, [], ['vegan'], [], []],
    [1006, 'naneli-limonata', m('Naneli Limonata', 'Mint Lemonade', 'Minz-Limonade', 'Лимонад с мятой'), m('Taze nane yaprakları ile', 'With fresh mint leaves'), 9_500, [], ['vegan'], [], []],
    [1007, 'san-sebastian', m('San Sebastian Cheesecake', 'San Sebastian Cheesecake', 'San-Sebastián-Käsekuchen', 'Чизкейк Сан-Себастьян'), m('Yanık yüzeyli, akışkan kıvamlı; Belçika çikolatası sosu ile', 'Burnt top, creamy centre; with Belgian chocolate sauce', 'Karamellisierte Oberfläche, cremiger Kern'), 16_500, ['sut', 'yumurta', 'gluten'], ['vejetaryen'], [m('Günlük üretim', 'Made daily')], []],
    [1007, 'tiramisu', m('Tiramisu', 'Tiramisu', 'Tiramisu', 'Тирамису'), m('Mascarpone ve espresso ile', 'With mascarpone and espresso'), 15_000, ['sut', 'yumurta', 'gluten'], ['vejetaryen'], [], []],
    [1007, 'cikolatali-kurabiye', m('Çikolatalı Kurabiye', 'Chocolate Chip Cookie', 'Schokoladenkeks', 'Шоколадное печенье'), m('Fırından yeni çıkmış, içi yumuşak', 'Fresh from the oven, soft inside'), 4_500, ['gluten', 'sut', 'yumurta'], ['vejetaryen'], [], []],
    [1007, 'brownie', m('Brownie', 'Brownie', 'Brownie', 'Брауни'), m('Ceviz ve bitter çikolata ile, yanında dondurma', 'Walnuts and dark chocolate, with ice cream'), 12_000, ['gluten', 'yumurta', 'sut', 'kuruyemis'], ['vejetaryen'], [], []],
    [1007, 'fistikli-baklava', m('Fıstıklı Baklava', 'Pistachio Baklava', 'Pistazien-Baklava', 'Пахлава с фисташками'), m('4 dilim, Gaziantep fıstığı ile', '4 pieces, with Gaziantep pistachios'), 18_000, ['gluten', 'kuruyemis', 'sut'], ['vejetaryen'], [], [m('Porsiyon: 4 dilim', 'Serving: 4 pieces')]],
    [1008, 'serpme-kahvalti', m('Serpme Kahvaltı (2 kişilik)', 'Turkish Breakfast Spread (for 2)', 'Türkisches Frühstück (für 2)', 'Турецкий завтрак (на двоих)'), m('Peynir çeşitleri, zeytin, bal-kaymak, reçeller, sahanda yumurta, simit ve sınırsız çay', 'Cheeses, olives, honey and clotted cream, jams, fried eggs, simit and unlimited tea'), 65_000, ['sut', 'yumurta', 'gluten', 'susam'], ['vejetaryen'], [m('Sınırsız çay dahil', 'Unlimited tea included', 'Unbegrenzt Tee inklusive', 'Безлимитный чай включён')], []],
    [1008, 'menemen', m('Menemen', 'Menemen', 'Menemen', 'Менемен'), m('Domates, biber ve yumurta; isteğe göre soğanlı', 'Tomatoes, peppers and eggs; onions on request'), 18_500, ['yumurta'], ['vejetaryen', 'glutensiz'], [], []],
    [1008, 'avokadolu-tost', m('Avokadolu Tost', 'Avocado Toast', 'Avocado-Toast', 'Тост с авокадо'), m('Ekşi maya ekmek, avokado, beyaz peynir, pul biber', 'Sourdough, avocado, feta, chili flakes'), 21_000, ['gluten', 'sut'], ['vejetaryen', 'aci'], [], []],
    [1008, 'simit-tabagi', m('Simit Tabağı', 'Simit Plate', 'Simit-Teller', 'Тарелка симитов'), m('Simit, beyaz peynir, domates, salatalık, zeytin', 'Simit, white cheese, tomato, cucumber, olives'), 14_500, ['gluten', 'susam', 'sut'], ['vejetaryen'], [], []],
  ];
  const urunId = (url) => 1001 + urunler.findIndex((u) => u[1] === url);
  const iso = (ms) => new Date(ms).toISOString();
  const DAY = 86_400_000;
  const kampanyalar = [
    {
      id: 1001, isletme_id: 1, tur: 'yuzde_indirim', deger: 20, hediye_urun_id: null, urun_idler: '[]', kategori_idler: JSON.stringify([1004]),
      baslik: m('Happy Hour: Soğuk İçeceklerde %20', 'Happy Hour: 20% off cold drinks', 'Happy Hour: 20 % auf kalte Getränke', 'Счастливый час: −20% на холодные напитки'),
      aciklama: m('Hafta içi her gün 15:00–17:00 arası tüm soğuk içecekler %20 indirimli.', 'Every weekday 15:00–17:00, all cold drinks 20% off.', 'Werktags 15:00–17:00 alle kalten Getränke 20 % günstiger.'),
      haftalik_saatler: JSON.stringify([{ gunler: [1, 2, 3, 4, 5], baslangic: '15:00', bitis: '17:00' }]),
      baslangic: iso(now - DAY), bitis: iso(now + 60 * DAY),
    },
    {
      id: 1002, isletme_id: 1, tur: 'hediye_urun', deger: 0, hediye_urun_id: urunId('cikolatali-kurabiye'), urun_idler: '[]', kategori_idler: JSON.stringify([1002]),
      baslik: m('2 kahveye 1 kurabiye hediye', 'Buy 2 coffees, get a cookie free', '2 Kaffees, 1 Keks gratis', '2 кофе — печенье в подарок'),
      aciklama: m('Aynı siparişte iki kahveye çikolatalı kurabiye bizden.', 'Order two coffees and the chocolate chip cookie is on us.'),
      haftalik_saatler: '[]', baslangic: iso(now - DAY), bitis: iso(now + 60 * DAY),
    },
  ];
  const anasayfa = {
    isletme_id: 1,
    hosgeldin: m('Kahve Durağı\'na hoş geldiniz! Kahvenizi seçin, gerisini bize bırakın.', 'Welcome to Kahve Durağı! Pick your coffee and leave the rest to us.', 'Willkommen im Kahve Durağı! Wählen Sie Ihren Kaffee, den Rest machen wir.', 'Добро пожаловать в Kahve Durağı! Выберите кофе, остальное — за нами.'),
    wifi_ad: 'KahveDuragi_Misafir', wifi_sifre: 'kahve2026', telefon: '+90 242 555 12 34', whatsapp: '+90 532 555 12 34', instagram: '@kahveduragi',
    adres: 'Işıklar Cd. No:24 Muratpaşa/Antalya', harita_url: 'https://www.google.com/maps/search/?api=1&query=I%C5%9F%C4%B1klar+Cd.+No%3A24+Muratpa%C5%9Fa+Antalya',
    calisma_saatleri: JSON.stringify([{ gunler: 'Pazartesi-Cuma', saat: '08:00-23:00' }, { gunler: 'Cumartesi-Pazar', saat: '09:00-00:00' }]),
  };
  const masalar = ['Masa 1', 'Masa 2', 'Masa 3', 'Masa 4', 'Bahçe 1', 'Bahçe 2'];
  return [
    `UPDATE isletme SET menu_tema = 'klasik', menu_surum = menu_surum + 1 WHERE id = 1 AND ${ILK_KURULUM} AND NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MENU_MARKER)}) AND NOT EXISTS (SELECT 1 FROM menu_kategori WHERE isletme_id = 1 AND id < 1001);`,
    ...kategoriler.map((k) => menuInsert('menu_kategori', { id: k.id, isletme_id: 1, ust_kategori_id: k.ust, ad: k.ad, aciklama: k.aciklama, url_adi: k.url, sira: k.sira })),
    ...urunler.map(([kategori, url, ad, aciklama, kurus, alerjenler, diyet, ozellikler, teknik, tukendi = 0], i) => menuInsert('menu_urun', {
      id: 1001 + i, isletme_id: 1, kategori_id: kategori, url_adi: url, ad, aciklama, fiyat_kurus: kurus, alerjenler: JSON.stringify(alerjenler), diyet_etiketleri: JSON.stringify(diyet),
      ozellikler: `[${ozellikler.join(',')}]`, teknik_ozellikler: `[${teknik.join(',')}]`, tukendi, sira: i + 1,
    })),
    // the opening prices, and one price rise on the latte, as the price history shows them
    ...urunler.map(([, url, , , kurus], i) => menuInsert('menu_fiyat_gecmisi', { isletme_id: 1, urun_id: 1001 + i, eski_kurus: null, yeni_kurus: url === 'latte' ? 10_000 : kurus, kullanici_id: 2, zaman: iso(now - 30 * DAY) })),
    menuInsert('menu_fiyat_gecmisi', { isletme_id: 1, urun_id: urunId('latte'), eski_kurus: 10_000, yeni_kurus: 11_000, kullanici_id: 2, zaman: iso(now - 7 * DAY) }),
    ...kampanyalar.map((k) => menuInsert('menu_kampanya', k)),
    menuInsert('menu_anasayfa', anasayfa),
    // every table sits in an area (migration 0012); scripts/demo-cafe.mjs adds the other areas and places them on the plan
    `INSERT OR IGNORE INTO cafe_alan (isletme_id, ad, sira) SELECT 1, 'Salon', 1 ${menuOnce};`,
    ...masalar.map((ad, i) => `INSERT OR IGNORE INTO menu_masa (isletme_id, alan_id, ad, sira) SELECT 1, (SELECT id FROM cafe_alan WHERE isletme_id = 1 AND ad = 'Salon'), ${q(ad)}, ${i + 1} ${menuOnce};`),
    `INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MENU_MARKER)});`,
  ].join('\n');
}

// ---- Online booking of Güzellik Salonu Lotus (venue 2): its own marker, like the menu above ----
const RANDEVU_MARKER = 'randevu-v1';
export const DEMO_FIRMA_KEY = 'LOTUS7K2QX9M';
// rows get ids from 1001 up; a venue that already has booking data of its own is left alone
const randevuOnce = `WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(RANDEVU_MARKER)}) AND NOT EXISTS (SELECT 1 FROM randevu_hizmet WHERE isletme_id = 2 AND id < 1001) AND EXISTS (SELECT 1 FROM isletme WHERE id = 2)`;
const randevuInsert = (table, row) => `INSERT OR IGNORE INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(q).join(', ')} ${randevuOnce};`;

/** Six services, three staff (Tue–Sat 10:00–19:00, break 13:00–14:00), an enabled online channel with its theme. */
export function randevuDemoSql() {
  const hizmetler = [
    [1001, m('Saç kesimi', 'Haircut', 'Haarschnitt', 'Стрижка'), 45, 45_000, 0, 5],
    [1002, m('Fön', 'Blow-dry', 'Föhnen', 'Укладка феном'), 30, 25_000, 0, 0],
    [1003, m('Manikür', 'Manicure', 'Maniküre', 'Маникюр'), 40, 35_000, 0, 5],
    [1004, m('Pedikür', 'Pedicure', 'Pediküre', 'Педикюр'), 50, 45_000, 0, 5],
    [1005, m('Cilt bakımı', 'Facial care', 'Gesichtspflege', 'Уход за кожей лица'), 60, 90_000, 0, 10],
    [1006, m('Kaş tasarımı', 'Eyebrow design', 'Augenbrauen-Styling', 'Дизайн бровей'), 20, 20_000, 0, 0],
  ];
  const personeller = [
    [1001, 'Selin Aydın', [1001, 1002, 1006], 'Kuaför', '2023-03-01', '+905321112201'],
    [1002, 'Burak Çelik', [1001, 1002], 'Kuaför', '2024-06-15', '+905321112202'],
    [1003, 'Derya Koç', [1003, 1004, 1005, 1006], 'Estetisyen', '2022-09-05', '+905321112203'],
  ];
  const calisma = [];
  for (const [personelId] of personeller) {
    for (const gun of [2, 3, 4, 5, 6]) {
      calisma.push({ personel_id: personelId, gun, baslangic: '10:00', bitis: '19:00', tur: 'calisma' });
      calisma.push({ personel_id: personelId, gun, baslangic: '13:00', bitis: '14:00', tur: 'mola' });
    }
  }
  const ayarJson = {
    colors: { primary: '#7c3a6b', secondary: '#f6eef4', text: '#2b1d27' },
    logo: null,
    texts: { title: 'Güzellik Salonu Lotus', subtitle: 'Online randevu', welcome: 'Size uygun hizmeti ve saati seçin, randevunuz birkaç saniyede hazır.' },
    infoCards: {
      workingHours: { title: 'Çalışma Saatleri', hours: [{ days: 'Salı - Cumartesi', time: '10:00 - 19:00' }, { days: 'Pazar - Pazartesi', time: 'Kapalı' }] },
      address: { title: 'Adres', text: 'Moda Cd. No:118, Kadıköy/İstanbul' },
      phone: { title: 'Telefon', text: '+90 216 555 78 90' },
    },
  };
  return [
    ...hizmetler.map(([id, ad, sure, kurus, once, sonra]) => randevuInsert('randevu_hizmet', { id, isletme_id: 2, ad, sure_dk: sure, fiyat_kurus: kurus, once_tampon_dk: once, sonra_tampon_dk: sonra, online: 1, aktif: 1 })),
    ...personeller.map(([id, ad, , unvan, baslama, telefon]) => randevuInsert('personel', { id, isletme_id: 2, ad, aktif: 1, unvan, baslama_tarihi: baslama, telefon })),
    ...personeller.map(([id]) => randevuInsert('randevu_profil', { personel_id: id, isletme_id: 2, aktif: 1, online: 1 })),
    ...personeller.flatMap(([personelId, , hizmetIdler]) => hizmetIdler.map((hizmetId) => randevuInsert('randevu_personel_hizmet', { personel_id: personelId, hizmet_id: hizmetId }))),
    ...calisma.map((row, i) => randevuInsert('randevu_calisma', { id: 1001 + i, ...row })),
    randevuInsert('randevu_kanal', {
      isletme_id: 2, firma_key: DEMO_FIRMA_KEY, firma_adi: 'guzellik-salonu-lotus', aktif: 1, min_on_bildirim_dk: 60, ileri_gun: 30, adim_dk: 15,
      otomatik_onay: 1, iptal_saat_once: 24, ayar_json: JSON.stringify(ayarJson),
    }),
    `INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(RANDEVU_MARKER)});`,
  ].join('\n');
}
