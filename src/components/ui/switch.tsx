import {
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { composeTailwindRenderProps, focusRing } from './styles';

export type SwitchProps = AriaSwitchProps;

const trackStyles = tv({
  extend: focusRing,
  base: 'flex h-6 w-10 shrink-0 items-center rounded-full border border-transparent px-0.5 transition-colors duration-200',
  variants: {
    isSelected: {
      false:
        'bg-slate-500 group-hover:bg-slate-600 dark:bg-slate-500 dark:group-hover:bg-slate-400',
      true: 'bg-brand-600 group-hover:bg-brand-700 dark:bg-brand-500 dark:group-hover:bg-brand-400 forced-colors:bg-[Highlight]!',
    },
    isDisabled: {
      true: 'bg-slate-200 group-hover:bg-slate-200 dark:bg-slate-800 dark:group-hover:bg-slate-800',
    },
  },
});

const handleStyles = tv({
  base: 'size-4.5 rounded-full bg-white shadow-sm transition-transform duration-200 motion-reduce:transition-none',
  variants: {
    isSelected: { false: 'translate-x-0', true: 'translate-x-4 rtl:-translate-x-4' },
    isDisabled: { true: 'bg-slate-100 shadow-none dark:bg-slate-600' },
  },
});

/** An on/off switch with its label as children (takes effect at once, unlike a checkbox). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'group flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800 sm:min-h-7 sm:text-sm dark:text-slate-200 data-disabled:cursor-not-allowed data-disabled:text-slate-400 dark:data-disabled:text-slate-500',
      )}
    >
      {composeRenderProps(children, (children, state) => (
        <>
          <span className={trackStyles(state)}>
            <span className={handleStyles(state)} />
          </span>
          {children}
        </>
      ))}
    </AriaSwitch>
  );
}
