import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { OnceOpened } from '@/components/ui/once-opened';
import { useRealtimeState } from '@/lib/realtime';
import { useCurrentUser } from '@/lib/session';
import { notificationsQueryOptions } from '../api/get-notifications';
import { useTitleBlink } from './use-title-blink';

// The panel (react-aria's popover and dialog) loads when the bell is first pressed.
const NotificationPanel = lazy(() => import('./notification-panel'));

/** Seed §8: a failed load only clears the loading flag and logs, with this fallback text. */
const LOAD_FAILED = 'An error occurred during login';

/**
 * The header's bell (seed §2, §4): the unread count as a badge; a click opens the panel
 * (scrollable, at most 75vh), clears the count and stops the title blink until something new
 * arrives. Unread entries are highlighted; one or all can be marked read; an entry opens its
 * transport. The button is the panel's trigger as react-aria's would be (`aria-haspopup`,
 * `aria-expanded`, `aria-controls`); the panel returns the focus to it when it closes.
 */
export function NotificationBell() {
  const { t } = useLingui();
  // Keyed by the account's language: saving another one fetches the list written in it, and the
  // count and entries stay until it is there (decision 055).
  const { language } = useCurrentUser();
  const { data, error } = useQuery({
    ...notificationsQueryOptions(language),
    placeholderData: keepPreviousData,
  });
  const unread = data?.unread ?? 0;
  const newest = data?.data[0]?.id;
  // The count is cleared by opening the panel, until a newer notification arrives.
  const [clearedAt, setClearedAt] = useState<string | undefined>();
  const showCount = unread > 0 && clearedAt !== newest;
  useTitleBlink(showCount);
  useEffect(() => {
    if (error) console.error(error.message || LOAD_FAILED);
  }, [error]);
  const realtime = useRealtimeState();
  const offline = realtime === 'unavailable' || realtime === 'failed';
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPress={() => {
          setOpen(true);
          setClearedAt(newest);
        }}
        aria-label={showCount ? t`Benachrichtigungen, ${unread} ungelesen` : t`Benachrichtigungen`}
      >
        <Bell aria-hidden />
        {showCount && (
          <span
            data-testid="bell-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
        {offline && (
          <span
            aria-hidden
            className="absolute right-0.5 bottom-0.5 size-2 rounded-full bg-amber-500 ring-2 ring-white dark:ring-slate-900"
          />
        )}
      </Button>
      <OnceOpened isOpen={open}>
        <NotificationPanel
          id={panelId}
          triggerRef={triggerRef}
          isOpen={open}
          onOpenChange={setOpen}
          items={data?.data ?? []}
          unread={unread}
        />
      </OnceOpened>
    </>
  );
}
