import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { lazy, type ReactNode, useEffect, useState } from 'react';
import { OnceOpened } from '@/components/ui/once-opened';
import { cx } from '@/components/ui/styles';
import { preloadToastRegion } from '@/components/ui/toast';
import { RealtimeConnection } from '@/features/notifications';
import { useSession } from '@/lib/session';
import { DesktopSidebar, readSidebarPinned, storeSidebarPinned } from './desktop-sidebar';
import { Header } from './header';
import { LeaveForLogin } from './leave-for-login';

// The phone's navigation panel (react-aria's modal) loads when it is first opened.
const MobileSidebar = lazy(() =>
  import('./mobile-sidebar').then((module) => ({ default: module.MobileSidebar })),
);

/**
 * The signed-in layout (seed §1): sidebar, header with the notification bell, the page — the
 * routed one, or `children` where no route matched (the not-found page).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  // The session can end while the layout is shown (logout here or in another tab, or refused
  // by the server): leave at once, before anything below reads the user.
  if (!useSession()) return <LeaveForLogin />;
  return <SignedInLayout>{children}</SignedInLayout>;
}

function SignedInLayout({ children }: { children?: ReactNode }) {
  const [pinned, setPinned] = useState(readSidebarPinned);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(preloadToastRegion, []);
  return (
    <div className="min-h-dvh">
      <RealtimeConnection />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Zum Inhalt springen</Trans>
      </a>
      <DesktopSidebar
        pinned={pinned}
        onPinnedChange={(next) => {
          setPinned(next);
          storeSidebarPinned(next);
        }}
      />
      <OnceOpened isOpen={menuOpen}>
        <MobileSidebar isOpen={menuOpen} onOpenChange={setMenuOpen} />
      </OnceOpened>
      <div
        className={cx(
          'flex min-h-dvh flex-col transition-[padding] duration-300 ease-in-out',
          pinned ? 'lg:pl-72' : 'lg:pl-20',
        )}
      >
        <Header onOpenMenu={() => setMenuOpen(true)} />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-0 sm:px-6 lg:px-8 lg:py-8"
        >
          {/* One frame for every page: its title stays in place from screen to screen, however
              wide the page's own content is (issue 10.17). Pages set no margins of their own. */}
          <div className="mx-auto w-full max-w-7xl">{children ?? <Outlet />}</div>
        </main>
      </div>
    </div>
  );
}
