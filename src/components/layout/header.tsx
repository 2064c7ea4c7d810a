import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronLeft, LogOut, Maximize, Menu, Minimize, Moon, Sun } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { UnsentChangesWarning } from '@/components/offline/unsent-changes-warning';
import { OnceOpened } from '@/components/ui/once-opened';
import { useOutboxEntries } from '@/lib/offline-writes/use-outbox';
import { Tooltip, TooltipTrigger } from '@/components/ui/tooltip';
import { NotificationBell } from '@/features/notifications';
import { toggleFullscreen, useIsFullscreen } from '@/lib/fullscreen';
import { listReturnSearch } from '@/lib/list-return';
import { signOut } from '@/lib/sign-out';
import { toggleTheme, useTheme } from '@/lib/theme';
import { LanguageSwitch } from './language-switch';
import { OfflineIndicator } from './offline-indicator';
import { SignedInAs } from './signed-in-as';
import { useParentRoute } from './use-navigation';

// Asked only when unsent changes would be lost: the dialog's code loads then.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * The signed-in header (seed §2): "Zurück" to the parent route when the route names one, the
 * notification bell, theme switch, fullscreen toggle and logout — plus the mobile menu button
 * and the language switch.
 */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useLingui();
  const theme = useTheme();
  const fullscreen = useIsFullscreen();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const unsent = useOutboxEntries().length;
  const [confirmLogout, setConfirmLogout] = useState(false);
  const logout = async () => {
    await signOut(queryClient);
    await navigate({ to: '/login' });
  };
  const askToLogout = () => (unsent > 0 ? setConfirmLogout(true) : void logout());

  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t`Navigation öffnen`}
        onPress={onOpenMenu}
      >
        <Menu aria-hidden />
      </Button>
      <BackLink />
      <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
        <OfflineIndicator />
        <LanguageSwitch />
        <NotificationBell />
        <IconAction
          label={theme === 'dark' ? t`Helles Design` : t`Dunkles Design`}
          onPress={toggleTheme}
        >
          {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
        </IconAction>
        <IconAction
          label={fullscreen ? t`Vollbild beenden` : t`Vollbild`}
          onPress={() => void toggleFullscreen()}
          className="hidden sm:inline-flex"
        >
          {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
        </IconAction>
        <SignedInAs onLogout={askToLogout} />
        <Button
          variant="ghost"
          onPress={askToLogout}
          aria-label={t`Abmelden`}
          className="hidden gap-2 px-2.5 sm:inline-flex sm:px-3"
        >
          <LogOut aria-hidden className="size-5 sm:size-4.5" />
          <span className="hidden md:inline">
            <Trans>Abmelden</Trans>
          </span>
        </Button>
      </div>
      <OnceOpened isOpen={confirmLogout}>
        <ConfirmDialog
          isOpen={confirmLogout}
          onOpenChange={setConfirmLogout}
          variant="destructive"
          title={t`Trotzdem abmelden?`}
          confirmLabel={t`Abmelden und verwerfen`}
          onConfirm={logout}
        >
          <UnsentChangesWarning unsent={unsent} />
        </ConfirmDialog>
      </OnceOpened>
    </header>
  );
}

function IconAction({
  label,
  onPress,
  className,
  children,
}: {
  label: string;
  onPress: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TooltipTrigger>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        onPress={onPress}
        className={className}
      >
        {children}
      </Button>
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}

/** "Zurück" to the route the current one names as parent (seed §2). */
function BackLink() {
  const parent = useParentRoute();
  if (!parent) return null;
  return (
    <Link
      to={parent.to}
      search={listReturnSearch(parent.to)}
      className="flex min-h-11 items-center gap-1 rounded-lg pr-3 pl-1.5 text-sm font-medium text-slate-700 outline-offset-2 outline-brand-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 sm:min-h-9 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <ChevronLeft aria-hidden className="size-5" />
      <Trans>Zurück</Trans>
    </Link>
  );
}
