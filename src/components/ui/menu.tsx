import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MoreHorizontal } from 'lucide-react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps,
  MenuTrigger,
  type MenuTriggerProps,
  Separator,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { Button } from './button';
import { Popover, type PopoverProps } from './popover';
import { composeTailwindRenderProps, focusRing } from './styles';

export { MenuTrigger };

/**
 * A menu in its popover. Inside a MenuTrigger it opens from the trigger; without one, the
 * popover is placed and opened by `triggerRef`, `isOpen` and `onOpenChange` (a menu whose code
 * is loaded only when it opens, e.g. the language switch on the login screen).
 */
export function Menu<T extends object>(
  props: MenuProps<T> & Pick<PopoverProps, 'placement' | 'triggerRef' | 'isOpen' | 'onOpenChange'>,
) {
  const { placement = 'bottom end', triggerRef, isOpen, onOpenChange, ...menuProps } = props;
  return (
    <Popover
      placement={placement}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="min-w-48"
    >
      <AriaMenu
        {...menuProps}
        className={composeTailwindRenderProps(
          props.className,
          'max-h-[inherit] overflow-auto p-1 outline-0',
        )}
      />
    </Popover>
  );
}

const menuItemStyles = tv({
  extend: focusRing,
  base: 'group flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-base -outline-offset-2 select-none sm:min-h-8 sm:gap-2.5 sm:px-2.5 sm:py-1.5 sm:text-sm forced-color-adjust-none [&>svg]:size-4 [&>svg]:shrink-0',
  variants: {
    isDanger: {
      false:
        'text-slate-800 dark:text-slate-100 [&>svg]:text-slate-500 dark:[&>svg]:text-slate-400',
      true: 'text-red-700 dark:text-red-400',
    },
    isFocused: { true: '' },
    isDisabled: { true: 'cursor-not-allowed opacity-50' },
  },
  compoundVariants: [
    {
      isFocused: true,
      isDanger: false,
      className:
        'bg-slate-100 dark:bg-slate-800 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
    {
      isFocused: true,
      isDanger: true,
      className:
        'bg-red-50 dark:bg-red-950/60 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
  ],
});

export type MenuItemProps = AriaMenuItemProps & { isDanger?: boolean };

/** A menu entry; put a lucide icon before the text. `isDanger` for deleting actions. */
export function MenuItem({ isDanger = false, ...props }: MenuItemProps) {
  const textValue =
    props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(props.className, (className, state) =>
        menuItemStyles({ ...state, isDanger, className }),
      )}
    />
  );
}

export function MenuSeparator() {
  return <Separator className="mx-2 my-1 border-t border-slate-200 dark:border-slate-700" />;
}

export type ActionMenuProps = Omit<MenuTriggerProps, 'children'> & {
  /** The trigger's accessible name; defaults to "Aktionen". */
  label?: string;
  onAction?: MenuProps<object>['onAction'];
  disabledKeys?: MenuProps<object>['disabledKeys'];
  children: ReactNode;
};

/** The "…" button that opens a menu of row or card actions. */
export function ActionMenu({ label, onAction, disabledKeys, children, ...props }: ActionMenuProps) {
  const { t } = useLingui();
  return (
    <MenuTrigger {...props}>
      <Button variant="ghost" size="icon" aria-label={label ?? t`Aktionen`}>
        <MoreHorizontal aria-hidden="true" />
      </Button>
      <Menu onAction={onAction} disabledKeys={disabledKeys}>
        {children}
      </Menu>
    </MenuTrigger>
  );
}
