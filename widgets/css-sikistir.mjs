/**
 * The widgets' shadow-root CSS strings (`widgets/<name>/styles.ts`) are written one rule per line; the bundles need
 * neither the line breaks nor a rule's last `;`. Both builds that read those strings run this plugin (widgets/vite.config.ts
 * for the widget bundles, astro.config.mjs for the booking page, which puts the same CSS's hash in its CSP), so the
 * string a page hashes is the string the widget inserts.
 * @type {import('vite').Plugin}
 */
export const cssSikistir = {
  name: 'css-sikistir',
  transform(code, id) {
    if (!/[\\/]widgets[\\/][^\\/]+[\\/]styles\.ts$/.test(id)) return null;
    return code.replace(/`[^`]*`/g, (css) => css.replace(/\n/g, '').replace(/;}/g, '}'));
  },
};
