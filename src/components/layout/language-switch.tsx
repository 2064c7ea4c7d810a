import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import type { Language } from '@/contract/messages';

const LanguageMenu = lazy(() => import('./language-menu'));

const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };

/**
 * Switches the UI language; the choice is kept on the device and on the account. The menu's
 * code arrives when it first opens (decision 021); the button behaves as a menu trigger does:
 * press, Enter or Space open it on the first item, arrow up on the last. A plain button with the
 * kit's looks (decision 130): the sign-in screens show it before anything else needs react-aria.
 */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const current = (i18n.locale as Language) || 'de';
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  return (
    <>
      <NativeButton
        ref={triggerRef}
        look="language"
        // The visible code is part of the name (WCAG 2.5.3): speech users say what they see.
        aria-label={t`Sprache: ${current.toUpperCase()} – ${LANGUAGE_NAMES[current]}`}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        onClick={() => setOpen('first')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setOpen('first');
          else if (event.key === 'ArrowUp') setOpen('last');
        }}
      >
        <Languages aria-hidden className="size-5 sm:size-4.5" />
        <span className="hidden text-xs font-semibold min-[400px]:inline">
          {current.toUpperCase()}
        </span>
      </NativeButton>
      {open && (
        <Suspense>
          <LanguageMenu
            triggerRef={triggerRef}
            names={LANGUAGE_NAMES}
            current={current}
            focus={open}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
