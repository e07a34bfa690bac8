import { useEffect, useState } from 'react';
import type { PublicAnswer } from './publicApi';

/** Loads a public page's data once per key: the answer, or the message of the refusal. */
export function usePublicPage<T>(key: string, load: (key: string, signal: AbortSignal) => Promise<PublicAnswer<T>>) {
  const [state, setState] = useState<{ key?: string; data?: T; error?: string }>({});
  useEffect(() => {
    const controller = new AbortController();
    load(key, controller.signal)
      .then(({ body }) => setState({ key, data: body }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, error: error instanceof Error && error.message ? error.message : 'app.common.somethingWrong' });
      });
    return () => controller.abort();
  }, [key, load]);
  const current = state.key === key ? state : {};
  return { data: current.data, error: current.error, setData: (data: T) => setState({ key, data }) };
}
