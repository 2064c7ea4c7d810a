/**
 * After a refused submit, the focus goes to the first invalid field, so keyboard and screen-reader
 * users land on the problem (the app forms' `Form` and the sign-in screen's light form).
 */
const FOCUSABLE =
  'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"]), [role="spinbutton"]';

/**
 * The first invalid field; for a group (radios, date segments) its first focusable part. React
 * renders the errors a few frames after the submit, so it looks again for a little while.
 */
export function focusFirstInvalid(root: HTMLElement | null, framesLeft = 10): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!invalid) {
    if (framesLeft > 0) requestAnimationFrame(() => focusFirstInvalid(root, framesLeft - 1));
    return;
  }
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : invalid.querySelector<HTMLElement>(FOCUSABLE);
  // The whole field in view — label, box and message — not only the box focus would scroll to:
  // a field above the view ended at its top edge, its label and message under the header.
  target?.focus({ preventScroll: true });
  invalid.scrollIntoView({ block: 'nearest' });
}
