// CRM demo (issue 13): enough customer history that every CRM screen looks lived-in and every segment and follow-up
// rule has something TODAY. Güzellik Salonu Lotus (venue 2) grows to ~60 customers with 8 months of appointments
// (new, regular, loyal, at risk, lost, never came; no-shows, a package with one session left and one about to
// expire, open debts, birthdays, languages, consents); Kahve Durağı (venue 1) gets 25 regulars linked to the demo's
// closed checks and a few debts; both get the seven follow-up rules, message templates and some past follow-ups.
// Dates are relative to the moment the demo is loaded (Europe/Istanbul, UTC+3 all year). Deterministic (seeded PRNG)
// apart from "now". Each venue's part has its own marker and runs once per database.
import { prng } from '../src/lib/prng.ts';
import { ILK_KURULUM } from './demo-ilk.mjs';

const LOTUS = 2;
const KAHVE = 1;
const LOTUS_MARKER = 'crm-lotus-v1';
const KAHVE_MARKER = 'crm-kahve-v1';
const TZ_SAAT = 3;
const GUN = 86_400_000;
const DK = 60_000;
const HUCRE_MS = 5 * DK;
const SAHIP = 2; // Ayşe Yılmaz (isletme@demo.test)
const KOD_ALFABESI = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const KVKK_SURUM = 'kvkk-randevu-2026-01';

const q = (value) => (value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const sql = (text) => ({ sql: text });
const deger = (v) => (v && typeof v === 'object' && 'sql' in v ? v.sql : q(v));
const iso = (ms) => new Date(ms).toISOString();

// Each part writes rows with fixed ids (customers 3001+ / 3101+, appointments and their lines 40001+, packages 3001-3002) into a database a person may
// have used: it starts only when none of those ids is taken, and marks its start so its own later statements go on.
const basladi = (marker) => `EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(`${marker}-basla`)}) AND NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(marker)})`;
// Both write months of history into the books (payments, debts, closed checks' customers): only on an empty database.
const baslat = (marker, kosul) => `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(`${marker}-basla`)} WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(marker)}) AND ${ILK_KURULUM} AND ${kosul};`;
// Lotus: only on a database with the appointment demo (services 1001+, its panel part) that never had this part
const lotusBaslat = baslat(LOTUS_MARKER, `EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = 'randevu-panel-v1')
  AND EXISTS (SELECT 1 FROM randevu_hizmet WHERE id = 1001 AND isletme_id = ${LOTUS})
  AND NOT EXISTS (SELECT 1 FROM musteri WHERE id BETWEEN 3001 AND 3100) AND NOT EXISTS (SELECT 1 FROM randevu WHERE id BETWEEN 40001 AND 49999)
  AND NOT EXISTS (SELECT 1 FROM randevu_kalem WHERE id BETWEEN 40001 AND 49999) AND NOT EXISTS (SELECT 1 FROM randevu_musteri_paket WHERE id IN (3001, 3002))`);
const lotusGuard = basladi(LOTUS_MARKER);
// Kahve Durağı: on top of its demo history (closed checks of the last two weeks)
const kahveBaslat = baslat(KAHVE_MARKER, `EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = 'cafe-gecmis-v1') AND NOT EXISTS (SELECT 1 FROM musteri WHERE id BETWEEN 3101 AND 3200)`);
const kahveGuard = basladi(KAHVE_MARKER);
// the demo's own closed checks: those closed before the cafe demo was loaded (never one a person closed since)
const demoAdisyonu = `adisyon.kapanis <= (SELECT max(yukleme_zamani) FROM demo_verisi WHERE anahtar IN ('cafe-gecmis-v1', 'cafe-canli-v1'))`;
const ekle = (guard) => (table, row) => `INSERT OR IGNORE INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(deger).join(', ')} WHERE ${guard};`;

// [minutes, kuruş, after-buffer] of the booking demo's services (scripts/demo-data.mjs)
const HIZMET = { 1001: [45, 45_000, 5], 1002: [30, 25_000, 0], 1003: [40, 35_000, 5], 1004: [50, 45_000, 5], 1005: [60, 90_000, 10], 1006: [20, 20_000, 0] };
const YAPAN = { 1001: [1001, 1002], 1002: [1001, 1002], 1003: [1003], 1004: [1003], 1005: [1003], 1006: [1001, 1003] };

// [name, group, language]; no first name or surname of the older demo customers, so their searches stay unique
const LOTUS_MUSTERILER = [
  ['Şule Karataş', 'sadik'], ['Gülşen Doğan', 'sadik'], ['İpek Yalçın', 'sadik'], ['Çağla Bilgin', 'sadik'], ['Özge Kaplan', 'sadik'],
  ['Ümran Duman', 'sadik'], ['Ilgın Sarı', 'sadik'], ['Anna Schmidt', 'sadik', 'de'],
  ['Nazlı Eren', 'duzenli'], ['Büşra Avcı', 'duzenli'], ['Derin Uçar', 'duzenli'], ['Elçin Toprak', 'duzenli'], ['Feride Kahraman', 'duzenli'],
  ['Gönül Işık', 'duzenli'], ['Irmak Başaran', 'duzenli'], ['Jale Coşkun', 'duzenli'], ['Leyla Bulut', 'duzenli'], ['Olga Petrova', 'duzenli', 'ru'],
  ['Melike Oral', 'yeni'], ['Nermin Yavuz', 'yeni'], ['Oya Tunç', 'yeni'], ['Rabia Sevim', 'yeni'], ['Emily Carter', 'yeni', 'en'],
  ['Sibel Ateş', 'yeni'], ['Şeyma Uysal', 'yeni'],
  ['Tülay Demirci', 'riskli'], ['Ülkü Çınar', 'riskli'], ['Yasemin Keskin', 'riskli'], ['Zerrin Ekinci', 'riskli'], ['Natalia Ivanova', 'riskli', 'ru'],
  ['Berna Özkan', 'riskli'], ['Ceren Altun', 'riskli'], ['Dilek Karakuş', 'riskli'],
  ['Esra Yücel', 'kayip'], ['Fatma Bayram', 'kayip'], ['Gamze Uzun', 'kayip'], ['Hülya Soylu', 'kayip'], ['Hans Weber', 'kayip', 'de'],
  ['İlknur Korkmaz', 'kayip'], ['Kübra Erdoğan', 'kayip'],
  ['Lale Turan', 'hic'], ['Mine Sezer', 'hic'], ['Nur Akın', 'hic'],
  ['Ela Sönmez', 'duzenli', 'en'], ['Özlem Çakır', 'sadik'], ['Sevgül Aktaş', 'duzenli'], ['Tuba Gök', 'riskli'], ['Yeliz Ergin', 'yeni'],
];
const KAHVE_MUSTERILER = [
  ['Orhan Tuncer'], ['Bülent Akgül'], ['Serap Önal'], ['Cem Yurt'], ['Gülay Tanrıverdi'], ['İsmail Çoban'], ['Nilgün Ay'],
  ['Volkan Sezgin'], ['Şenay Özer'], ['Tom Hughes', 'en'], ['Katharina Vogel', 'de'], ['Irina Smirnova', 'ru'], ['Murat Kocabaş'],
  ['Ayla Güngör'], ['Uğur Taşkın'], ['Çiğdem Ulus'], ['Kaan Ergün'], ['Songül Yeşil'], ['Barış Önder'], ['Filiz Akay'],
  ['Oğuz Tan'], ['Pelin Işıkay'], ['Rıza Bektaş'], ['Gökhan Ilıcak'], ['Hatice Öğüt'],
];

/** 'ş' → 's' … for e-mail addresses. */
const ascii = (s) => s.toLocaleLowerCase('tr').replace(/ı/g, 'i').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ş/g, 's').replace(/ç/g, 'c').replace(/ğ/g, 'g').replace(/[^a-z]/g, '');

// message templates: [ad, tur, kural, {tr, en, de, ru}]
const SABLONLAR = [
  ['Sizi özledik', 'pazarlama', 'ziyaretYok', {
    tr: 'Merhaba {ad}, sizi {isletme} olarak özledik! Son ziyaretinizde {sonHizmet} yaptırmıştınız; yeni randevunuzu buradan alabilirsiniz: {randevuLinki}',
    en: 'Hello {ad}, we at {isletme} have missed you! Last time you had {sonHizmet}; book your next visit here: {randevuLinki}',
    de: 'Hallo {ad}, wir bei {isletme} vermissen Sie! Zuletzt hatten Sie {sonHizmet}; Ihren nächsten Termin buchen Sie hier: {randevuLinki}',
    ru: 'Здравствуйте, {ad}! Мы в {isletme} скучаем по вам. В прошлый раз у вас была услуга «{sonHizmet}»; записаться снова: {randevuLinki}',
  }],
  ['Doğum gününüz kutlu olsun', 'pazarlama', 'dogumGunu', {
    tr: 'Doğum gününüz kutlu olsun {ad}! {isletme} ailesi olarak bu ay size özel bir sürprizimiz var. Randevu için: {randevuLinki}',
    en: 'Happy birthday, {ad}! Everyone at {isletme} has a little surprise for you this month. Book here: {randevuLinki}',
    de: 'Alles Gute zum Geburtstag, {ad}! {isletme} hat diesen Monat eine kleine Überraschung für Sie. Termin: {randevuLinki}',
    ru: 'С днём рождения, {ad}! В этом месяце в {isletme} вас ждёт сюрприз. Запись: {randevuLinki}',
  }],
  ['Paketiniz bitmek üzere', 'hizmet', 'paketAzaldi', {
    tr: 'Merhaba {ad}, {paket} paketinizde son seansınız kaldı. Randevunuzu buradan alabilirsiniz: {randevuLinki} — {isletme}',
    en: 'Hello {ad}, you have one session left in your {paket} package. Book it here: {randevuLinki} — {isletme}',
    de: 'Hallo {ad}, in Ihrem Paket {paket} ist nur noch eine Sitzung übrig. Termin buchen: {randevuLinki} — {isletme}',
    ru: 'Здравствуйте, {ad}! В вашем пакете «{paket}» остался последний сеанс. Запись: {randevuLinki} — {isletme}',
  }],
  ['Paket süreniz doluyor', 'hizmet', 'paketBitiyor', {
    tr: 'Merhaba {ad}, {paket} paketinizin süresi yakında doluyor. Kalan seanslarınızı kaçırmayın: {randevuLinki} — {isletme}',
    en: 'Hello {ad}, your {paket} package expires soon. Do not miss your remaining sessions: {randevuLinki} — {isletme}',
    de: 'Hallo {ad}, Ihr Paket {paket} läuft bald ab. Nutzen Sie Ihre restlichen Sitzungen: {randevuLinki} — {isletme}',
    ru: 'Здравствуйте, {ad}! Срок вашего пакета «{paket}» скоро истекает. Успейте использовать сеансы: {randevuLinki} — {isletme}',
  }],
  ['Ödeme hatırlatma', 'hizmet', 'acikBorc', {
    tr: 'Merhaba {ad}, {isletme} hesabınızda {borc} açık bakiye görünüyor. Bir sonraki ziyaretinizde ödeyebilirsiniz. Teşekkürler!',
    en: 'Hello {ad}, your account at {isletme} shows an open balance of {borc}. You can settle it on your next visit. Thank you!',
    de: 'Hallo {ad}, Ihr Konto bei {isletme} weist einen offenen Betrag von {borc} auf. Sie können ihn beim nächsten Besuch begleichen. Danke!',
    ru: 'Здравствуйте, {ad}! На вашем счёте в {isletme} открытый долг {borc}. Его можно оплатить при следующем визите. Спасибо!',
  }],
  ['Sizi bekledik', 'hizmet', 'gelmedi', {
    tr: 'Merhaba {ad}, bugünkü randevunuzda sizi bekledik. Umarız her şey yolundadır; yeni bir gün seçmek için: {randevuLinki} — {isletme}',
    en: 'Hello {ad}, we were expecting you at your appointment. We hope all is well; pick a new time here: {randevuLinki} — {isletme}',
    de: 'Hallo {ad}, wir haben Sie zu Ihrem Termin erwartet. Wir hoffen, es ist alles in Ordnung; neuen Termin wählen: {randevuLinki} — {isletme}',
    ru: 'Здравствуйте, {ad}! Мы ждали вас на приёме. Надеемся, всё в порядке; выбрать новое время: {randevuLinki} — {isletme}',
  }],
  ['İlk ziyaret teşekkürü', 'pazarlama', 'ilkZiyaret', {
    tr: 'Merhaba {ad}, {isletme}’i tercih ettiğiniz için teşekkür ederiz! {sonHizmet} sonrası memnun kaldıysanız tekrar bekleriz: {randevuLinki}',
    en: 'Hello {ad}, thank you for choosing {isletme}! If you enjoyed your {sonHizmet}, we would love to see you again: {randevuLinki}',
    de: 'Hallo {ad}, danke, dass Sie {isletme} gewählt haben! Wenn Ihnen {sonHizmet} gefallen hat, freuen wir uns auf Ihren nächsten Besuch: {randevuLinki}',
    ru: 'Здравствуйте, {ad}! Спасибо, что выбрали {isletme}! Если вам понравилась услуга «{sonHizmet}», будем рады видеть вас снова: {randevuLinki}',
  }],
];
const YENI_MENU = ['Yeni menümüz', 'pazarlama', 'manuel', {
  tr: 'Merhaba {ad}, {isletme}’nda kış menümüz başladı: sahlep, ıhlamur ve fırından yeni tatlılar. Sizi bekliyoruz!',
  en: 'Hello {ad}, the winter menu has started at {isletme}: salep, linden tea and fresh desserts. See you soon!',
  de: 'Hallo {ad}, bei {isletme} gibt es die Wintekarte: Salep, Lindenblütentee und frische Desserts. Bis bald!',
  ru: 'Здравствуйте, {ad}! В {isletme} началось зимнее меню: салеп, липовый чай и свежие десерты. Ждём вас!',
}];
// the seven rules as the owner tuned them: [kural, deger]
const KURALLAR = [['ziyaretYok', 45], ['dogumGunu', 7], ['paketAzaldi', 1], ['paketBitiyor', 14], ['acikBorc', 0], ['gelmedi', 14], ['ilkZiyaret', 7]];

function kurallarVeSablonlar(ins, isletmeId, personelId, ekSablonlar = []) {
  const out = KURALLAR.map(([kural, d]) => ins('crm_kural', { isletme_id: isletmeId, kural, aktif: 1, deger: d, personel_id: sql(`(SELECT id FROM personel WHERE id = ${personelId} AND isletme_id = ${isletmeId})`) }));
  for (const [ad, tur, kural, metin] of [...SABLONLAR, ...ekSablonlar]) {
    out.push(ins('crm_sablon', { isletme_id: isletmeId, ad, tur, kural, metin: JSON.stringify(metin) }).replace(' WHERE ', ` WHERE NOT EXISTS (SELECT 1 FROM crm_sablon WHERE isletme_id = ${isletmeId} AND ad = ${q(ad)}) AND `));
  }
  return out;
}

export function crmDemoSql(now = Date.now()) {
  return [lotusSql(now), kahveSql(now)].join('\n');
}

// ---- Güzellik Salonu Lotus ----

function lotusSql(now) {
  const rand = prng(20261127);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const ara = (a, b) => a + Math.floor(rand() * (b - a + 1));
  const ins = ekle(lotusGuard);
  const out = [lotusBaslat];
  const bugun = Math.floor((now + TZ_SAAT * 3_600_000) / GUN) * GUN; // the Istanbul date as a UTC-midnight number
  const gunMs = (geri) => bugun - geri * GUN;
  const tarih = (geri) => iso(gunMs(geri)).slice(0, 10);
  const yerel = (geri, dakika) => gunMs(geri) + (dakika - TZ_SAAT * 60) * DK;
  // a closed day (Sunday, Monday) moves further back
  const acikGun = (geri) => { let g = geri; while ([0, 1].includes(new Date(gunMs(g)).getUTCDay())) g += 1; return g; };
  const kod = () => `C${Array.from({ length: 9 }, () => KOD_ALFABESI[Math.floor(rand() * 32)]).join('')}`;

  // each customer's visits [days ago, durum], by group
  const plan = LOTUS_MUSTERILER.map(([ad, grup, dil], i) => {
    let gunler = [];
    if (grup === 'sadik') {
      if (i === 2) gunler = [235, 215, 195, 120, 100, 80, 60, 40, 20]; // a long gap, a follow-up, then back
      else for (let g = ara(200, 240); g >= 3; g -= ara(18, 28)) gunler.push(g);
    } else if (grup === 'duzenli') {
      const n = i === 11 ? 4 : ara(2, 4);
      const ilk = ara(40, 120);
      const son = ara(8, 40);
      gunler = Array.from({ length: n }, (_, k) => Math.round(ilk - ((ilk - son) * k) / (n - 1)));
    } else if (grup === 'yeni') {
      gunler = i === 18 ? [7] : ara(0, 1) ? [ara(12, 25), ara(2, 9)] : [ara(2, 25)];
    } else if (grup === 'riskli') {
      const son = ara(65, 140);
      gunler = [son];
      for (let k = ara(1, 4); k > 0 && gunler[0] < 230; k -= 1) gunler.unshift(gunler[0] + ara(20, 40));
    } else if (grup === 'kayip') {
      const son = ara(155, 230);
      gunler = [son];
      for (let k = ara(0, 2); k > 0 && gunler[0] < 235; k -= 1) gunler.unshift(gunler[0] + ara(20, 30));
    }
    // the first visit 7 days ago stays on its day (the rule counts exact days); others avoid closed days
    const ziyaretler = gunler.map((g, k) => ({ geri: i === 18 ? g : acikGun(g), durum: k < gunler.length - 1 && grup !== 'yeni' && rand() < 0.06 ? 'gelmedi' : 'tamamlandi' }));
    return { i, ad, grup, dil: dil ?? null, ziyaretler };
  });
  // a regular whose LAST appointment, 5 days ago, was a no-show
  plan[17].ziyaretler.push({ geri: acikGun(5), durum: 'gelmedi' });
  // a regular who missed one appointment two months ago (a follow-up was made for it)
  plan[11].ziyaretler.at(-2).durum = 'gelmedi';

  // customers
  const musteriId = (i) => 3001 + i;
  const bursday = new Date(bugun + 2 * GUN);
  const dogum = (i) => (i === 1 ? `1988-${String(bursday.getUTCMonth() + 1).padStart(2, '0')}-${String(bursday.getUTCDate()).padStart(2, '0')}`
    : i === 3 ? '1992-02-29' : i % 3 === 0 ? `${ara(1968, 2003)}-${String(ara(1, 12)).padStart(2, '0')}-${String(ara(1, 28)).padStart(2, '0')}` : null);
  const NOTLAR = { 0: 'Cilt bakımında lavanta yağı istemiyor.', 2: 'Randevularını WhatsApp’tan teyit etmeyi seviyor.', 7: 'Almanca konuşuyor; Türkçe biraz anlıyor.', 25: 'Saç boyasına alerjisi var.' };
  for (const p of plan) {
    const ilk = p.ziyaretler.length ? Math.max(...p.ziyaretler.map((z) => z.geri)) : ara(10, 60);
    const kayit = yerel(ilk + ara(1, 20), ara(9 * 60, 19 * 60));
    const email = p.i % 3 === 0 || p.dil ? `${ascii(p.ad.split(' ')[0])}.${ascii(p.ad.split(' ').at(-1))}@ornek.test` : null;
    const kvkkVar = p.i !== 42;
    out.push(ins('musteri', {
      id: musteriId(p.i), isletme_id: LOTUS, ad_soyad: p.ad, telefon: `+90533${String(7100000 + p.i * 3571).padStart(7, '0')}`, email, notlar: NOTLAR[p.i] ?? '',
      dogum_tarihi: dogum(p.i), dil: p.dil, kvkk_metin_surum: kvkkVar ? KVKK_SURUM : null, kvkk_onay_zamani: kvkkVar ? iso(kayit) : null, olusturma: iso(kayit),
    }));
    if (kvkkVar) out.push(ins('musteri_onay', { isletme_id: LOTUS, musteri_id: musteriId(p.i), tur: 'kvkk', verildi: 1, metin_surum: KVKK_SURUM, kaynak: p.i % 2 ? 'online' : 'panel', kullanici_id: p.i % 2 ? null : SAHIP, zaman: iso(kayit) }));
    // marketing consent: SMS for about half, e-mail for some with an address; one withdrew SMS later
    if (p.i % 2 === 0 || [2, 10, 11].includes(p.i)) out.push(ins('musteri_onay', { isletme_id: LOTUS, musteri_id: musteriId(p.i), tur: 'pazarlama', kanal: 'sms', verildi: 1, kaynak: 'panel', kullanici_id: SAHIP, zaman: iso(kayit + 5 * DK) }));
    if (email && p.i % 4 === 0) out.push(ins('musteri_onay', { isletme_id: LOTUS, musteri_id: musteriId(p.i), tur: 'pazarlama', kanal: 'email', verildi: 1, kaynak: 'panel', kullanici_id: SAHIP, zaman: iso(kayit + 6 * DK) }));
    if (p.i === 4) out.push(ins('musteri_onay', { isletme_id: LOTUS, musteri_id: musteriId(p.i), tur: 'pazarlama', kanal: 'sms', verildi: 0, kaynak: 'panel', kullanici_id: SAHIP, zaman: iso(yerel(20, 15 * 60)) }));
  }

  // appointments: each takes the first free quarter hour 10:00–18:00 of its staff member that day (the appointment
  // demo's cells stay untouched); the item, the cells and the payment follow only if the appointment was written
  let randevuId = 40_000;
  const randevular = [];
  const randevuYaz = ({ musteri, geri, durum, hizmetId, personelId, paketli }) => {
    const [sure, kurus, sonra] = HIZMET[hizmetId];
    const id = ++randevuId;
    const blok = (sure + sonra) * DK;
    const ilk = yerel(geri, 10 * 60);
    const son = yerel(geri, 18 * 60);
    const tutar = paketli ? 0 : kurus;
    const ms = (ifade) => `strftime('%Y-%m-%dT%H:%M:%fZ', (${ifade}) / 1000.0, 'unixepoch')`;
    out.push(`INSERT OR IGNORE INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, notlar, olusturma)
  SELECT ${id}, ${LOTUS}, ${musteri}, ${personelId}, ${ms('t')}, ${ms(`t + ${sure * DK}`)}, ${q(durum)}, ${q(pick(['panel', 'panel', 'online', 'widget']))}, ${q(kod())}, ${tutar}, '', ${ms(`t - ${3 * GUN}`)}
  FROM (WITH RECURSIVE c(t) AS (SELECT ${ilk} UNION ALL SELECT t + ${15 * DK} FROM c WHERE t + ${15 * DK} <= ${son})
    SELECT t FROM c WHERE NOT EXISTS (SELECT 1 FROM randevu_hucre h WHERE h.personel_id = ${personelId} AND h.hucre BETWEEN t / ${HUCRE_MS} AND (t + ${blok}) / ${HUCRE_MS} - 1) ORDER BY t LIMIT 1)
  WHERE ${lotusGuard};`);
    const var_ = `EXISTS (SELECT 1 FROM randevu WHERE id = ${id} AND musteri_id = ${musteri}) AND ${lotusGuard}`;
    out.push(`INSERT OR IGNORE INTO randevu_kalem (id, randevu_id, hizmet_id, sure_dk, fiyat_kurus) SELECT ${id}, ${id}, ${hizmetId}, ${sure}, ${tutar} WHERE ${var_};`);
    out.push(`INSERT OR IGNORE INTO randevu_hucre (personel_id, hucre, randevu_id)
  WITH RECURSIVE b(ms) AS (SELECT CAST(round((julianday(baslangic) - 2440587.5) * ${GUN}) AS INTEGER) FROM randevu WHERE id = ${id}),
  h(x) AS (SELECT ms / ${HUCRE_MS} FROM b UNION ALL SELECT x + 1 FROM h, b WHERE x < (ms + ${blok}) / ${HUCRE_MS} - 1)
  SELECT ${personelId}, x, ${id} FROM h WHERE ${var_};`);
    const r = { id, musteri, geri, durum, hizmetId, tutar, var_ };
    randevular.push(r);
    return r;
  };
  const odemeYaz = (r, odeme) => out.push(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, randevu_id, musteri_id, kullanici_id)
  SELECT ${LOTUS}, 'gelir', ${q(odeme)}, ${r.tutar}, 'randevu', 'randevuOdemesi', json_object('kod', kod), bitis, id, musteri_id, ${SAHIP} FROM randevu WHERE id = ${r.id} AND ${r.var_};`);
  const veresiyeYaz = (r) => out.push(`INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, randevu_id, kullanici_id)
  SELECT ${LOTUS}, musteri_id, 'borc', ${r.tutar}, 'randevu', 'veresiyeRandevu', json_object('kod', kod), bitis, id, ${SAHIP} FROM randevu WHERE id = ${r.id} AND ${r.var_};`);

  // packages: a loyal customer's facial package with one session left; a regular's hand & foot package expiring in 10 days
  const P1 = 3001;
  const P2 = 3002;
  const paketGeri1 = 100;
  const paketGeri2 = 110;
  const HIZMET_GRUBU = { sadik: [1005, 1001, 1004, 1003, 1005], duzenli: [1002, 1006, 1003, 1001], yeni: [1001, 1002, 1003, 1006, 1005], riskli: [1001, 1003, 1004, 1002], kayip: [1001, 1002, 1006] };
  const veresiyeler = new Set([3, 12, 25, 33]);
  const paketKullanimlari = [];
  for (const p of plan) {
    const m = musteriId(p.i);
    const sirali = [...p.ziyaretler].sort((a, b) => b.geri - a.geri);
    const tamamlanan = sirali.filter((z) => z.durum === 'tamamlandi');
    const p1Seanslari = p.i === 0 ? new Set(tamamlanan.filter((z) => z.geri < paketGeri1).slice(-4)) : new Set();
    const p2Seansi = p.i === 9 ? tamamlanan.filter((z) => z.geri < paketGeri2).at(-1) : null;
    sirali.forEach((z) => {
      const paketli = p1Seanslari.has(z) ? P1 : p2Seansi === z ? P2 : null;
      const hizmetId = paketli === P1 ? 1005 : paketli === P2 ? 1003 : pick(HIZMET_GRUBU[p.grup]);
      const r = randevuYaz({ musteri: m, geri: z.geri, durum: z.durum, hizmetId, personelId: pick(YAPAN[hizmetId]), paketli });
      r.paket = paketli;
      if (paketli) paketKullanimlari.push(r);
      else if (z.durum === 'tamamlandi') {
        // the debt customers' last visit (and one earlier visit of customer 3) went on account
        const sonTamam = z === tamamlanan.at(-1);
        const borclu = veresiyeler.has(p.i) && (p.i === 3 ? z === tamamlanan.at(-3) : sonTamam);
        if (borclu) { veresiyeYaz(r); r.veresiye = true; } else odemeYaz(r, pick(['nakit', 'kart', 'kart', 'havale']));
      }
    });
  }

  const satis1 = yerel(paketGeri1, 11 * 60);
  const satis2 = yerel(paketGeri2, 12 * 60);
  out.push(ins('randevu_musteri_paket', { id: P1, isletme_id: LOTUS, musteri_id: musteriId(0), paket_id: 1001, ad: 'Cilt Bakımı 5 Seans', fiyat_kurus: 360_000, satis_zamani: iso(satis1), son_gun: tarih(paketGeri1 - 180), kullanici_id: SAHIP }));
  out.push(ins('randevu_musteri_paket_hizmet', { musteri_paket_id: P1, hizmet_id: 1005, toplam: 5, kalan: 5 }));
  out.push(ins('randevu_musteri_paket', { id: P2, isletme_id: LOTUS, musteri_id: musteriId(9), paket_id: 1002, ad: 'El & Ayak Bakımı 4’lü', fiyat_kurus: 140_000, satis_zamani: iso(satis2), son_gun: tarih(-10), kullanici_id: SAHIP }));
  out.push(ins('randevu_musteri_paket_hizmet', { musteri_paket_id: P2, hizmet_id: 1003, toplam: 2, kalan: 2 }));
  out.push(ins('randevu_musteri_paket_hizmet', { musteri_paket_id: P2, hizmet_id: 1004, toplam: 2, kalan: 2 }));
  for (const r of paketKullanimlari) out.push(`INSERT OR IGNORE INTO randevu_paket_kullanim (randevu_kalem_id, musteri_paket_id, hizmet_id) SELECT ${r.id}, ${r.paket}, ${r.hizmetId} WHERE ${r.var_};`);
  out.push(ins('kasa', { isletme_id: LOTUS, tur: 'gelir', odeme: 'kart', tutar_kurus: 360_000, kaynak: 'paket', sistem_tur: 'paketSatisi', sistem_param: JSON.stringify({ paket: 'Cilt Bakımı 5 Seans' }), tarih: iso(satis1), musteri_id: musteriId(0), musteri_paket_id: P1, kullanici_id: SAHIP }));
  out.push(ins('kasa', { isletme_id: LOTUS, tur: 'gelir', odeme: 'nakit', tutar_kurus: 140_000, kaynak: 'paket', sistem_tur: 'paketSatisi', sistem_param: JSON.stringify({ paket: 'El & Ayak Bakımı 4’lü' }), tarih: iso(satis2), musteri_id: musteriId(9), musteri_paket_id: P2, kullanici_id: SAHIP }));

  // rules, templates
  out.push(...kurallarVeSablonlar(ins, LOTUS, 1001));

  // past follow-ups with what happened, so the history shows (none of them blocks what the rules find today)
  const sablon = (ad) => sql(`(SELECT id FROM crm_sablon WHERE isletme_id = ${LOTUS} AND ad = ${q(ad)})`);
  let islem = 0;
  const takip = ({ musteri, kural, anahtar, neden, geri, durum, sonuc, olaylar }) => {
    const kapanis = yerel(geri, 11 * 60 + 40);
    out.push(ins('crm_takip', {
      isletme_id: LOTUS, musteri_id: musteri, kural, anahtar, neden: JSON.stringify(neden), vade: tarih(geri), personel_id: 1001, durum, sonuc,
      son_gonderim: olaylar.some((o) => o.tur === 'gonderim') ? iso(yerel(geri, 11 * 60)) : null, kullanici_id: SAHIP, olusturma: iso(yerel(geri, 8 * 60)), kapanis: iso(kapanis),
    }));
    const takipId = sql(`(SELECT id FROM crm_takip WHERE isletme_id = ${LOTUS} AND musteri_id = ${musteri} AND kural = ${q(kural)} AND anahtar = ${q(anahtar)})`);
    olaylar.forEach((o, k) => out.push(ins('crm_takip_olay', {
      isletme_id: LOTUS, takip_id: takipId, tur: o.tur, kanal: o.kanal ?? null, sablon_id: o.sablon ? sablon(o.sablon) : null, sablon_tur: o.sablonTur ?? null,
      sonuc: o.sonuc ?? null, sonraki_vade: null, notlar: o.notlar ?? '', islem_id: `demo-crm-${LOTUS}-${++islem}-takip`, kullanici_id: SAHIP, zaman: iso(yerel(geri, 11 * 60 + k * 20)),
    })));
  };
  // customer 2 stayed away for 75 days: reminded, booked, came back
  const ikiGeri = plan[2].ziyaretler.find((z) => z.geri >= 195 && z.geri < 215) ?? plan[2].ziyaretler[2];
  takip({ musteri: musteriId(2), kural: 'ziyaretYok', anahtar: tarih(ikiGeri.geri), neden: { gun: 45 }, geri: ikiGeri.geri - 45, durum: 'tamam', sonuc: 'randevu', olaylar: [
    { tur: 'gonderim', kanal: 'whatsapp', sablon: 'Sizi özledik', sablonTur: 'pazarlama' },
    { tur: 'sonuc', sonuc: 'randevu', notlar: 'Gelecek hafta için cilt bakımı randevusu aldı.' },
  ] });
  // customer 11 missed an appointment: called, reached
  const kacan = randevular.find((r) => r.musteri === musteriId(11) && r.durum === 'gelmedi');
  if (kacan) {
    takip({ musteri: musteriId(11), kural: 'gelmedi', anahtar: `r${kacan.id}`, neden: { tarih: tarih(kacan.geri) }, geri: kacan.geri - 1, durum: 'tamam', sonuc: 'ulasildi', olaylar: [
      { tur: 'gonderim', kanal: 'sms', sablon: 'Sizi bekledik', sablonTur: 'hizmet' },
      { tur: 'sonuc', sonuc: 'ulasildi', notlar: 'Hastalanmış; iyileşince yeni randevu alacak.' },
    ] });
  }
  // customer 10's first visit: thanked a week later
  const onunIlki = Math.max(...plan[10].ziyaretler.map((z) => z.geri));
  takip({ musteri: musteriId(10), kural: 'ilkZiyaret', anahtar: tarih(onunIlki), neden: { gun: 7 }, geri: onunIlki - 7, durum: 'tamam', sonuc: 'ulasildi', olaylar: [
    { tur: 'gonderim', kanal: 'sms', sablon: 'İlk ziyaret teşekkürü', sablonTur: 'pazarlama' },
    { tur: 'sonuc', sonuc: 'ulasildi' },
  ] });
  // customer 3's old debt: reminded, paid part of it (a later ledger row: today's rule finds the rest)
  const borcRandevusu = randevular.find((r) => r.musteri === musteriId(3) && r.veresiye);
  if (borcRandevusu) {
    takip({ musteri: musteriId(3), kural: 'acikBorc', anahtar: tarih(borcRandevusu.geri), neden: { borcKurus: borcRandevusu.tutar }, geri: borcRandevusu.geri - 5, durum: 'tamam', sonuc: 'ulasildi', olaylar: [
      { tur: 'gonderim', kanal: 'whatsapp', sablon: 'Ödeme hatırlatma', sablonTur: 'hizmet' },
      { tur: 'sonuc', sonuc: 'ulasildi', notlar: 'Bir kısmını bu hafta ödeyecek.' },
    ] });
    // paid part of it two days later; the rest stays open
    out.push(`INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, kaynak, aciklama, tarih, kullanici_id)
  SELECT ${LOTUS}, ${musteriId(3)}, 'tahsilat', 20000, 'manuel', 'Kısmi ödeme', ${q(iso(yerel(borcRandevusu.geri - 7, 16 * 60)))}, ${SAHIP} WHERE ${borcRandevusu.var_};`);
  }
  // a manual one for a lost customer: skipped, the number is no longer in use
  takip({ musteri: musteriId(34), kural: 'manuel', anahtar: 'mdemo-gelin-paketi', neden: { metin: 'Gelin paketi için geri aranmak istemişti.' }, geri: 120, durum: 'atlandi', sonuc: null, olaylar: [
    { tur: 'not', notlar: 'İki kez arandı, numara kullanılmıyor.' },
  ] });

  out.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(LOTUS_MARKER)} WHERE ${lotusGuard};`);
  return out.join('\n');
}

// ---- Kahve Durağı ----

function kahveSql(now) {
  const rand = prng(20261128);
  const ins = ekle(kahveGuard);
  const out = [kahveBaslat];
  const bugun = Math.floor((now + TZ_SAAT * 3_600_000) / GUN) * GUN;
  const yerel = (geri, dakika) => bugun - geri * GUN + (dakika - TZ_SAAT * 60) * DK;
  const musteriId = (i) => 3101 + i;
  KAHVE_MUSTERILER.forEach(([ad, dil], i) => {
    const kayit = yerel(20 + Math.floor(rand() * 40), 10 * 60 + Math.floor(rand() * 600));
    const email = i % 3 === 0 || dil ? `${ascii(ad.split(' ')[0])}.${ascii(ad.split(' ').at(-1))}@ornek.test` : null;
    out.push(ins('musteri', {
      id: musteriId(i), isletme_id: KAHVE, ad_soyad: ad, telefon: `+90536${String(2200000 + i * 4111).padStart(7, '0')}`, email, notlar: i === 0 ? 'Türk kahvesi orta şekerli.' : '',
      dogum_tarihi: i % 4 === 1 ? `19${70 + (i % 30)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}` : null, dil: dil ?? null,
      kvkk_metin_surum: i % 2 === 0 ? KVKK_SURUM : null, kvkk_onay_zamani: i % 2 === 0 ? iso(kayit) : null, olusturma: iso(kayit),
    }));
    if (i % 2 === 0) out.push(ins('musteri_onay', { isletme_id: KAHVE, musteri_id: musteriId(i), tur: 'kvkk', verildi: 1, metin_surum: KVKK_SURUM, kaynak: 'panel', kullanici_id: SAHIP, zaman: iso(kayit) }));
    if (email && i % 2 === 0) out.push(ins('musteri_onay', { isletme_id: KAHVE, musteri_id: musteriId(i), tur: 'pazarlama', kanal: 'email', verildi: 1, kaynak: 'panel', kullanici_id: SAHIP, zaman: iso(kayit + DK) }));
    if (i % 3 === 1) out.push(ins('musteri_onay', { isletme_id: KAHVE, musteri_id: musteriId(i), tur: 'pazarlama', kanal: 'sms', verildi: 1, kaynak: 'panel', kullanici_id: SAHIP, zaman: iso(kayit + DK) }));
  });
  // checks paid on account belong to that customer; of the other closed checks, 25 in every 40 go to a regular
  out.push(`UPDATE adisyon SET musteri_id = (SELECT min(c.musteri_id) FROM cari c WHERE c.adisyon_id = adisyon.id AND c.isletme_id = ${KAHVE})
  WHERE isletme_id = ${KAHVE} AND durum = 'kapali' AND musteri_id IS NULL AND ${demoAdisyonu} AND EXISTS (SELECT 1 FROM cari c WHERE c.adisyon_id = adisyon.id AND c.isletme_id = ${KAHVE}) AND ${kahveGuard};`);
  const sira = `(SELECT count(*) FROM adisyon a2 WHERE a2.isletme_id = ${KAHVE} AND a2.durum = 'kapali' AND a2.id < adisyon.id)`;
  out.push(`UPDATE adisyon SET musteri_id = ${musteriId(0)} + (${sira} * 7 % 40)
  WHERE isletme_id = ${KAHVE} AND durum = 'kapali' AND musteri_id IS NULL AND ${demoAdisyonu} AND (${sira} * 7 % 40) < ${KAHVE_MUSTERILER.length}
    AND EXISTS (SELECT 1 FROM musteri WHERE id = ${musteriId(0)} AND isletme_id = ${KAHVE}) AND ${kahveGuard};`);
  // a few regulars run a tab
  const tab = [[1, 18_500, 6], [4, 42_000, 9], [9, 27_000, 3]];
  for (const [i, kurus, geri] of tab) {
    out.push(ins('cari', { isletme_id: KAHVE, musteri_id: musteriId(i), tur: 'borc', tutar_kurus: kurus, kaynak: 'manuel', aciklama: 'Hesap defteri', tarih: iso(yerel(geri, 17 * 60)), kullanici_id: SAHIP }));
  }
  out.push(ins('cari', { isletme_id: KAHVE, musteri_id: musteriId(4), tur: 'tahsilat', tutar_kurus: 20_000, kaynak: 'manuel', aciklama: 'Kısmi ödeme', tarih: iso(yerel(2, 18 * 60)), kullanici_id: SAHIP }));
  out.push(...kurallarVeSablonlar(ins, KAHVE, 2006, [YENI_MENU]));
  out.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(KAHVE_MARKER)} WHERE ${kahveGuard};`);
  return out.join('\n');
}
