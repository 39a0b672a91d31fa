// Product options of Kahve Durağı (venue 1): every coffee and tea asks its sugar (one required), may take a bigger
// size (+10 ₺); the coffees also take a milk (oat +15 ₺). Written only when this start fills an empty database and
// the demo menu's coffee and tea categories are there; a menu a person already shaped is never given options.
import { ILK_KURULUM } from './demo-ilk.mjs';

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const m = (tr, en, de, ru) => JSON.stringify({ tr, en, de, ru });
const KAHVELER = 1002;
const CAYLAR = 1003;
const kosul = `WHERE ${ILK_KURULUM} AND (SELECT count(*) FROM menu_kategori WHERE isletme_id = 1 AND id IN (${KAHVELER}, ${CAYLAR})) = 2`;
const ekle = (table, row) => `INSERT OR IGNORE INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(q).join(', ')} ${kosul};`;

const GRUPLAR = [
  {
    id: 1001, ad: m('Şeker', 'Sugar', 'Zucker', 'Сахар'), mutfak_ad: 'ŞEKER', en_az: 1, en_cok: 1, kategoriler: [KAHVELER, CAYLAR],
    degerler: [
      [m('Sade', 'No sugar', 'Ohne Zucker', 'Без сахара'), 'SADE', 0],
      [m('Az şekerli', 'A little sugar', 'Wenig Zucker', 'Мало сахара'), 'AZ', 0],
      [m('Orta', 'Medium sweet', 'Mittelsüß', 'Средне'), 'ORTA', 0],
      [m('Şekerli', 'Sweet', 'Süß', 'Сладкий'), 'ŞEKERLİ', 0],
    ],
  },
  {
    id: 1002, ad: m('Süt', 'Milk', 'Milch', 'Молоко'), mutfak_ad: 'SÜT', en_az: 0, en_cok: 1, kategoriler: [KAHVELER],
    degerler: [
      [m('İnek sütü', 'Cow’s milk', 'Kuhmilch', 'Коровье молоко'), 'İNEK', 0],
      [m('Laktozsuz', 'Lactose-free', 'Laktosefrei', 'Безлактозное'), 'LAKTOZSUZ', 0],
      [m('Yulaf sütü', 'Oat milk', 'Hafermilch', 'Овсяное молоко'), 'YULAF', 1_500],
    ],
  },
  {
    id: 1003, ad: m('Boy', 'Size', 'Größe', 'Размер'), mutfak_ad: 'BOY', en_az: 0, en_cok: 1, kategoriler: [KAHVELER, CAYLAR],
    degerler: [
      [m('Küçük', 'Small', 'Klein', 'Маленький'), 'KÜÇÜK', 0],
      [m('Büyük', 'Large', 'Groß', 'Большой'), 'BÜYÜK', 1_000],
    ],
  },
];

export function secenekDemoSql() {
  let degerId = 1000;
  return GRUPLAR.flatMap((g, sira) => [
    ekle('menu_secenek_grup', { id: g.id, isletme_id: 1, ad: g.ad, mutfak_ad: g.mutfak_ad, en_az: g.en_az, en_cok: g.en_cok, sira }),
    ...g.degerler.map(([ad, mutfak, fark], i) => ekle('menu_secenek_deger', { id: (degerId += 1), isletme_id: 1, grup_id: g.id, ad, mutfak_ad: mutfak, fark_kurus: fark, sira: i })),
    ...g.kategoriler.map((k) => ekle('menu_secenek_bag', { isletme_id: 1, grup_id: g.id, kategori_id: k })),
  ]).join('\n');
}
