import type { KeyboardEvent } from 'react';

/**
 * Keyboard submission for long forms (the transport order): Ctrl+Enter (⌘+Enter) submits from any
 * field, a multi-line note included; Enter submits from a date's segments too, which are no
 * <input> and so get no implicit submission from the browser — the pickup time, often the last
 * field filled, could not submit the order otherwise. Enter in an <input> keeps the browser's own
 * implicit submission (a combo box's open list takes it first); in a text area it is a new line.
 *
 * For `onKeyDownCapture` around the form: before react-aria's segment handlers see the key.
 */
export function submitOnKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' || event.altKey || event.shiftKey || event.nativeEvent.isComposing) {
    return;
  }
  const target = event.target as HTMLElement;
  const form = target.closest('form');
  if (!form) return;
  const withModifier = event.ctrlKey || event.metaKey;
  const inDateSegment = target.getAttribute('role') === 'spinbutton' && 'type' in target.dataset;
  if (!withModifier && !inDateSegment) return;
  event.preventDefault();
  event.stopPropagation();
  form.requestSubmit();
}
