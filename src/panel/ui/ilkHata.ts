/** valibot issue message keys → the user's language; first issue only. */
export function ilkHata(issues: readonly { message: string }[], t: (key: never) => string): string {
  const key = issues[0]?.message ?? 'error.invalidInput';
  return (t as (key: string) => string)(key.includes(' ') ? 'error.invalidInput' : key);
}
