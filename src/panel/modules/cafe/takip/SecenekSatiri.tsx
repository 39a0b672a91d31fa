/** The options of a line under its name ("Orta · Yulaf"), on the check, the cart and the tickets. */
export function SecenekSatiri({ secenekler }: { secenekler?: readonly { ad: string }[] }) {
  if (!secenekler?.length) return null;
  return <small className="ct-secenekler" data-testid="kalem-secenekler">{secenekler.map((s) => s.ad).join(' · ')}</small>;
}

/** Lines merge only with the very same options. */
export const secenekAnahtari = (secenekler: readonly { degerId: number }[]): string => secenekler.map((s) => s.degerId).sort((a, b) => a - b).join(',');
