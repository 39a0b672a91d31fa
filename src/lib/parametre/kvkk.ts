/**
 * The venue's KVKK notice (aydınlatma metni) that the booking consent names: the product's default text, filled in from
 * the venue's parameters, until the venue writes its own (parameters screen). Plain text: paragraphs are separated by
 * an empty line and the public page /{FirmaAdi}/kvkk prints them as text, never as HTML.
 */

export const KVKK_MAX_KARAKTER = 8000;

export interface KvkkIsletme {
  ad: string;
  adres: string;
  sehir: string;
  telefon: string;
  vergiNo: string | null;
}

/** The default notice of a venue; the contact lines use what the venue entered and leave out what it did not. */
export function varsayilanKvkkMetni(i: KvkkIsletme): string {
  const adres = [i.adres.trim(), i.sehir.trim()].filter(Boolean).join(', ');
  const kimlik = [i.ad.trim(), adres, i.vergiNo ? `VKN/TCKN: ${i.vergiNo}` : ''].filter(Boolean).join(', ');
  const telefon = i.telefon.trim();
  const basvuru = [telefon ? `${telefon} numaralı telefondan` : '', adres ? `${adres} adresine yazılı olarak` : ''].filter(Boolean).join(' veya ') || 'işletmeye doğrudan';
  return [
    `Veri sorumlusu: ${kimlik}.${telefon ? ` Telefon: ${telefon}.` : ''}`,
    `Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi uyarınca, ${i.ad.trim()} tarafından online randevu alırken paylaştığınız kişisel verilerin nasıl işlendiğini açıklar.`,
    'İşlenen kişisel veriler: adınız ve soyadınız, telefon numaranız, isteğe bağlı olarak e-posta adresiniz; randevunuzun tarihi, saati, seçtiğiniz hizmetler ve personel; verdiğiniz onayların ve randevu işlemlerinin kayıtları.',
    'İşleme amaçları: randevunuzu oluşturmak, onaylamak, değiştirmek veya iptal etmek; randevunuzla ilgili sizinle iletişime geçmek; hizmeti sunmak ve muhasebe gibi yasal yükümlülükleri yerine getirmek. Kampanya bildirimleri ise yalnızca bunun için ayrıca onay verdiyseniz SMS ile gönderilir.',
    "Hukuki sebepler: KVKK m. 5/2-c (bir sözleşmenin kurulması veya ifası için gerekli olması), m. 5/2-ç (hukuki yükümlülüğün yerine getirilmesi) ve m. 5/2-f (meşru menfaat); kampanya bildirimleri için KVKK m. 5/1 uyarınca açık rızanız. Açık rızanızı dilediğiniz zaman geri alabilirsiniz.",
    'Aktarım: verileriniz yalnızca yukarıdaki amaçlarla sınırlı olarak, randevu ve işletme yazılımı ile barındırma hizmeti aldığımız hizmet sağlayıcılara ve talep hâlinde yetkili kamu kurum ve kuruluşlarına aktarılabilir.',
    'Toplama yöntemi: verileriniz online randevu formu aracılığıyla elektronik ortamda sizden toplanır.',
    'Saklama süresi: verileriniz işleme amacının gerektirdiği ve mevzuatta öngörülen süre boyunca saklanır; süre dolduğunda silinir, yok edilir veya anonim hâle getirilir.',
    `Haklarınız: KVKK'nın 11. maddesi uyarınca kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, silinmesini veya yok edilmesini isteme, bu işlemlerin aktarılan üçüncü kişilere bildirilmesini isteme, otomatik sistemlerle analiz sonucu aleyhinize bir sonuca itiraz etme ve kanuna aykırı işleme nedeniyle uğradığınız zararın giderilmesini talep etme haklarına sahipsiniz. Başvurularınızı ${basvuru} iletebilirsiniz.`,
  ].join('\n\n');
}

/** Paragraphs of a notice (empty-line separated), each a list of lines, for printing as text. */
export const kvkkParagraflari = (metin: string): string[][] =>
  metin.split(/\n\s*\n/).map((p) => p.split('\n').map((l) => l.trim()).filter(Boolean)).filter((p) => p.length > 0);
