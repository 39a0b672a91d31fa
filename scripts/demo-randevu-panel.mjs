// Demo life of Güzellik Salonu Lotus (venue 2) for the appointment panel: customers, 30 days of past and 7 days of
// coming appointments around the seed time, packages in use, cash, debts, staff tasks and blog posts.
// Deterministic (seeded PRNG) apart from "now"; guarded by its own marker like the other demo parts.
import { prng } from '../src/lib/prng.ts';
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'randevu-panel-v1';
const ISLETME = 2;
const TZ_SAAT = 3; // Europe/Istanbul is UTC+3 all year
const HUCRE_MS = 5 * 60_000;
const KOD_ALFABESI = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
// only while the demo fills an empty database (it writes past days and styles the booking demo's staff of the same run)
const once = `WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM randevu_hizmet WHERE id = 1001 AND isletme_id = ${ISLETME})`;
const insert = (table, row) => `INSERT OR IGNORE INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(q).join(', ')} ${once};`;


// [id, minutes, kuruş, after-buffer] as in demo-data.mjs
const HIZMET = { 1001: [45, 45_000, 5], 1002: [30, 25_000, 0], 1003: [40, 35_000, 5], 1004: [50, 45_000, 5], 1005: [60, 90_000, 10], 1006: [20, 20_000, 0] };
const PERSONEL = { 1001: [1001, 1002, 1006], 1002: [1001, 1002], 1003: [1003, 1004, 1005, 1006] };
const RENK = { 1001: '#be185d', 1002: '#1d4ed8', 1003: '#047857' };

const MUSTERILER = [
  'Zehra Yıldız', 'Merve Aksoy', 'Gizem Karaca', 'Ebru Tekin', 'Selda Öztürk', 'Cansu Polat', 'Ahmet Kurt', 'Buse Erdem',
  'Nihan Güler', 'Tuğba Şimşek', 'Emre Aslan', 'Deniz Acar', 'Pınar Çetin', 'Hande Kılıç',
];

/** Wall time in Istanbul → epoch ms. */
const istanbul = (dayMs, dakika) => dayMs + (dakika - TZ_SAAT * 60) * 60_000;
const iso = (ms) => new Date(ms).toISOString();

export function randevuPanelDemoSql(now = Date.now()) {
  const rand = prng(20261122);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const kod = () => Array.from({ length: 10 }, () => KOD_ALFABESI[Math.floor(rand() * 32)]).join('');
  const bugun = Math.floor((now + TZ_SAAT * 3_600_000) / 86_400_000) * 86_400_000; // Istanbul midnight as a UTC-day number

  const sql = [];
  for (const [id, renk] of Object.entries(RENK)) {
    sql.push(`UPDATE personel SET renk = ${q(renk)} WHERE id = ${id} AND isletme_id = ${ISLETME} AND EXISTS (SELECT 1 ${once});`);
    sql.push(`UPDATE randevu_profil SET sira = ${Number(id) - 1000} WHERE personel_id = ${id} AND isletme_id = ${ISLETME} AND EXISTS (SELECT 1 ${once});`);
  }
  // the demo operator also works as Selin's account, so "Randevularım" has content
  sql.push(`UPDATE personel SET kullanici_id = (SELECT id FROM kullanici WHERE email = 'isletme@demo.test') WHERE id = 1001 AND isletme_id = ${ISLETME} AND EXISTS (SELECT 1 ${once});`);

  MUSTERILER.forEach((ad, i) => {
    const telefon = `+90532${String(4100000 + i * 7919).padStart(7, '0')}`;
    const email = i % 3 === 0 ? `${ad.split(' ')[0].toLocaleLowerCase('tr').replace(/ı/g, 'i').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ş/g, 's').replace(/ç/g, 'c').replace(/ğ/g, 'g')}@ornek.test` : null;
    sql.push(insert('musteri', {
      id: 1001 + i, isletme_id: ISLETME, ad_soyad: ad, telefon, email, kvkk_metin_surum: 'kvkk-randevu-2026-01',
      kvkk_onay_zamani: iso(now - (40 - i) * 86_400_000), notlar: i === 2 ? 'Hassas cilt; parfümsüz ürün tercih ediyor.' : '',
      dogum_tarihi: i % 4 === 0 ? `199${i % 10}-0${(i % 9) + 1}-1${i % 9}` : null, olusturma: iso(now - (40 - i * 2) * 86_400_000),
    }));
    // the consent record behind kvkk_onay_zamani (booked online); every third customer also took SMS offers at the desk
    sql.push(insert('musteri_onay', { isletme_id: ISLETME, musteri_id: 1001 + i, tur: 'kvkk', verildi: 1, metin_surum: 'kvkk-randevu-2026-01', kaynak: 'online', zaman: iso(now - (40 - i) * 86_400_000) }));
    if (i % 3 === 1) sql.push(insert('musteri_onay', { isletme_id: ISLETME, musteri_id: 1001 + i, tur: 'pazarlama', kanal: 'sms', verildi: 1, kaynak: 'panel', kullanici_id: 2, zaman: iso(now - (39 - i) * 86_400_000) }));
  });

  let randevuId = 1000;
  let kalemId = 1000;
  let kasaId = 1000;
  let cariId = 1000;
  const tamamlananlar = [];
  const yaz = ({ personelId, hizmetId, musteriId, baslangic, durum, kaynak }) => {
    const [sure, kurus, sonra] = HIZMET[hizmetId];
    const bitis = baslangic + sure * 60_000;
    randevuId += 1;
    kalemId += 1;
    const id = randevuId;
    const randevuKod = kod();
    sql.push(insert('randevu', {
      id, isletme_id: ISLETME, musteri_id: musteriId, personel_id: personelId, baslangic: iso(baslangic), bitis: iso(bitis), durum, kaynak,
      kod: randevuKod, toplam_kurus: kurus, notlar: '', olusturma: iso(Math.min(now, baslangic) - 3 * 86_400_000),
    }));
    sql.push(insert('randevu_kalem', { id: kalemId, randevu_id: id, hizmet_id: hizmetId, sure_dk: sure, fiyat_kurus: kurus }));
    if (durum !== 'iptal') {
      const ilk = Math.floor(baslangic / HUCRE_MS);
      const son = Math.ceil((bitis + sonra * 60_000) / HUCRE_MS) - 1;
      sql.push(`INSERT OR IGNORE INTO randevu_hucre (personel_id, hucre, randevu_id) WITH RECURSIVE h(x) AS (SELECT ${ilk} UNION ALL SELECT x + 1 FROM h WHERE x < ${son}) SELECT ${personelId}, x, ${id} FROM h WHERE EXISTS (SELECT 1 FROM randevu WHERE id = ${id} AND isletme_id = ${ISLETME});`);
    }
    if (durum === 'tamamlandi') tamamlananlar.push({ id, kod: randevuKod, kalemId, musteriId, hizmetId, kurus, bitis });
    return bitis + sonra * 60_000;
  };

  // Derya's facial-care customer with a 5-session package: two sessions already used
  const paketMusteri = 1003;
  const paketSeanslari = [];
  for (let gun = -30; gun <= 7; gun++) {
    const dayMs = bugun + gun * 86_400_000;
    const haftaGunu = new Date(dayMs).getUTCDay();
    if (haftaGunu < 2) continue; // Sunday, Monday closed
    const doluluk = gun < 0 ? 0.55 : gun === 0 ? 0.6 : 0.3;
    for (const personelId of [1001, 1002, 1003]) {
      // Burak is on leave the coming Thursday-ish: his leave row below covers gun 3
      if (personelId === 1002 && gun === 3) continue;
      for (const [basDk, sonDk] of [[10 * 60, 13 * 60], [14 * 60, 19 * 60]]) {
        let t = istanbul(dayMs, basDk);
        const sinir = istanbul(dayMs, sonDk);
        while (t < sinir) {
          const hizmetId = pick(PERSONEL[personelId]);
          const [sure, , sonra] = HIZMET[hizmetId];
          if (t + (sure + sonra) * 60_000 > sinir) break;
          if (rand() > doluluk) { t += 30 * 60_000; continue; }
          const gecmis = t + sure * 60_000 <= now;
          const r = rand();
          let durum = gecmis ? (r < 0.86 ? 'tamamlandi' : r < 0.93 ? 'gelmedi' : 'iptal') : r < 0.12 ? 'beklemede' : 'onaylandi';
          if (!gecmis && t < now) durum = 'onaylandi'; // under way now
          const kaynak = durum === 'beklemede' ? 'online' : pick(['panel', 'panel', 'online', 'widget']);
          let musteriId = 1001 + Math.floor(rand() * MUSTERILER.length);
          if (personelId === 1003 && hizmetId === 1005 && gecmis && durum === 'tamamlandi' && paketSeanslari.length < 2 && gun > -20) musteriId = paketMusteri;
          const son = yaz({ personelId, hizmetId, musteriId, baslangic: t, durum, kaynak });
          if (musteriId === paketMusteri && hizmetId === 1005 && durum === 'tamamlandi') paketSeanslari.push(kalemId);
          t = son + Math.floor(rand() * 3) * 15 * 60_000;
        }
      }
    }
  }

  // staff leave: Burak's day off in 3 days
  const izinGunu = bugun + 3 * 86_400_000;
  sql.push(insert('randevu_izin', { id: 1001, personel_id: 1002, baslangic: iso(istanbul(izinGunu, 0)), bitis: iso(istanbul(izinGunu, 24 * 60)), aciklama: 'Yıllık izin' }));

  // packages
  sql.push(insert('randevu_paket', { id: 1001, isletme_id: ISLETME, ad: 'Cilt Bakımı 5 Seans', aciklama: 'Beş seans profesyonel cilt bakımı, tek seansa göre %20 avantajlı.', fiyat_kurus: 360_000, gecerlilik_gun: 180, aktif: 1 }));
  sql.push(insert('randevu_paket_hizmet', { paket_id: 1001, hizmet_id: 1005, seans: 5 }));
  sql.push(insert('randevu_paket', { id: 1002, isletme_id: ISLETME, ad: 'El & Ayak Bakımı 4’lü', aciklama: 'İki manikür ve iki pedikür.', fiyat_kurus: 140_000, gecerlilik_gun: 120, aktif: 1 }));
  sql.push(insert('randevu_paket_hizmet', { paket_id: 1002, hizmet_id: 1003, seans: 2 }));
  sql.push(insert('randevu_paket_hizmet', { paket_id: 1002, hizmet_id: 1004, seans: 2 }));
  const satis = now - 25 * 86_400_000;
  const sonGun = (gun) => new Date(satis + (gun + TZ_SAAT / 24) * 86_400_000).toISOString().slice(0, 10);
  sql.push(insert('randevu_musteri_paket', { id: 1001, isletme_id: ISLETME, musteri_id: paketMusteri, paket_id: 1001, ad: 'Cilt Bakımı 5 Seans', fiyat_kurus: 360_000, satis_zamani: iso(satis), son_gun: sonGun(180), kullanici_id: 2 }));
  sql.push(insert('randevu_musteri_paket_hizmet', { musteri_paket_id: 1001, hizmet_id: 1005, toplam: 5, kalan: 5 }));
  sql.push(insert('randevu_musteri_paket', { id: 1002, isletme_id: ISLETME, musteri_id: 1006, paket_id: 1002, ad: 'El & Ayak Bakımı 4’lü', fiyat_kurus: 140_000, satis_zamani: iso(satis + 5 * 86_400_000), son_gun: sonGun(125), kullanici_id: 2 }));
  sql.push(insert('randevu_musteri_paket_hizmet', { musteri_paket_id: 1002, hizmet_id: 1003, toplam: 2, kalan: 2 }));
  sql.push(insert('randevu_musteri_paket_hizmet', { musteri_paket_id: 1002, hizmet_id: 1004, toplam: 2, kalan: 2 }));
  // the usage rows' trigger counts the balance down
  for (const k of paketSeanslari) sql.push(insert('randevu_paket_kullanim', { randevu_kalem_id: k, musteri_paket_id: 1001, hizmet_id: 1005 }));
  sql.push(insert('kasa', { id: ++kasaId, isletme_id: ISLETME, tur: 'gelir', odeme: 'kart', tutar_kurus: 360_000, kaynak: 'paket', sistem_tur: 'paketSatisi', sistem_param: JSON.stringify({ paket: 'Cilt Bakımı 5 Seans' }), tarih: iso(satis), randevu_id: null, musteri_id: paketMusteri, kullanici_id: 2 }));
  sql.push(insert('cari', { id: ++cariId, isletme_id: ISLETME, musteri_id: 1006, tur: 'borc', tutar_kurus: 140_000, kaynak: 'paket', sistem_tur: 'paketSatisi', sistem_param: JSON.stringify({ paket: 'El & Ayak Bakımı 4’lü' }), tarih: iso(satis + 5 * 86_400_000), randevu_id: null, kullanici_id: 2 }));
  sql.push(insert('cari', { id: ++cariId, isletme_id: ISLETME, musteri_id: 1006, tur: 'tahsilat', tutar_kurus: 70_000, aciklama: 'İlk taksit', tarih: iso(satis + 12 * 86_400_000), randevu_id: null, kullanici_id: 2 }));

  // payments of completed appointments: mostly paid at the desk, some on account
  const paketli = new Set(paketSeanslari);
  for (const t of tamamlananlar) {
    if (paketli.has(t.kalemId)) continue;
    const r = rand();
    if (r < 0.9) {
      sql.push(insert('kasa', { id: ++kasaId, isletme_id: ISLETME, tur: 'gelir', odeme: r < 0.35 ? 'nakit' : r < 0.8 ? 'kart' : 'havale', tutar_kurus: t.kurus, kaynak: 'randevu', sistem_tur: 'randevuOdemesi', sistem_param: JSON.stringify({ kod: t.kod }), tarih: iso(t.bitis), randevu_id: t.id, musteri_id: t.musteriId, kullanici_id: 2 }));
    } else {
      sql.push(insert('cari', { id: ++cariId, isletme_id: ISLETME, musteri_id: t.musteriId, tur: 'borc', tutar_kurus: t.kurus, kaynak: 'randevu', sistem_tur: 'veresiyeRandevu', sistem_param: JSON.stringify({ kod: t.kod }), tarih: iso(t.bitis), randevu_id: t.id, kullanici_id: 2 }));
    }
  }
  for (let hafta = 0; hafta < 4; hafta++) {
    sql.push(insert('kasa', { id: ++kasaId, isletme_id: ISLETME, tur: 'gider', odeme: 'kart', tutar_kurus: 125_000 + hafta * 7_500, aciklama: 'Malzeme alımı', tarih: iso(now - (hafta * 7 + 2) * 86_400_000), randevu_id: null, musteri_id: null, kullanici_id: 2 }));
  }
  sql.push(insert('kasa', { id: ++kasaId, isletme_id: ISLETME, tur: 'gider', odeme: 'havale', tutar_kurus: 2_500_000, aciklama: 'Dükkan kirası', tarih: iso(now - 20 * 86_400_000), randevu_id: null, musteri_id: null, kullanici_id: 2 }));

  // staff tasks
  const tarih = (gun) => new Date(bugun + gun * 86_400_000).toISOString().slice(0, 10);
  const gorevler = [
    [1001, 1003, 'Cilt bakımı ürün stoğunu say', 'Serum ve maskeleri say, eksikleri listeye ekle.', tarih(1), 'bekliyor'],
    [1002, 1001, 'Vitrin düzenlemesi', 'Yeni sezon saç bakım ürünlerini öne al.', tarih(-2), 'devam'],
    [1003, 1002, 'Fön makinelerinin bakımı', 'Filtreleri temizle, kabloları kontrol et.', tarih(-1), 'bekliyor'],
    [1004, null, 'Instagram paylaşımı', 'Haftanın kampanyasını paylaş.', tarih(2), 'bekliyor'],
    [1005, 1001, 'Hijyen kontrol listesi', 'Tüm makas ve tarakları sterilize et.', tarih(-5), 'tamamlandi'],
  ];
  for (const [id, personelId, baslik, aciklama, sonTarih, durum] of gorevler) sql.push(insert('randevu_gorev', { id, isletme_id: ISLETME, personel_id: personelId, baslik, aciklama, son_tarih: sonTarih, durum }));

  // blog: two published posts and a draft
  const yazilar = [
    [1001, 'Kışın cildinizi korumanın 5 yolu', 'kisin-cildinizi-korumanin-5-yolu', 'Soğuk havada cildin nem dengesini korumak için uzmanlarımızın önerileri.',
      '<p>Soğuk hava ve kalorifer cildin nemini hızla alır. <strong>Düzenli nemlendirme</strong> ilk adımdır.</p><h2>Önerilerimiz</h2><ul><li>Günde en az iki kez nemlendirici kullanın.</li><li>Sıcak yerine ılık suyla yıkanın.</li><li>Kışın da güneş kremini ihmal etmeyin.</li><li>Bol su için.</li><li>Ayda bir profesyonel cilt bakımı yaptırın.</li></ul><p>Cilt bakımı randevunuzu <a href="/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu/yeni" rel="noopener nofollow ugc">online</a> alabilirsiniz.</p>', 1, now - 6 * 86_400_000],
    [1002, 'Yeni sezon saç renkleri', 'yeni-sezon-sac-renkleri', 'Bu kış öne çıkan sıcak tonlar ve bakım ipuçları.',
      '<p>Bu sezon <em>karamel</em>, <em>bakır</em> ve <em>çikolata</em> tonları öne çıkıyor.</p><blockquote>Boyalı saçlar için sülfatsız şampuan kullanın.</blockquote><p>Renk danışmanlığı için salonumuza bekleriz.</p>', 1, now - 15 * 86_400_000],
    [1003, 'Gelin paketi hazırlıkları (taslak)', 'gelin-paketi-hazirliklari', 'Düğün öncesi bakım takvimi.', '<p>Taslak: düğünden 3 ay önce başlayan bakım planı.</p>', 0, null],
  ];
  for (const [id, baslik, urlAdi, ozet, govde, yayinda, zaman] of yazilar) {
    sql.push(insert('randevu_blog', { id, isletme_id: ISLETME, baslik, url_adi: urlAdi, ozet, govde_html: govde, kapak: null, yayinda, yayin_tarihi: zaman === null ? null : iso(zaman), olusturma: iso((zaman ?? now) - 86_400_000), guncelleme: iso(zaman ?? now) }));
  }

  sql.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE EXISTS (SELECT 1 FROM randevu_hizmet WHERE id = 1001 AND isletme_id = ${ISLETME});`);
  return sql.join('\n');
}
