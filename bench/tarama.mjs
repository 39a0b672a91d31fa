// The scanner screen's JS budget (issue 12): what a browser downloads on a cold load of /isletme/envanter/qr, gzip,
// against the built Worker and the demo DB. Headless Chromium on Linux has no BarcodeDetector, so the lazy jsQR
// fallback decoder is part of the load — the real case for desktop Linux/Windows. Two figures: the whole cold load
// (shell, React, screen, decoder) and the scanner's own part (scripts the venue dashboard's cold load does not fetch),
// which is what the ≤ 60 KB budget is about.
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './measure.mjs';
import { girisDurumu, rotaJs } from './takip-ekran.mjs';

const YOL = '/isletme/envanter/qr';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export async function taramaBench(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  try {
    const durum = await girisDurumu(browser, base);
    const qr = await rotaJs(browser, base, durum, YOL);
    const pano = await rotaJs(browser, base, durum, '/isletme/dashboard');
    const toplam = qr.gzip;
    const ekranDosyalari = [...qr.sizes].filter(([url]) => !pano.sizes.has(url));
    const ekran = ekranDosyalari.reduce((a, [, size]) => a + size, 0);
    const dekoder = ekranDosyalari.filter(([url]) => /jsQR|jsqr/i.test(url)).reduce((a, [, size]) => a + size, 0);
    const rows = { toplam, ekran, dekoder, dosya: qr.sizes.size, ekranDosya: ekranDosyalari.length, barcodeDetector: qr.yerli };
    const lines = [
      '', '| inventory scanner (built Worker, demo DB) | value | budget |', '|---|---|---|',
      `| envanter/qr screen JS gz incl. decoder, cold load (${ekranDosyalari.length} files beyond the panel shell; BarcodeDetector ${qr.yerli ? 'present' : 'absent → jsQR'}) | ${kb(ekran)} | ≤ 60 KB |`,
      `| of which the jsQR fallback decoder | ${kb(dekoder)} | — |`,
      `| envanter/qr whole cold load JS gz (${qr.sizes.size} files, shell and React included) | ${kb(toplam)} | — |`,
    ];
    return { rows, lines };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, lines } = await taramaBench(process.argv[2] ?? 'http://127.0.0.1:4423');
  console.log(JSON.stringify(rows));
  console.log(lines.join('\n'));
}
