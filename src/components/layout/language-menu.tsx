import type { RefObject } from 'react';
import { Menu, MenuItem } from '@/components/ui/menu';
import type { Language } from '@/contract/messages';
import { saveLanguage } from '@/lib/language';

/**
 * The language switch's menu, loaded when it first opens (language-switch.tsx): menus and
 * popovers are code the login screen would otherwise download for one rarely used button.
 */
export default function LanguageMenu({
  triggerRef,
  names,
  current,
  focus,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  names: Record<Language, string>;
  current: Language;
  focus: 'first' | 'last';
  onClose: () => void;
}) {
  return (
    <Menu
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      autoFocus={focus}
      selectionMode="single"
      selectedKeys={[current]}
      onAction={(key) => {
        onClose();
        void saveLanguage(key as Language);
      }}
    >
      {(['de', 'en'] as const).map((language) => (
        <MenuItem key={language} id={language} lang={language}>
          {names[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
