// letters NFKD does not take apart: the dotless ı (so 'ISTANBUL', 'ıstanbul' and 'İstanbul' meet) and a few ligatures
const AYRI: Record<string, string> = { ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l' };

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
    .replace(/[ıßæœøđł]/g, (ch) => AYRI[ch] ?? ch)
    .replace(/\s+/g, ' ')
    .trim();
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
