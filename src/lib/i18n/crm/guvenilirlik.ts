/** CRM texts of the no-show / late-cancel figures (customer summary, customer report card). */
export const TR_CRM_GUVENILIRLIK = {
  'crm.guvenilirlik.baslik': 'Gelmeme ve geç iptal',
  'crm.guvenilirlik.donem': 'Son {ay} ay',
  'crm.guvenilirlik.gelmedi': 'Gelmedi',
  'crm.guvenilirlik.gecIptal': 'Geç iptal',
  'crm.guvenilirlik.oran': 'Oran',
  'crm.guvenilirlik.oranDeger': '%{yuzde} ({sorunlu}/{vade})',
  'crm.guvenilirlik.payda': 'Payda: saati geçmiş randevular (zamanında iptaller ve süresi dolan kapora tutmaları hariç). Geç iptal: başlangıca {saat} saatten az kala.',
  'crm.guvenilirlik.kuralVar': 'Kapora kuralı uygulanıyor: online randevusu kapora ister ({esik} ve üzeri).',
  'crm.guvenilirlik.kuralYok': 'Kapora kuralı uygulanmıyor (eşik {esik}).',
  'crm.guvenilirlik.kuralKapali': 'Müşteri kapora kuralı kapalı.',
  'crm.guvenilirlik.enCok': 'En çok gelmeyen ve geç iptal edenler',
  'crm.guvenilirlik.enCokAralik': 'Son 180 gün · {bas} – {bit}',
  'crm.guvenilirlik.musteri': 'Müşteri',
  'crm.guvenilirlik.bos': 'Bu dönemde gelmeyen ya da geç iptal eden müşteri yok.',
} as const;
