/**
 * The letters folding maps one by one, in both cases: the Turkish ones, those NFKD does not take apart (the dotless ı,
 * so 'ISTANBUL', 'ıstanbul' and 'İstanbul' meet, and a few ligatures) and the accents of decomposed Turkish text. katla
 * needs only what NFKD and toLowerCase leave; SQL (sqlKatla) has neither, so it replaces every entry.
 */
export const HARF_KATLAMA: Readonly<Record<string, string>> = {
  ç: 'c', Ç: 'c', ğ: 'g', Ğ: 'g', ı: 'i', İ: 'i', ö: 'o', Ö: 'o', ş: 's', Ş: 's', ü: 'u', Ü: 'u', â: 'a', Â: 'a', î: 'i', Î: 'i', û: 'u', Û: 'u',
  ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ł: 'l', Ł: 'l',
  '\u0302': '', '\u0306': '', '\u0307': '', '\u0308': '', '\u0327': '',
};
const HARF = new RegExp(Object.keys(HARF_KATLAMA).join('|'), 'gu');

/**
 * The one text folding of the product (search, duplicate keys, parsed keywords, URL names): lower case, without
 * accents or Turkish letters (İ/I/ı → i, ş → s, ğ → g, ç → c, ö → o, ü → u, â → a, …), spaces trimmed and collapsed.
 * A person typing on any keyboard means 'istanbul' whether they write 'İstanbul', 'ISTANBUL' or 'Istanbul'.
 */
export function katla(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(HARF, (ch) => HARF_KATLAMA[ch] ?? ch)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * katla in SQL over a column or expression, from the same letter table: Turkish letters (either case, composed or
 * decomposed) and ASCII case fold alike; spaces stay as they are, and accents outside the table stay in SQL.
 */
export function sqlKatla(ifade: string): string {
  return `lower(${Object.entries(HARF_KATLAMA).reduce((x, [harf, yerine]) => `replace(${x}, '${harf}', '${yerine}')`, ifade)})`;
}

/** The words of a query, folded ('' → none). */
export function aramaKelimeleri(query: string): string[] {
  const folded = katla(query);
  return folded === '' ? [] : folded.split(' ');
}

/** SPEC §5 search, forgiving: every word of the query appears in the label, folded ('sanliurfa' finds 'Şanlıurfa'). */
export function matchesSearch(label: string, query: string): boolean {
  const kelimeler = aramaKelimeleri(query);
  if (kelimeler.length === 0) return true;
  const metin = katla(label);
  return kelimeler.every((kelime) => metin.includes(kelime));
}
