/** SPEC §5: case-insensitive, Turkish-locale, trimmed search ('istanbul' finds 'İstanbul'). */
export function normaliseSearch(text: string): string {
  return text.trim().toLocaleLowerCase('tr');
}

export function matchesSearch(label: string, query: string): boolean {
  const needle = normaliseSearch(query);
  return needle === '' || normaliseSearch(label).includes(needle);
}
