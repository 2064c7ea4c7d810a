import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, BellOff } from 'lucide-react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '@/components/ui/button';

/**
 * The header's notification bell and its panel (seed §2: scrollable, up to 75vh). The
 * notifications themselves arrive with the notifications feature; until then the panel says
 * there are none.
 */
export function NotificationBell() {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <Button variant="ghost" size="icon" aria-label={t`Benachrichtigungen`}>
        <Bell aria-hidden />
      </Button>
      <Popover
        placement="bottom end"
        offset={8}
        className="w-[min(24rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white shadow-xl outline-0 transition-opacity duration-150 data-entering:opacity-0 data-exiting:opacity-0 dark:border-slate-700 dark:bg-slate-900"
      >
        <Dialog className="flex max-h-[75vh] flex-col outline-0">
          <Heading
            slot="title"
            className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900 dark:border-slate-700 dark:text-white"
          >
            <Trans>Benachrichtigungen</Trans>
          </Heading>
          <div className="flex flex-col items-center gap-2 overflow-y-auto px-6 py-10 text-center">
            <BellOff aria-hidden className="size-8 text-slate-400" />
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <Trans>Keine Benachrichtigungen</Trans>
            </p>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
