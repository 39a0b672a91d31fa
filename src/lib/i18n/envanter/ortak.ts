/** Turkish texts the whole inventory module shares (API refusals, statuses). */
export const TR_ENVANTER_ORTAK = {
  'envanter.api.hurdaDegismez': '{kod} hurdaya ayrıldı; taşınamaz ve değiştirilemez.',
  'envanter.api.disarida': '{kod} şu an işletme dışında; önce çıkış kaydını kapatın (geri geldi).',
  'envanter.api.ayniLokasyon': '{kod} zaten {lokasyon} konumunda.',
  'envanter.durum.kullanimda': 'Kullanımda',
  'envanter.durum.depoda': 'Depoda',
  'envanter.durum.tamirde': 'Bakımda',
  'envanter.durum.disarida': 'İşletme dışında',
  'envanter.durum.hurda': 'Hurda',
  'envanter.lokasyonTur.bina': 'Bina',
  'envanter.lokasyonTur.kat': 'Kat',
  'envanter.lokasyonTur.alan': 'Alan',
  'envanter.lokasyonTur.oda': 'Oda',
  'envanter.lokasyonTur.raf': 'Raf',
  'envanter.lokasyonTur.depo': 'Depo',
} as const;
