import { useStore } from '@nanostores/react';
import { miktarGoster } from '@lib/envanter/miktar';
import { formatKurus } from '@lib/para';
import { $lang } from '@stores/language';
import { useTx, type Tx } from '@panel/ui/useTx';
import '@styles/envanter-stok.css';

/** Small shared pieces of the inventory's stock screens. */

export { useTx, type Tx };

/** Quantity with its unit in the reader's language: '2,5 kg'. */
export function useMiktar() {
  const t = useTx();
  const lang = useStore($lang);
  return (binde: number, birim: string) => `${miktarGoster(binde, lang)} ${t(`common.birim.${birim}`)}`;
}

export const para = (kurus: number) => formatKurus(kurus);

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
