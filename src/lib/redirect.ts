/** Where a user of this type may be sent after login: `from` when it is a path inside their own area. */
export function afterLoginPath(from: string | null | undefined, kullaniciTipi: number): string {
  const home = kullaniciTipi === 3 ? '/admin/dashboard' : kullaniciTipi === 2 ? '/isletme/dashboard' : '/';
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return home;
  const area = kullaniciTipi === 3 ? '/admin' : kullaniciTipi === 2 ? '/isletme' : null;
  if (!area) return home;
  const path = from.split(/[?#]/)[0]!;
  return path === area || path.startsWith(`${area}/`) ? from : home;
}
