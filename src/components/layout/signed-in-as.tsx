import { useLingui } from '@lingui/react/macro';
import { CircleUser } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * Who is signed in and for which organisation (issue 10.16). From `md` up the header says it;
 * on smaller screens a button opens a menu with it, the account, the fullscreen toggle the
 * header has no room for (seed §2) and logout. The menu's code arrives when it first opens.
 */
export function SignedInAs({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const name = `${user.firstName} ${user.lastName}`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  return (
    <>
      <p className="hidden max-w-56 min-w-0 flex-col px-2 text-right leading-tight lg:flex">
        <span className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
          {name}
        </span>
        <span className="truncate text-xs text-slate-600 dark:text-slate-400">
          {user.organization.name}
        </span>
      </p>
      <Button
        ref={triggerRef}
        variant="ghost"
        // As narrow as the logout button it stands in for: the header fits 360 px (offline too).
        className="px-2.5 sm:hidden"
        aria-label={t`Konto: ${name}, ${user.organization.name}`}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        onPress={() => setOpen('first')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setOpen('first');
          else if (event.key === 'ArrowUp') setOpen('last');
          else event.continuePropagation();
        }}
      >
        <CircleUser aria-hidden className="size-5" />
      </Button>
      {open && (
        <Suspense>
          <AccountMenu
            triggerRef={triggerRef}
            name={name}
            organization={user.organization.name}
            focus={open}
            onLogout={onLogout}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
