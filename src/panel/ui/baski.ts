/**
 * Prints one part of the panel alone: marks `body` with `data-<isaret>="<deger>"` (the screen's print CSS hides all
 * else while the mark is there), opens the browser's print dialog and removes the mark when printing is done.
 * `gecikme` lets a print-only copy render first.
 */
export function baskiyaGonder(isaret: string, deger: string, gecikme = 0): void {
  document.body.dataset[isaret] = deger;
  const temizle = () => {
    delete document.body.dataset[isaret];
    window.removeEventListener('afterprint', temizle);
  };
  window.addEventListener('afterprint', temizle);
  if (gecikme > 0) setTimeout(() => window.print(), gecikme);
  else window.print();
}
