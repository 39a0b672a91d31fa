import type { CihazTuru, Kondisyon } from './durum';

/**
 * Listing composer for letgo (nothing is posted anywhere; the user copies the parts). The title limit could not be
 * verified against letgo itself: 70 characters is the conservative figure used here.
 */
export const BASLIK_SINIRI = 70;
export const ACIKLAMA_SINIRI = 4000;

export const YUVARLAMA_ADIMLARI = [0, 1000, 5000, 10000, 50000] as const; // kuruş: none, 10, 50, 100, 500 ₺
export const YUVARLAMA_YONLERI = ['asagi', 'yukari', 'yakin'] as const;
export type YuvarlamaYonu = (typeof YUVARLAMA_YONLERI)[number];

/** Rounds kuruş to the venue's step ('yakin' rounds half up); step 0 leaves the price as it is. */
export function fiyatYuvarla(kurus: number, adim: number, yon: YuvarlamaYonu): number {
  if (adim <= 0) return kurus;
  const bolum = kurus / adim;
  const tam = yon === 'asagi' ? Math.floor(bolum) : yon === 'yukari' ? Math.ceil(bolum) : Math.floor(bolum + 0.5);
  return Math.max(adim, tam * adim);
}

/** Cuts at a word boundary when it can, never above the limit. */
export function baslikKes(metin: string, sinir = BASLIK_SINIRI): string {
  const temiz = metin.replace(/\s+/g, ' ').trim();
  if (temiz.length <= sinir) return temiz;
  const kesik = temiz.slice(0, sinir);
  const bosluk = kesik.lastIndexOf(' ');
  return (bosluk > sinir * 0.6 ? kesik.slice(0, bosluk) : kesik).replace(/[\s,·/-]+$/, '');
}

export interface IlanCihazi {
  tur: CihazTuru;
  marka: string;
  model: string;
  kondisyon: Kondisyon;
  kondisyonNot: string;
  ozellik: { islemci: string; ram: string; depolama: string; ekranKarti: string; ekran: string; serbest: string };
  garantiGun?: number | null;
}

export const TUR_ADI: Record<CihazTuru, string> = {
  dizustu: 'Laptop', masaustu: 'Masaüstü PC', telefon: 'Telefon', tablet: 'Tablet', monitor: 'Monitör', parca: 'Parça', diger: 'Cihaz',
};
export const KONDISYON_ADI: Record<Kondisyon, string> = {
  sifir_gibi: 'Sıfır gibi', cok_iyi: 'Çok iyi', iyi: 'İyi', orta: 'Orta', kusurlu: 'Kusurlu',
};

const ozellikParcalari = (c: IlanCihazi) => [c.ozellik.islemci, c.ozellik.ram && `${c.ozellik.ram} RAM`, c.ozellik.depolama, c.ozellik.ekranKarti, c.ozellik.ekran].filter(Boolean) as string[];

/** 'Lenovo ThinkPad T480 Laptop i5-8250U 16 GB RAM 512 GB SSD' within the limit. */
export function baslikOlustur(c: IlanCihazi, sinir = BASLIK_SINIRI): string {
  return baslikKes([c.marka, c.model, TUR_ADI[c.tur], ...ozellikParcalari(c)].filter(Boolean).join(' '), sinir);
}

export const VARSAYILAN_SABLON = [
  '{marka} {model} ({tur}) satılıktır.',
  '',
  'Özellikler:',
  '{ozellikler}',
  '',
  'Durumu: {kondisyon}. {kondisyonNot}',
  'Garanti: {garanti}',
  '',
  'Elden teslim veya kargo ile gönderilebilir. Takas düşünülmez.',
].join('\n');

/** Fills a template; unknown placeholders stay as typed so the user sees them. */
export function aciklamaOlustur(sablon: string, c: IlanCihazi): string {
  const ozellikler = [
    c.ozellik.islemci && `• İşlemci: ${c.ozellik.islemci}`,
    c.ozellik.ram && `• RAM: ${c.ozellik.ram}`,
    c.ozellik.depolama && `• Depolama: ${c.ozellik.depolama}`,
    c.ozellik.ekranKarti && `• Ekran kartı: ${c.ozellik.ekranKarti}`,
    c.ozellik.ekran && `• Ekran: ${c.ozellik.ekran}`,
    c.ozellik.serbest && `• ${c.ozellik.serbest}`,
  ].filter(Boolean).join('\n');
  const degerler: Record<string, string> = {
    marka: c.marka, model: c.model, tur: TUR_ADI[c.tur], ozellikler: ozellikler || '•',
    kondisyon: KONDISYON_ADI[c.kondisyon], kondisyonNot: c.kondisyonNot,
    garanti: c.garantiGun ? `${c.garantiGun} gün dükkân garantisi` : 'Dükkân garantisi için sorunuz',
  };
  return sablon.replace(/\{([a-zA-Z]+)\}/g, (tam, ad: string) => degerler[ad] ?? tam).replace(/[ \t]+\n/g, '\n').slice(0, ACIKLAMA_SINIRI);
}

export const HAZIR_CEVAP_KONULARI = ['sonFiyat', 'takas', 'satilik', 'kargo', 'fatura'] as const;
export type HazirCevapKonusu = (typeof HAZIR_CEVAP_KONULARI)[number];

export const SORU: Record<HazirCevapKonusu, string> = {
  sonFiyat: 'Son fiyat ne olur?', takas: 'Takas olur mu?', satilik: 'Hâlâ satılık mı?', kargo: 'Kargo var mı?', fatura: 'Faturası var mı?',
};

/** Canned Turkish answers to the usual buyer questions, with the item and the price filled in. */
export function hazirCevap(konu: HazirCevapKonusu, c: IlanCihazi, fiyat: string): string {
  const ad = `${c.marka} ${c.model}`.trim();
  switch (konu) {
    case 'sonFiyat': return `Merhaba, ${ad} için fiyatımız ${fiyat}. Cihaz test edilmiş ve temizlenmiştir; elden alımda küçük bir indirim yapabiliriz.`;
    case 'takas': return `Merhaba, ${ad} için takas düşünmüyoruz, sadece satış. Fiyatı ${fiyat}.`;
    case 'satilik': return `Merhaba, evet ${ad} hâlâ satılık. Dükkânımıza gelip inceleyebilirsiniz.`;
    case 'kargo': return `Merhaba, ${ad} özenle paketlenip kargo ile gönderilebilir; kargo ücreti alıcıya aittir.`;
    case 'fatura': return `Merhaba, ${ad} ikinci el olduğu için faturası yok; size ${c.garantiGun ? `${c.garantiGun} gün garantili ` : ''}satış belgesi veriyoruz.`;
  }
}

/** A listing published `gun` or more days ago should be renewed. */
export function yenilenmeli(yayinTarihi: string | null, bugun: string, gun: number): boolean {
  if (!yayinTarihi || gun <= 0) return false;
  return (Date.parse(`${bugun}T00:00:00Z`) - Date.parse(`${yayinTarihi.slice(0, 10)}T00:00:00Z`)) / 86_400_000 >= gun;
}
