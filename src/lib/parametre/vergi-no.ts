/** Turkish tax numbers: VKN (10 digits, companies) and TCKN (11 digits, sole traders), each with its check digits. */

/** VKN check digit (Gelir İdaresi algorithm) holds for a 10-digit string. */
export function vknGecerli(vkn: string): boolean {
  if (!/^\d{10}$/.test(vkn)) return false;
  const d = [...vkn].map(Number);
  let toplam = 0;
  for (let i = 0; i < 9; i++) {
    const t = (d[i]! + 9 - i) % 10;
    // t·2^k is a multiple of 9 only for t ∈ {0, 9}; 9 counts as 9, 0 as 0
    toplam += t === 9 ? 9 : (t * 2 ** (9 - i)) % 9;
  }
  return (10 - (toplam % 10)) % 10 === d[9];
}

/** TCKN: 11 digits, no leading zero, 10th and 11th digits from the first ones. */
export function tcknGecerli(tckn: string): boolean {
  if (!/^[1-9]\d{10}$/.test(tckn)) return false;
  const d = [...tckn].map(Number);
  const tek = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const cift = d[1]! + d[3]! + d[5]! + d[7]!;
  if ((((tek * 7 - cift) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

/** A VKN or a TCKN whose check digits hold. */
export const vergiNoGecerli = (no: string): boolean => (no.length === 10 ? vknGecerli(no) : no.length === 11 && tcknGecerli(no));
