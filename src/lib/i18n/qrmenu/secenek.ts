/** Turkish texts of the product options screen (/isletme/qrmenu/secenekler) and of its API. */
export const TR_QRMENU_SECENEK = {
  'qrmenu.secenek.v.fark': 'Fiyat farkı 0 ile 100.000 ₺ arasında bir tutar olmalı.',
  'qrmenu.secenek.v.enAz': 'En az seçim 0 ile 20 arasında olmalı.',
  'qrmenu.secenek.v.enCok': 'En çok seçim 1 ile 20 arasında olmalı.',
  'qrmenu.secenek.v.aralik': 'En az seçim, en çok seçimden büyük olamaz.',
  'qrmenu.secenek.v.azDeger': 'En az seçim, sunulan seçenek sayısından büyük olamaz.',
  'qrmenu.secenek.v.degerYok': 'En az bir seçenek ekleyin.',
  'qrmenu.secenek.v.degerCok': 'Bir grupta en fazla 30 seçenek olabilir.',
  'qrmenu.secenek.api.urunGecersiz': 'Seçilen ürün bu işletmeye ait değil.',
  'qrmenu.secenek.api.degerGecersiz': 'Seçeneklerden biri bu gruba ait değil; sayfayı yenileyip tekrar deneyin.',
  'qrmenu.secenek.api.durumBos': 'Değiştirilecek bir durum gönderin (tükendi veya sunuluyor).',
} as const;
