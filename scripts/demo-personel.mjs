// Staff register of Kahve Durağı (venue 1): its own marker, so a local database seeded before it gets it once too.
const MARKER = 'personel-v1';
const ISLETME = 1;

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
// ids from 2001 up (the salon's staff are 1001–1003); a venue that already has staff of its own is left alone
const once = `WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND EXISTS (SELECT 1 FROM isletme WHERE id = ${ISLETME})
  AND NOT EXISTS (SELECT 1 FROM personel WHERE isletme_id = ${ISLETME} AND id NOT BETWEEN 2001 AND 2099)`;

/** Waiters, a barista, a cashier and a manager (one waiter left last year); garson@demo.test is linked to Mehmet Demir. */
export function personelDemoSql() {
  const kisiler = [
    { id: 2001, ad: 'Mehmet Demir', unvan: 'Garson', telefon: '+905321230101', email: 'garson@demo.test', baslama_tarihi: '2023-04-03', renk: '#1d4ed8', kullanici_id: 3 },
    { id: 2002, ad: 'Emre Yıldız', unvan: 'Garson', telefon: '+905321230102', email: null, baslama_tarihi: '2024-05-20', renk: '#0f766e', kullanici_id: null },
    { id: 2003, ad: 'Can Öztürk', unvan: 'Garson', telefon: '+905321230103', email: null, baslama_tarihi: '2022-06-01', renk: '#a16207', kullanici_id: null, aktif: 0, ayrilma_tarihi: '2025-09-30', notlar: 'Üniversite için ayrıldı.' },
    { id: 2004, ad: 'İrem Aksoy', unvan: 'Barista', telefon: '+905321230104', email: 'irem.aksoy@kahveduragi.example', baslama_tarihi: '2023-09-11', renk: '#be185d', kullanici_id: null },
    { id: 2005, ad: 'Zeynep Kaya', unvan: 'Kasiyer', telefon: '+905321230105', email: 'zeynep.kaya@demo.test', baslama_tarihi: '2024-01-15', renk: '#15803d', kullanici_id: 4 },
    { id: 2006, ad: 'Hakan Şimşek', unvan: 'Müdür', telefon: '+905321230106', email: 'hakan.simsek@kahveduragi.example', baslama_tarihi: '2021-11-01', renk: '#334155', kullanici_id: null },
  ];
  const satir = (k) => ({ aktif: 1, ayrilma_tarihi: null, notlar: '', ...k, isletme_id: ISLETME });
  // the account link goes in with the row, only where that account is a member of the venue and linked to nobody
  // (a start never changes a row that is already there)
  const hesap = (k) => (k.kullanici_id === null ? 'NULL' : `(SELECT ${k.kullanici_id} WHERE EXISTS (SELECT 1 FROM isletme_kullanici WHERE isletme_id = ${ISLETME} AND kullanici_id = ${k.kullanici_id})
      AND NOT EXISTS (SELECT 1 FROM personel WHERE isletme_id = ${ISLETME} AND kullanici_id = ${k.kullanici_id}))`);
  const insert = (k) => {
    const row = satir(k);
    return `INSERT OR IGNORE INTO personel (${Object.keys(row).join(', ')}) SELECT ${Object.entries(row).map(([col, v]) => (col === 'kullanici_id' ? hesap(k) : q(v))).join(', ')} ${once};`;
  };
  return [
    ...kisiler.map(insert),
    `INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MARKER)});`,
  ].join('\n');
}
