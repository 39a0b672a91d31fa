/** Deposit (kapora) texts of the appointment module. */
export const TR_RANDEVU_KAPORA = {
  'randevu.kapora.v.tutmaDk': 'Tutma süresi 15 ile 4320 dakika arasında olmalı.',
  'randevu.kapora.v.kuralGelmedi': 'Gelmeme eşiği 0 ile 20 arasında olmalı (0 = kural kapalı).',
  'randevu.kapora.v.kuralGecIptalSaat': 'Geç iptal süresi 0 ile 168 saat arasında olmalı.',
  'randevu.kapora.v.kuralAy': 'Dönem 1 ile 24 ay arasında olmalı.',
  'randevu.kapora.v.kuralYuzde': 'Kural kaporası yüzde 1 ile 100 arasında olmalı.',
  'randevu.kapora.v.politika': 'Gelmeyen müşterinin kaporası için "tut" ya da "iade" seçin.',
  'randevu.kapora.v.iban': 'IBAN TR ve 24 rakamdan oluşmalı.',
  'randevu.kapora.v.hesapSahibi': 'Hesap sahibi en fazla 120 karakter olabilir.',
  'randevu.kapora.v.tur': 'Kapora türü yok, sabit ya da yüzde olmalı.',
  'randevu.kapora.v.deger': 'Kapora tutarını kuruş olarak pozitif bir tam sayı girin.',
  'randevu.kapora.v.yuzde': 'Kapora yüzdesi 1 ile 100 arasında olmalı.',
  'randevu.kapora.v.odeme': 'Kaporanın havale mi nakit mi geldiğini seçin.',
  'randevu.kapora.api.yok': 'Bu randevu kapora beklemiyor.',
  'randevu.kapora.api.suresiDoldu': 'Kapora süresi doldu; randevunun saatleri serbest kaldı.',
  'randevu.kapora.api.kapali': 'Randevu artık kapora bekleyen bir randevu değil.',
} as const;
