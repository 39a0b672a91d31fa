import { gorselUrl } from '@api/dosya';
import { kontrastOrani, MIN_KONTRAST } from '@lib/randevu/ozet-tema';
import '@styles/avatar.css';

/** Two initials in Turkish casing ('selin aydın' → 'SA'). */
function basHarfler(ad: string): string {
  const words = ad.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => [...word][0] ?? '').join('').toLocaleUpperCase('tr') || '?';
}

/** Dark or white text, whichever reads better on `hex` (WCAG contrast of white at least 4.5:1). */
const yaziRengi = (hex: string): string => (kontrastOrani(hex, '#ffffff') >= MIN_KONTRAST ? '#ffffff' : '#0f172a');

/** Photo, or initials on the calendar colour; decorative (the name is always written beside it). */
export function Avatar({ ad, renk, foto, size = 44 }: { ad: string; renk: string; foto: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (foto) return <img className="rp-avatar" src={gorselUrl(foto)} alt="" width={size} height={size} style={{ ...style, borderColor: renk }} loading="lazy" />;
  return <span className="rp-avatar" aria-hidden="true" style={{ ...style, background: renk, color: yaziRengi(renk), borderColor: renk }}>{basHarfler(ad)}</span>;
}
