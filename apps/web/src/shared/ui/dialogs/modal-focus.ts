/** Spec 2.4, 9 (E24): how long focus waits for a modal to appear before giving up. */
export const MODAL_FOCUS_WAIT_MS = 5_000;

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The newest open modal the selector names, once it is in the page. */
function newestModal(selector: string): HTMLElement | null {
  const found = document.querySelectorAll<HTMLElement>(selector);
  return found.item(found.length - 1) ?? null;
}

/** Focuses inside the modal: its marked element (data-autofocus), else its first control, else the modal. */
function focusInside(modal: HTMLElement): void {
  const target =
    modal.querySelector<HTMLElement>('[data-autofocus]') ??
    modal.querySelector<HTMLElement>(FOCUSABLE) ??
    modal;
  if (target === modal) {
    if (!modal.hasAttribute('tabindex')) modal.setAttribute('tabindex', '-1');
  }
  // Mantine's focus trap focuses the marked element once the modal's transition ends, or else its first tabbable
  // one (the close button): marked, focus stays where it was put, and a field is not blurred (and checked) empty
  else target.setAttribute('data-autofocus', '');
  target.focus();
}

/**
 * Waits for a modal to appear (it may render after a transition or a slow step), then moves focus into it, unless
 * focus is already inside. Resolves true once focused, false when none appeared within the wait or the wait was
 * called off (the modal closed first).
 */
export function focusModalWhenShown(
  selector = '[role="dialog"]',
  waitMs: number = MODAL_FOCUS_WAIT_MS,
  signal?: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    const attempt = (): boolean => {
      const modal = newestModal(selector);
      if (!modal) return false;
      if (!modal.contains(document.activeElement)) focusInside(modal);
      return true;
    };
    if (attempt()) {
      resolve(true);
      return;
    }
    const observer = new MutationObserver(() => {
      if (!attempt()) return;
      finish(true);
    });
    const timer = window.setTimeout(() => finish(false), waitMs);
    const callOff = () => finish(false);
    signal?.addEventListener('abort', callOff);
    function finish(focused: boolean) {
      observer.disconnect();
      window.clearTimeout(timer);
      signal?.removeEventListener('abort', callOff);
      resolve(focused);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
