import { useEffect, useState } from 'react';
import { refreshSession } from '@stores/auth';
import { $cevrimici } from '@stores/cevrimdisi';
import { $lang, initLanguage } from '@stores/language';
import { $session, patchSession } from '@stores/session';
import { toast } from '@stores/toasts';
import { DEFAULT_LANG } from '@lib/i18n/languages';

/**
 * Language and the server's view of the session load side by side. The Worker checked the session cookie before
 * it sent this page, so a session this browser remembers from its login renders at once and the refresh corrects
 * it behind the screen (permissions only steer the UI; the server checks each call). Without a remembered session
 * the panel waits for the server. Turkish is built in, so only another language's texts are waited for.
 */
export function useBoot(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    document.getElementById('panel-boot')?.remove();
    // a page restored from the back/forward cache after logout must ask the server again
    const onShow = (event: PageTransitionEvent) => { if (event.persisted) location.reload(); };
    window.addEventListener('pageshow', onShow);
    // a label's short link (/{slug}) lands here with ?isletme=<the record's venue>: that venue becomes the selected one
    // (the server keeps it only when the user is a member) and the panel waits for the server's answer
    // (business panel only: an admin screen's ?isletme= names the venue it opens, e.g. /admin/ayarlar/lisans?isletme=2)
    const istenen = location.pathname.startsWith('/isletme') ? new URLSearchParams(location.search).get('isletme') : null;
    const venueDegisti = istenen !== null && /^\d{1,10}$/.test(istenen) && Number(istenen) !== $session.get().selectedIsletmeId;
    if (istenen !== null) {
      const url = new URL(location.href);
      url.searchParams.delete('isletme');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
      if (venueDegisti) patchSession({ selectedIsletmeId: Number(istenen) });
    }
    const remembered = $session.get();
    const language = initLanguage();
    const session = refreshSession().catch((error: unknown) => {
      // offline the panel runs on the remembered session; the cafe screens say they are offline themselves
      if (error instanceof Error && $cevrimici.get()) toast('error', error.message);
    });
    const texts = $lang.get() === DEFAULT_LANG ? Promise.resolve() : language;
    // a platform admin's remembered view may be the other area's (support "view as" shows a venue): ask the server
    const baskaAlan = remembered.kullaniciTipi === 3 && (location.pathname.startsWith('/isletme') || remembered.selectedIsletmeId !== null);
    const known = !venueDegisti && !baskaAlan && remembered.isAuthenticated && remembered.userInfo !== null;
    void Promise.all([texts, known ? null : session]).then(() => setReady(true));
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  return ready;
}
