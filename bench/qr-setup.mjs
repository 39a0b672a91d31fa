// Prepares the QR menu rows of the benchmark: the demo venue's slug and a category holding 60 products.
const OWN = (base) => ({ 'content-type': 'application/json', origin: base, 'x-isletme-id': '1' });

export async function prepareQrMenu(base) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'isletme@demo.test', password: 'demo1234' }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const headers = { ...OWN(base), cookie };
  const info = (await (await fetch(`${base}/api/isletme/qrmenu/qr-bilgi`, { headers })).json()).data;
  const created = await fetch(`${base}/api/isletme/qrmenu/kategoriler`, { method: 'POST', headers, body: JSON.stringify({ ad: { tr: 'Tüm Lezzetler', en: 'All Dishes' }, ustKategoriId: null, gorunur: true }) });
  const kategoriId = (await created.json()).data.id;
  for (let i = 1; i <= 60; i++) {
    await fetch(`${base}/api/isletme/qrmenu/urunler`, {
      method: 'POST', headers,
      body: JSON.stringify({ kategoriId, ad: { tr: `Ev yapımı lezzet ${i}`, en: `Homemade dish ${i}` }, aciklama: { tr: 'Günlük taze malzemelerle, siparişe göre hazırlanır.', en: 'Made to order with fresh ingredients.' }, fiyatKurus: 4500 + i * 250, alerjenler: i % 3 ? ['sut'] : ['gluten', 'yumurta'], diyetEtiketleri: i % 4 ? [] : ['vejetaryen'] }),
    });
  }
  const kategoriler = (await (await fetch(`${base}/api/isletme/qrmenu/kategoriler`, { headers })).json()).data;
  const urlAdi = kategoriler.find((item) => item.id === kategoriId).urlAdi;
  return { landing: info.yol, category: `${info.yol}/menu/${urlAdi}`, json: `/api/public/menu/${info.slug}?lang=tr`, token: cookie };
}
