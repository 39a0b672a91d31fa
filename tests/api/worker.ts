import { apiWorker } from '@worker/api-entry';

/** The API Worker under test (the Astro half only exists in Astro's build; Playwright covers it). */
export default apiWorker();
export { CafeCanli } from '@worker/live/cafe/canli';
