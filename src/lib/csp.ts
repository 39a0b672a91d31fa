/** The CSP source expression ('sha256-…') of an inline <style> or <script> text, as the browser hashes it. */
export async function cspHash(metin: string): Promise<`sha256-${string}`> {
  const ozet = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(metin)));
  let ikili = '';
  for (const b of ozet) ikili += String.fromCharCode(b);
  return `sha256-${btoa(ikili)}`;
}
