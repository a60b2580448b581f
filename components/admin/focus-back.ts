/** Where focus should go when something closes: an element getter (it may be gone by then). */
export type FocusTarget = () => HTMLElement | null | undefined;

/**
 * A dialog's onCloseAutoFocus for dialogs opened without a trigger: focus goes back to `target` when it is still
 * on the page, else Radix's own choice.
 */
export function focusBack(target: FocusTarget | undefined) {
  return (event: Event) => {
    const element = target?.();
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}
