/** Display helpers of the panel calendar (shared by the CSV export and the screens). */


/** 75 → '1 sa 15 dk' style parts for a duration label: [hours, minutes]. */
export function sureParcalari(dakika: number): [number, number] {
  const d = Math.max(0, Math.round(dakika));
  return [Math.floor(d / 60), d % 60];
}
