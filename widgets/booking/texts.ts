/**
 * The booking flow's own words (the widget runs on third-party sites without the site's i18n overlays; the
 * booking pages mount the same bundle). API errors are shown as the API sends them.
 */
const TR = {
  lookup: 'Randevu sorgula', loading: 'Yükleniyor…', failed: 'Veriler yüklenemedi.', retry: 'Tekrar dene', back: 'Geri', next: 'Devam', step: 'Adım {n}/4',
  services: 'Hizmet seçin', staff: 'Personel seçin', any: 'Fark etmez', anyHint: 'İlk uygun personel', noStaff: 'Seçilen hizmetlerin hepsini yapan personel yok.', date: 'Tarih ve saat', time: 'Saat seçin', closed: 'kapalı', noSlots: 'Bu gün için boş saat yok.', pickDay: 'Önce bir gün seçin.', checking: 'Uygun günler kontrol ediliyor…',
  details: 'Bilgileriniz', name: 'Ad Soyad', phone: 'Telefon', phoneHint: 'Örn. 05xx xxx xx xx', email: 'E-posta (isteğe bağlı)',
  kvkk: 'Kişisel verileriniz (ad, telefon, e-posta) yalnızca bu randevunun yönetimi için işletme tarafından KVKK kapsamında işlenir.', consent: '{a} okudum, kişisel verilerimin işlenmesini onaylıyorum.', notice: 'Aydınlatma metnini', sms: 'Kampanyalardan SMS ile haberdar olmak istiyorum (isteğe bağlı).', confirm: 'Randevuyu onayla', sending: 'Gönderiliyor…',
  nameInvalid: 'Adınızı ve soyadınızı yazın.', phoneInvalid: 'Geçerli bir telefon numarası yazın (05xx xxx xx xx).', consentRequired: 'Devam etmek için onay gerekli.', slotOffer: 'Önerilen boş saatler:',
  done: 'Randevunuz alındı', pending: 'Talebiniz alındı; işletme onayladığında randevunuz kesinleşir.', code: 'Randevu kodunuz', copy: 'Kopyala', copied: 'Kopyalandı', addCal: 'Takvime ekle', manage: 'Randevuyu yönet', manageHint: 'Bu bağlantıyla randevunuzu görebilir, iptal edebilir veya erteleyebilirsiniz.', newBooking: 'Yeni randevu',
  codeLabel: 'Randevu kodu', find: 'Sorgula', appointment: 'Randevunuz', when: 'Tarih', total: 'Toplam', cancel: 'İptal et', cancelAsk: 'Randevu iptal edilsin mi?', cancelYes: 'Evet, iptal et', keep: 'Vazgeç',
  svc: 'Hizmetler', who: 'Personel', reschedule: 'Ertele', moveTo: 'Yeni saat seçin', moveConfirm: '{t} saatine taşı', cancelled: 'Randevunuz iptal edildi.', moved: 'Randevunuz taşındı.', until: 'İptal veya erteleme için son: {t}', locked: 'Bu randevu artık çevrimiçi değiştirilemez.', min: 'dk',
  s_beklemede: 'Onay bekliyor', s_onaylandi: 'Onaylandı', s_iptal: 'İptal edildi', s_gelmedi: 'Gelinmedi', s_tamamlandi: 'Tamamlandı',
  wl: 'Bekleme listesine katıl',
};
export type Metinler = Record<keyof typeof TR, string>;

/** tr is built in; en/de/ru come from booking-{lang}.json (see diller.ts) and fall back to tr word by word. */
export const TR_METIN: Metinler = TR;

/** Replaces `{name}` placeholders. */
export const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(params[key] ?? whole));
