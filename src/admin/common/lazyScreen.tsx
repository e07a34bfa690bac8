import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PleaseWait } from './PleaseWait';

export type LazyScreen<P extends object> = ((props: P) => ReactElement) & {
  /** Starts downloading the screen's code now (once), so it is there when first shown. */
  preload: () => void;
};

/**
 * A screen whose code is downloaded the first time it is shown, behind a 'Please wait...' fallback,
 * so the sign-in page does not carry the shell's and the other screens' code.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed download is tried again the next time, not kept.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  const Screen = (props: P) => (
    <Suspense fallback={<PleaseWait />}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(Screen, { preload: () => void loadOnce().catch(() => undefined) });
}
