import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/styles';
import type { NotificationItem } from '@/contract/notification';
import { formatDateTime } from '@/lib/dates';
import { useRealtimeState } from '@/lib/realtime';
import { useMarkAllAsRead, useMarkAsRead } from '../api/get-notifications';

/** The bell's panel under its button: scrollable, at most 75vh (seed §2, §4). */
export default function NotificationPanel({
  id,
  triggerRef,
  isOpen,
  onOpenChange,
  items,
  unread,
}: {
  id: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  items: NotificationItem[];
  unread: number;
}) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      offset={8}
      className="w-[min(24rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white shadow-xl outline-0 transition-opacity duration-150 data-entering:opacity-0 data-exiting:opacity-0 dark:border-slate-700 dark:bg-slate-900"
    >
      <Dialog id={id} className="flex max-h-[75vh] flex-col outline-0">
        {({ close }) => <Panel items={items} unread={unread} close={close} />}
      </Dialog>
    </Popover>
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
