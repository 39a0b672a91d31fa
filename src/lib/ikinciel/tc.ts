/** Turkish national ID (TC kimlik no): checksum and the masked form shown to users without the unmask right. */

export function tcGecerli(tc: string): boolean {
  if (!/^[1-9]\d{10}$/.test(tc)) return false;
  const d = [...tc].map(Number);
  const tek = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const cift = d[1]! + d[3]! + d[5]! + d[7]!;
  const on = (((tek * 7 - cift) % 10) + 10) % 10;
  if (on !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

/** '12345678901' → '123******01'; empty stays empty. */
export function tcMaskele(tc: string): string {
  if (!tc) return '';
  if (tc.length < 6) return '*'.repeat(tc.length);
  return `${tc.slice(0, 3)}${'*'.repeat(tc.length - 5)}${tc.slice(-2)}`;
}

/** A checksum-valid number from its first 9 digits (demo data and tests). */
export function tcUret(ilkDokuz: string): string {
  const d = [...ilkDokuz].map(Number);
  const tek = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const cift = d[1]! + d[3]! + d[5]! + d[7]!;
  const on = (((tek * 7 - cift) % 10) + 10) % 10;
  const onbir = (d.reduce((a, b) => a + b, 0) + on) % 10;
  return `${ilkDokuz}${on}${onbir}`;
}

/** KVKK: trade records (and the seller on them) are kept 10 years (Turkish Commercial Code art. 82); erasing a seller is allowed after that. */
export const SAKLAMA_YIL = 10;

/** The first local day ('YYYY-MM-DD') on which a purchase of `alisTarihi` may be erased. */
export function silinebilirGun(alisTarihi: string): string {
  const [y, m, g] = alisTarihi.split('-');
  return `${Number(y) + SAKLAMA_YIL}-${m}-${g}`;
}
