import { useEffect, useState } from 'react';
import { refreshSession } from '@stores/auth';
import { initLanguage } from '@stores/language';
import { toast } from '@stores/toasts';

/** Language first, then the server's view of the session; a 401 has already sent the user to /login. */
export function useBoot(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    document.getElementById('panel-boot')?.remove();
    // a page restored from the back/forward cache after logout must ask the server again
    const onShow = (event: PageTransitionEvent) => { if (event.persisted) location.reload(); };
    window.addEventListener('pageshow', onShow);
    void (async () => {
      await initLanguage();
      try {
        await refreshSession();
      } catch (error) {
        if (error instanceof Error) toast('error', error.message);
      }
      setReady(true);
    })();
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  return ready;
}
