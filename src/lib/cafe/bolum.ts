import { esitBol, kalemPayi, kalemTutari, toplamlar } from './hesap';
import type { Adisyon, Bolum, Kalem } from './tipler';

/**
 * What each sub-check (bölüm) of a split check owes, in kuruş, shared by the server (which takes exactly this) and
 * the panel. A paid bölüm keeps what it paid. An unpaid one by lines owes its lines' share of the discounted check
 * (`kalemPayi`, as paying chosen lines does); the equal shares split their lines' share with `esitBol`, what is paid
 * already taken off first. The unsplit part owes the rest, so the parts always add up to the check's total exactly;
 * when nothing is left unsplit, the last unpaid bölüm takes the rounding kuruş instead.
 */

export interface BolumTutari extends Bolum {
  kalemler: Kalem[];
  tutarKurus: number;
  odenenKurus: number;
  kalanKurus: number;
}

export interface BolumDurumu {
  bolumler: BolumTutari[];
  /** the part not split yet (new orders land here) */
  bolunmemis: { kalemler: Kalem[]; tutarKurus: number; odenenKurus: number; kalanKurus: number };
}

type Hesaplanan = Pick<Adisyon, 'kalemler' | 'odemeler' | 'bolumler' | 'indirimTur' | 'indirimDeger'>;

/** The lines of an equal split point at the group's first share. */
export const esitGrubu = (bolumler: readonly Bolum[]): Bolum[] => bolumler.filter((b) => b.tur === 'esit').sort((x, y) => x.no - y.no);

/** A line nobody may change any more: paid with its lines, or part of an equal split one share of which is paid. */
export function kalemKilitli(a: Pick<Adisyon, 'bolumler' | 'odemeler'>, k: Pick<Kalem, 'odemeId' | 'bolumId'>): boolean {
  if (k.odemeId !== null) return true;
  if (k.bolumId === null) return false;
  const grup = esitGrubu(a.bolumler);
  if (grup[0]?.id !== k.bolumId) return false;
  return grup.some((b) => b.odendi || a.odemeler.some((o) => o.bolumId === b.id));
}

export function bolumDurumu(a: Hesaplanan): BolumDurumu {
  const t = toplamlar(a.kalemler, a.indirimTur, a.indirimDeger);
  const odenen = (bolumId: number | null) => a.odemeler.filter((o) => o.bolumId === bolumId).reduce((s, o) => s + o.tutarKurus, 0);
  const kalemleri = (id: number) => a.kalemler.filter((k) => k.bolumId === id);
  const pay = (kalemler: readonly Kalem[]) => kalemPayi(kalemler.reduce((s, k) => s + kalemTutari(k), 0), t.araToplamKurus, t.toplamKurus);
  const grup = esitGrubu(a.bolumler);
  const bolumler: BolumTutari[] = [...a.bolumler].sort((x, y) => x.no - y.no).map((b) => {
    const kalemler = b.tur === 'esit' ? (b.id === grup[0]!.id ? kalemleri(b.id) : []) : kalemleri(b.id);
    const o = odenen(b.id);
    return { ...b, kalemler, odenenKurus: o, tutarKurus: b.odendi ? o : b.tur === 'kalem' ? pay(kalemler) : 0, kalanKurus: 0 };
  });
  if (grup.length > 0) {
    const grupKalemleri = kalemleri(grup[0]!.id);
    const paylar = bolumler.filter((b) => b.tur === 'esit');
    const acik = paylar.filter((b) => !b.odendi);
    const odenmis = paylar.reduce((s, b) => s + (b.odendi ? b.tutarKurus : 0), 0);
    const dagilim = esitBol(Math.max(0, pay(grupKalemleri) - odenmis), acik.length);
    acik.forEach((b, i) => { b.tutarKurus = dagilim[i] ?? 0; });
  }
  const bolunmemisKalemler = a.kalemler.filter((k) => k.bolumId === null);
  const bolunmemisOdenen = odenen(null);
  let artan = t.toplamKurus - bolumler.reduce((s, b) => s + b.tutarKurus, 0) - bolunmemisOdenen;
  const bolunmemisBorc = bolunmemisKalemler.some((k) => k.durum === 'aktif' && k.odemeId === null && k.tutarKurus > 0);
  const sonAcik = [...bolumler].reverse().find((b) => !b.odendi && b.tutarKurus + artan >= 0);
  if (!bolunmemisBorc && artan !== 0 && sonAcik) {
    sonAcik.tutarKurus += artan;
    artan = 0;
  }
  for (const b of bolumler) b.kalanKurus = b.odendi ? 0 : Math.max(0, b.tutarKurus - b.odenenKurus);
  return {
    bolumler,
    bolunmemis: { kalemler: bolunmemisKalemler, tutarKurus: artan + bolunmemisOdenen, odenenKurus: bolunmemisOdenen, kalanKurus: artan },
  };
}
