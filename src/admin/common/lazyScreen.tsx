import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PleaseWait } from './PleaseWait';

/**
 * A screen whose code is downloaded the first time it is shown, behind a 'Please wait...' fallback,
 * so the sign-in page does not carry the shell's and the other screens' code.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Lazy = lazy(async () => ({ default: await load() }));
  const Screen = (props: P) => (
    <Suspense fallback={<PleaseWait />}>
      <Lazy {...props} />
    </Suspense>
  );
  return Screen;
}
