import { etiketSlug } from '@lib/envanter/etiket';
import type { HurdaTalebi } from '@lib/schemas/envanter/demirbas';
import { jsonDizi } from './ortak';

export interface HurdaSatiri {
  id: number; demirbas_id: number; kod: string; ad: string; demirbas_fotolar: string; neden: string; fotolar: string; talep_eden_id: number | null;
  talep_eden_ad: string | null; zaman: string; durum: HurdaTalebi['durum']; karar_veren_ad: string | null; karar_notu: string; karar_zamani: string | null;
}

export const HURDA_SQL = `SELECT h.id, h.demirbas_id, d.kod, d.ad, d.fotolar AS demirbas_fotolar, h.neden, h.fotolar, h.talep_eden_id, t.ad_soyad AS talep_eden_ad,
    h.zaman, h.durum, k.ad_soyad AS karar_veren_ad, h.karar_notu, h.karar_zamani
  FROM envanter_hurda h JOIN envanter_demirbas d ON d.id = h.demirbas_id
  LEFT JOIN kullanici t ON t.id = h.talep_eden_id LEFT JOIN kullanici k ON k.id = h.karar_veren_id`;

export const hurdaSatiri = (r: HurdaSatiri, mask: number): HurdaTalebi => ({
  id: r.id, demirbasId: r.demirbas_id, demirbasSlug: etiketSlug('demirbas', r.demirbas_id, mask), demirbasKod: r.kod, demirbasAd: r.ad,
  kapak: jsonDizi(r.demirbas_fotolar)[0] ?? null, neden: r.neden, fotolar: jsonDizi(r.fotolar), talepEdenId: r.talep_eden_id, talepEdenAd: r.talep_eden_ad,
  zaman: r.zaman, durum: r.durum, kararVerenAd: r.karar_veren_ad, kararNotu: r.karar_notu, kararZamani: r.karar_zamani,
});
