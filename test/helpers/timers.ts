import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/** How long react-admin waits before applying a debounced filter change (useListParams' `debounce`). */
export const LIST_DEBOUNCE_MS = 500;

/**
 * Fake timers that keep advancing with the clock (in 5 ms steps, so user-event's pauses stay short),
 * for the rest of the test: the screen, Testing Library's waits and user-event run as they do with
 * real ones, and `passTime` jumps ahead at once. Only the timers and Date are faked (lodash's
 * debounce, which react-admin uses, reads Date.now); React's scheduler and the promises keep the
 * real setImmediate and microtasks.
 */
export function startFakeTimers(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 5, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/**
 * Runs every timer due in the next `ms` (and what their promises lead to) inside act, so a test can
 * show that nothing happened in a window, a debounce for instance, without sleeping through it.
 * Needs `startFakeTimers()` from before the action whose consequences it waits out.
 */
export async function passTime(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
