/** Appointment status transitions of the panel (calendar and "my appointments"), shared by API and UI. */

export type Durum = 'beklemede' | 'onaylandi' | 'iptal' | 'gelmedi' | 'tamamlandi';
export type Islem = 'onayla' | 'reddet' | 'iptal' | 'gelmedi' | 'tamamla' | 'geri-al';
export type Odeme = 'nakit' | 'kart' | 'havale' | 'veresiye';

export const DURUMLAR: readonly Durum[] = ['beklemede', 'onaylandi', 'tamamlandi', 'gelmedi', 'iptal'];
export const ISLEMLER: readonly Islem[] = ['onayla', 'reddet', 'iptal', 'gelmedi', 'tamamla', 'geri-al'];
export const ODEMELER: readonly Odeme[] = ['nakit', 'kart', 'havale', 'veresiye'];

/** From which status an action may run, and where it leads. */
export const GECISLER: Record<Islem, { from: readonly Durum[]; to: Durum; basladiMi?: true }> = {
  onayla: { from: ['beklemede'], to: 'onaylandi' },
  reddet: { from: ['beklemede'], to: 'iptal' },
  iptal: { from: ['beklemede', 'onaylandi'], to: 'iptal' },
  // only once the appointment has started
  gelmedi: { from: ['onaylandi'], to: 'gelmedi', basladiMi: true },
  tamamla: { from: ['onaylandi'], to: 'tamamlandi', basladiMi: true },
  'geri-al': { from: ['tamamlandi', 'gelmedi'], to: 'onaylandi' },
};

/** Permission suffix each action needs on the randevular screen (cancel is a delete; the rest are updates). */
export const ISLEM_YETKISI: Record<Islem, 'guncelle' | 'sil'> = {
  onayla: 'guncelle', reddet: 'guncelle', iptal: 'sil', gelmedi: 'guncelle', tamamla: 'guncelle', 'geri-al': 'guncelle',
};

/** Actions a staff member may run on their own appointments (randevularim:guncelle). */
export const KENDI_ISLEMLERI: readonly Islem[] = ['onayla', 'gelmedi', 'tamamla', 'geri-al'];

/** Why an action is refused, or null when it may run. */
export function gecisHatasi(islem: Islem, durum: Durum, baslangicMs: number, nowMs: number): 'durum' | 'baslamadi' | null {
  const gecis = GECISLER[islem];
  if (!gecis.from.includes(durum)) return 'durum';
  if (gecis.basladiMi && baslangicMs > nowMs) return 'baslamadi';
  return null;
}

/** Actions offered for an appointment now (in a stable order). */
export function gecerliIslemler(durum: Durum, baslangicMs: number, nowMs: number): Islem[] {
  return ISLEMLER.filter((islem) => gecisHatasi(islem, durum, baslangicMs, nowMs) === null);
}

/** Active appointments hold their time (cells); moves and service edits apply only to them. */
export const aktifMi = (durum: Durum) => durum === 'beklemede' || durum === 'onaylandi';
