import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiCallError } from '@api/client';
import { $session } from '@stores/session';
import { onyuklenen } from './onyukle';

/** GET a path for the selected venue; reloads when the venue changes. */
export function useApiData<T>(path: string) {
  const venue = useStore($session).selectedIsletmeId;
  const [state, setState] = useState<{ data: T | null; error: ApiCallError | null; loading: boolean }>({ data: null, error: null, loading: true });
  const load = useCallback(async (ilk = false) => {
    setState((previous) => ({ ...previous, loading: true, error: null }));
    try {
      setState({ data: await ((ilk ? onyuklenen<T>(path) : null) ?? api.get<T>(path)), error: null, loading: false });
    } catch (error) {
      setState({ data: null, error: error as ApiCallError, loading: false });
    }
  }, [path, venue]);
  useEffect(() => {
    void load(true);
  }, [load]);
  return { ...state, reload: useCallback(() => load(), [load]) };
}
