import { useEffect, useRef, useState } from 'react';
import { Tooltip, type TooltipProps } from '@mui/material';

// MUI Tooltip's own delays: enterDelay, enterTouchDelay, leaveTouchDelay.
const ENTER_MS = 100;
const TOUCH_HOLD_MS = 700;
const TOUCH_SHOWN_MS = 1500;
const POPUP_ID = 'shared-tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

/**
 * The attributes that give an element the shared tooltip. A list draws dozens of icon buttons: one
 * MUI Tooltip each rendered its button a second time right after mounting, with a Popper beside
 * it, which made a list's first render half as long again. `<TooltipHost>` shows one MUI Tooltip
 * for all of them, at the element hovered, focused from the keyboard or held on a touch screen.
 */
export function tooltipAttributes(title: string, placement?: Placement): Record<string, string> {
  if (!title) return {};
  return placement ? { 'data-tooltip': title, 'data-tooltip-placement': placement } : { 'data-tooltip': title };
}

interface Shown {
  anchor: HTMLElement;
  title: string;
  placement: Placement;
  /** False while it fades out, still beside its anchor. */
  open: boolean;
}

const closed = (shown: Shown | null) => (shown?.open ? { ...shown, open: false } : shown);

const anchorOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-tooltip]') : null;

const inPopup = (target: EventTarget | null) => target instanceof Element && target.closest(`#${POPUP_ID}`) !== null;

/** Mounted once, around the app: the one tooltip of every element with `tooltipAttributes`. */
export const TooltipHost = () => {
  const [shown, setShown] = useState<Shown | null>(null);
  const shownRef = useRef<Shown | null>(null);
  shownRef.current = shown;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: HTMLElement | null = null;
    // As the browser decides :focus-visible: a focus that follows a key, not a click.
    let byKeyboard = false;
    const read = (anchor: HTMLElement): Shown => ({
      anchor,
      title: anchor.dataset.tooltip ?? '',
      placement: (anchor.dataset.tooltipPlacement as Placement | undefined) ?? 'bottom',
      open: true,
    });
    const showLater = (anchor: HTMLElement, ms: number, then?: () => void) => {
      if (pending === anchor || (shownRef.current?.open && shownRef.current.anchor === anchor)) return;
      clearTimeout(timer);
      pending = anchor;
      timer = setTimeout(() => {
        pending = null;
        if (anchor.isConnected && anchor.dataset.tooltip) setShown(read(anchor));
        then?.();
      }, ms);
    };
    const hide = () => {
      clearTimeout(timer);
      pending = null;
      setShown(closed);
    };

    const onMouseOver = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      if (anchor) showLater(anchor, ENTER_MS);
      // The pointer may go onto the tooltip to read it (WCAG 1.4.13), as with MUI's.
      else if (!inPopup(event.target)) hide();
    };
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null) hide();
    };
    const onFocusIn = (event: FocusEvent) => {
      const anchor = anchorOf(event.target);
      // As MUI's Tooltip: a focus from the keyboard shows it, a click's does not.
      if (anchor && byKeyboard) showLater(anchor, ENTER_MS);
    };
    const onPointerDown = () => {
      byKeyboard = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      const anchor = anchorOf(event.target);
      if (anchor && (anchor === pending || anchor === shownRef.current?.anchor)) hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.metaKey && !event.altKey && !event.ctrlKey) byKeyboard = true;
      if (event.key === 'Escape') hide();
    };
    const onTouchStart = (event: TouchEvent) => {
      byKeyboard = false;
      const anchor = anchorOf(event.target);
      if (anchor) showLater(anchor, TOUCH_HOLD_MS, () => (timer = setTimeout(hide, TOUCH_SHOWN_MS)));
    };
    const onTouchEnd = () => {
      // A hold shorter than MUI's is a tap: no tooltip.
      if (pending) hide();
    };

    const listeners = [
      ['mouseover', onMouseOver],
      ['mouseout', onMouseOut],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut],
      ['keydown', onKeyDown],
      ['pointerdown', onPointerDown],
      ['mousedown', onPointerDown],
      ['touchstart', onTouchStart],
      ['touchend', onTouchEnd],
      ['touchcancel', onTouchEnd],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, []);

  // A shown anchor that leaves the page or changes its text takes its tooltip along.
  useEffect(() => {
    if (!shown?.open) return;
    const observer = new MutationObserver(() => {
      if (!shown.anchor.isConnected || !shown.anchor.dataset.tooltip) setShown(closed);
      else if (shown.anchor.dataset.tooltip !== shown.title) setShown({ ...shown, title: shown.anchor.dataset.tooltip });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-tooltip'] });
    return () => observer.disconnect();
  }, [shown]);

  return (
    <Tooltip
      open={shown?.open ?? false}
      title={shown?.title ?? ''}
      placement={shown?.placement ?? 'bottom'}
      disableFocusListener
      disableHoverListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: shown?.anchor, id: POPUP_ID } }}
    >
      {/* MUI's Tooltip needs a child; it is shown beside the anchor instead. */}
      <span hidden />
    </Tooltip>
  );
};
