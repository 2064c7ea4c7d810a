import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { Menu, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { Button } from '@/components/ui/button';
import type { Language } from '@/contract/messages';
import { saveLanguage } from '@/lib/language';

const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };

/** Switches the UI language; the choice is kept on the device and on the account. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const current = (i18n.locale as Language) || 'de';
  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        aria-label={t`Sprache: ${LANGUAGE_NAMES[current]}`}
        className="gap-1.5 px-2.5"
      >
        <Languages aria-hidden className="size-5 sm:size-4.5" />
        <span className="hidden text-xs font-semibold uppercase min-[400px]:inline">{current}</span>
      </Button>
      <Menu
        selectionMode="single"
        selectedKeys={[current]}
        onAction={(key) => void saveLanguage(key as Language)}
      >
        {(['de', 'en'] as const).map((language) => (
          <MenuItem key={language} id={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
