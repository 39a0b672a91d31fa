import { useStore } from '@nanostores/react';
import { miktarGoster } from '@lib/envanter/miktar';
import { formatKurus } from '@lib/menu/money';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import '@styles/envanter-stok.css';

/** Small shared pieces of the inventory's stock screens. */

export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** The translate function for keys built at run time ('common.birim.' + unit). */
export function useTx(): Tx {
  return useT() as unknown as Tx;
}

/** Quantity with its unit in the reader's language: '2,5 kg'. */
export function useMiktar() {
  const t = useTx();
  const lang = useStore($lang);
  return (binde: number, birim: string) => `${miktarGoster(binde, lang)} ${t(`common.birim.${birim}`)}`;
}

export const para = (kurus: number) => formatKurus(kurus);

/** 'YYYY-MM-DD' (a calendar day, no zone) → '1 Kas 2026'. */
export function gunMetni(tarih: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${tarih}T00:00:00Z`));
}

/** An instant in the venue's zone, short: '26 Kas 14:05'. */
export function zamanMetni(iso: string, lang: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** Locations in tree order with their depth (parents first; children by sira then name as the API sends them). */
export function agacSirasi<T extends { id: number; ustId: number | null }>(liste: readonly T[]): { l: T; derinlik: number }[] {
  const cocuklar = new Map<number | null, T[]>();
  const idler = new Set(liste.map((l) => l.id));
  for (const l of liste) {
    const ust = l.ustId !== null && idler.has(l.ustId) ? l.ustId : null;
    cocuklar.set(ust, [...(cocuklar.get(ust) ?? []), l]);
  }
  const out: { l: T; derinlik: number }[] = [];
  const gez = (ust: number | null, derinlik: number) => {
    for (const l of cocuklar.get(ust) ?? []) {
      out.push({ l, derinlik });
      if (derinlik < 32) gez(l.id, derinlik + 1);
    }
  };
  gez(null, 0);
  return out;
}

/** Dropdown options of locations, indented by depth ('— — Raf 1'). */
export function lokasyonSecenekleri<T extends { id: number; ustId: number | null; ad: string; aktif: boolean }>(liste: readonly T[], sadeceAktif = true) {
  return agacSirasi(liste).filter(({ l }) => !sadeceAktif || l.aktif).map(({ l, derinlik }) => ({ value: String(l.id), label: `${'— '.repeat(derinlik)}${l.ad}` }));
}
