import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/styles';
import type { NotificationItem } from '@/contract/notification';
import { formatDateTime } from '@/lib/dates';
import { useRealtimeState } from '@/lib/realtime';
import { useCurrentUser } from '@/lib/session';
import {
  notificationsQueryOptions,
  useMarkAllAsRead,
  useMarkAsRead,
} from '../api/get-notifications';
import { useTitleBlink } from './use-title-blink';

/** Seed §8: a failed load only clears the loading flag and logs, with this fallback text. */
const LOAD_FAILED = 'An error occurred during login';

/**
 * The header's bell (seed §2, §4): the unread count as a badge; a click opens the panel
 * (scrollable, at most 75vh), clears the count and stops the title blink until something new
 * arrives. Unread entries are highlighted; one or all can be marked read; an entry opens its
 * transport.
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

  return (
    <DialogTrigger onOpenChange={(open) => open && setClearedAt(newest)}>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
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
      <Popover
        placement="bottom end"
        offset={8}
        className="w-[min(24rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white shadow-xl outline-0 transition-opacity duration-150 data-entering:opacity-0 data-exiting:opacity-0 dark:border-slate-700 dark:bg-slate-900"
      >
        <Dialog className="flex max-h-[75vh] flex-col outline-0">
          {({ close }) => <Panel items={data?.data ?? []} unread={unread} close={close} />}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function Panel({
  items,
  unread,
  close,
}: {
  items: NotificationItem[];
  unread: number;
  close: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const markAsRead = useMarkAsRead();
  const markAll = useMarkAllAsRead();
  const realtime = useRealtimeState();
  const open = (item: NotificationItem) => {
    if (!item.isRead) markAsRead.mutate(item.id);
    close();
    if (item.notification.link) void navigate({ href: item.notification.link });
  };
  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <Heading
          slot="title"
          className="flex-1 text-sm font-semibold text-slate-900 dark:text-white"
        >
          <Trans>Benachrichtigungen</Trans>
        </Heading>
        {unread > 0 && (
          <Button variant="ghost" className="gap-1.5 px-2 text-xs" onPress={() => markAll.mutate()}>
            <CheckCheck aria-hidden className="size-4" />
            <Trans>Alle als gelesen markieren</Trans>
          </Button>
        )}
      </div>
      {realtime !== 'connected' && realtime !== 'initialized' && (
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-xs text-amber-900 dark:border-amber-900/50 dark:bg-amber-950/40 dark:text-amber-200">
          <RealtimeStateText state={realtime} />
        </p>
      )}
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <BellOff aria-hidden className="size-8 text-slate-400" />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Keine Benachrichtigungen</Trans>
          </p>
        </div>
      ) : (
        <ul className="overflow-y-auto" aria-label={t`Benachrichtigungen`}>
          {items.map((item) => (
            <li
              key={item.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <button
                type="button"
                onClick={() => open(item)}
                className={cx(
                  'flex w-full gap-3 px-4 py-3 text-left outline-offset-[-2px] outline-brand-600 hover:bg-slate-50 focus-visible:outline-2 dark:hover:bg-slate-800',
                  !item.isRead && 'bg-brand-50 dark:bg-brand-950/40',
                )}
              >
                <span
                  aria-hidden
                  className={cx(
                    'mt-1.5 size-2 shrink-0 rounded-full',
                    item.isRead ? 'bg-transparent' : 'bg-brand-600 dark:bg-brand-400',
                  )}
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span
                    className={cx(
                      'text-sm text-slate-900 dark:text-white',
                      !item.isRead && 'font-semibold',
                    )}
                  >
                    {item.notification.title}
                    {!item.isRead && <span className="sr-only"> ({t`ungelesen`})</span>}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {item.notification.message}
                  </span>
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    {formatDateTime(item.createdAt)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RealtimeStateText({ state }: { state: string }) {
  switch (state) {
    case 'connecting':
      return <Trans>Live-Verbindung wird aufgebaut …</Trans>;
    case 'unavailable':
      return <Trans>Live-Verbindung nicht verfügbar – neue Meldungen kommen verzögert.</Trans>;
    case 'failed':
      return <Trans>Live-Verbindung nicht möglich.</Trans>;
    default:
      return <Trans>Live-Verbindung getrennt.</Trans>;
  }
}
