/**
 * The kit's shared styling pieces: one focus ring for every focusable part, and one way of
 * merging a caller's classes into a component's own (react-aria-components Tailwind starter).
 */
import { composeRenderProps } from 'react-aria-components';
// tailwind-variants brings its own class merger: a second one (tailwind-merge) would only add size.
import { tv, twMerge } from 'tailwind-variants';

export const focusRing = tv({
  base: 'outline-offset-2 outline-brand-600 dark:outline-brand-400 forced-colors:outline-[Highlight]',
  variants: {
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-2 outline-solid',
    },
  },
});

/** Merges Tailwind classes; later ones win (`cx('p-2', 'p-4')` is `p-4`). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(' '));
}

/** Puts the kit's classes under a caller's `className`, which may be a render-props function. */
export function composeTailwindRenderProps<T>(
  className: string | ((state: T) => string) | undefined,
  tailwind: string,
): string | ((state: T) => string) {
  return composeRenderProps(className, (value) => twMerge(tailwind, value));
}
