/**
 * Test helper: types digits into a react-aria date field the way a keyboard does — react-aria
 * reads `beforeinput` on the focused segment and moves on by itself once a segment is full —
 * then leaves the field, as a user tabbing on does.
 */
import { act, fireEvent } from '@testing-library/react';

export function typeDate(field: HTMLElement, digits: string, leaveTo: HTMLElement): void {
  const [first] = field.querySelectorAll<HTMLElement>('[role="spinbutton"]');
  act(() => first?.focus());
  for (const data of digits) {
    const segment = document.activeElement ?? first!;
    fireEvent(
      segment,
      new InputEvent('beforeinput', {
        data,
        inputType: 'insertText',
        bubbles: true,
        cancelable: true,
      }),
    );
  }
  act(() => leaveTo.focus());
}
