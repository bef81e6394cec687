/**
 * A button that turns disabled while it works (Mantine's `loading`) drops the focus to the page, and a keyboard user
 * would start again from the top. Installed once for the app: such a button, pressed from the keyboard, has the
 * focus back when it is enabled again. Nothing is done once the focus has gone elsewhere, the pointer has been used,
 * or the button has left the page, so the page never jumps under a mouse user.
 */
export function installFocusKeeper(doc: Document = document): () => void {
  let keyboard = false;
  let watched: { button: HTMLButtonElement; observer: MutationObserver } | null = null;
  const stop = () => {
    watched?.observer.disconnect();
    watched = null;
  };
  const onKeyDown = () => {
    keyboard = true;
  };
  const onPointerDown = () => {
    keyboard = false;
    stop();
  };
  const onFocusOut = (event: FocusEvent) => {
    const button = event.target;
    if (!keyboard || !(button instanceof HTMLButtonElement)) return;
    if (!button.disabled || event.relatedTarget !== null) return;
    stop();
    const observer = new MutationObserver(() => {
      if (button.disabled) return;
      stop();
      const active = doc.activeElement;
      if (button.isConnected && (active === null || active === doc.body))
        button.focus({ preventScroll: true });
    });
    observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
    watched = { button, observer };
  };
  const onFocusIn = (event: FocusEvent) => {
    if (watched && event.target !== watched.button) stop();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    stop();
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  };
}
