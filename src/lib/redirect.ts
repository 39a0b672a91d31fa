/** Where a user of this type may be sent after login: `from` when it is a path inside their own area. */
export function afterLoginPath(from: string | null | undefined, kullaniciTipi: number): string {
  const home = kullaniciTipi === 3 ? '/admin/dashboard' : kullaniciTipi === 2 ? '/isletme/dashboard' : '/';
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return home;
  const area = kullaniciTipi === 3 ? '/admin' : kullaniciTipi === 2 ? '/isletme' : null;
  if (!area) return home;
  const path = from.split(/[?#]/)[0]!;
  // a QR label's short link (/{slug}) resolves to an inventory screen of the operator's venue on the server
  if (kullaniciTipi === 2 && /^\/[A-Za-z0-9_-]{8}$/.test(path)) return path;
  return path === area || path.startsWith(`${area}/`) ? from : home;
}
