/**
 * A button that turns disabled while it works (Mantine's `loading`) drops the focus to the page, and a keyboard user
 * would start again from the top. Installed once for the app: such a button has the focus back when it is enabled
 * again, unless the focus has gone somewhere meanwhile or the button has left the page.
 */
export function installFocusKeeper(doc: Document = document): () => void {
  let watched: { button: HTMLButtonElement; observer: MutationObserver } | null = null;
  const stop = () => {
    watched?.observer.disconnect();
    watched = null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const button = event.target;
    if (!(button instanceof HTMLButtonElement) || !button.disabled || event.relatedTarget !== null) return;
    stop();
    const observer = new MutationObserver(() => {
      if (button.disabled) return;
      stop();
      const active = doc.activeElement;
      if (button.isConnected && (active === null || active === doc.body)) button.focus();
    });
    observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
    watched = { button, observer };
  };
  const onFocusIn = (event: FocusEvent) => {
    if (watched && event.target !== watched.button) stop();
  };
  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    stop();
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  };
}
