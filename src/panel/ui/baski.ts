/**
 * Prints one part of the panel alone: marks `body` with `data-<isaret>="<deger>"` (the print document of that mark
 * and size is then the only thing on paper, see BaskiBelgesi), opens the browser's print dialog and removes the mark
 * when printing is done. `gecikme` lets a print-only copy render first.
 */
export function baskiyaGonder(isaret: string, deger: string, gecikme = 0): void {
  document.body.dataset[isaret] = deger;
  // at once: window.print() lays the page out before an observer would run
  baskiIsaretleriniYansit();
  const temizle = () => {
    delete document.body.dataset[isaret];
    window.removeEventListener('afterprint', temizle);
  };
  window.addEventListener('afterprint', temizle);
  if (gecikme > 0) setTimeout(() => window.print(), gecikme);
  else window.print();
}

/**
 * Marks the print documents that the body's marks select (`data-etkin`): a document answers to its mark
 * (`data-isaret`) when the mark has its value (`data-deger`, usually its size). Print CSS shows only the marked ones.
 */
export function baskiIsaretleriniYansit(): void {
  for (const belge of document.querySelectorAll<HTMLElement>('body > .baski-belgesi[data-isaret]')) {
    belge.toggleAttribute('data-etkin', document.body.dataset[belge.dataset.isaret!] === belge.dataset.deger);
  }
}

let izleyen = 0;
let gozcu: MutationObserver | null = null;

/** While a print document is on the page, a mark set by other code (a shortcut, a test) is followed too. */
export function baskiIsaretleriniIzle(): () => void {
  izleyen += 1;
  if (!gozcu) {
    gozcu = new MutationObserver(baskiIsaretleriniYansit);
    gozcu.observe(document.body, { attributes: true });
  }
  baskiIsaretleriniYansit();
  return () => {
    izleyen -= 1;
    if (izleyen === 0) {
      gozcu?.disconnect();
      gozcu = null;
    }
  };
}
