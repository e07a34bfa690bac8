import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PleaseWait } from './PleaseWait';

export type LazyScreen<P extends object> = ((props: P) => ReactElement) & {
  /** Starts downloading the screen's code now (once), so it is there when first shown; settles when it is. */
  preload: () => Promise<void>;
};

/**
 * A screen whose code is downloaded the first time it is shown, behind a 'Please wait...' fallback,
 * so the sign-in page does not carry the shell's and the other screens' code.
 *
 * Code already downloaded (preloaded) is handed to React at once, so the screen never suspends:
 * React holds back content that follows a shown fallback by up to 300 ms.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: { default: ComponentType<P> } | undefined;
  // A failed download is tried again the next time, not kept.
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => {
        loaded = { default: component };
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // React.lazy reads a thenable that settles during `then` without suspending.
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType<P> }>) : loadOnce().then((component) => ({ default: component })),
  );
  const Screen = (props: P) => (
    <Suspense fallback={<PleaseWait />}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(Screen, { preload: () => loadOnce().then(() => undefined, () => undefined) });
}
