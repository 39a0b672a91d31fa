/** Admin area (pos): Turkish texts, loaded with the admin screens (src/lib/i18n/ek.ts). */
export const TR_ADMIN_POS = {
  'pos.v.kod': 'Ödeme yöntemleri listesi eksik ya da hatalı.',
  'pos.v.etiket': 'Etiket 1–40 karakter olmalı.',
  'pos.v.sira': 'Sıra 0–99 arasında olmalı.',
  'pos.v.izinli': 'Geçersiz izin değeri.',
  'pos.v.enAzBirYontem': 'En az bir ödeme yöntemine izin verilmeli.',
  'pos.v.satir': 'Her fiş satırı en çok 48 karakter olabilir.',
  'pos.v.satirSayisi': 'En çok 8 satır eklenebilir.',
  'pos.v.ad': 'Ad 1–60 karakter olmalı.',
  'pos.v.logo': 'Geçersiz logo seçimi.',
  'pos.v.kagit': 'Kağıt genişliği 58 ya da 80 mm olmalı.',
  'pos.v.karakter': 'Satır başına karakter 32, 42 ya da 48 olmalı.',
  'pos.v.secim': 'Geçersiz seçim.',
  'pos.e.varsayilanSilinmez': 'Varsayılan tanım silinemez. Önce başka bir varsayılan seçin.',
  'pos.e.varsayilanIzinli': 'Varsayılan, işletmelerin kullanabildiği tanımlardan biri olmalı.',
  'pos.e.izinsiz': 'Bu tanımı platform işletmelerin kullanımına açmamış.',
} as const;
