import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { applyUpdate } from '@/lib/service-worker';

/** The prompt's content: "Neue Version verfügbar", put off with "Später" or taken with "Neu laden". */
export function UpdateNotice({ onDismiss }: { onDismiss: () => void }) {
  const [updating, setUpdating] = useState(false);
  return (
    <div className="pointer-events-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-brand-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg dark:border-brand-800 dark:bg-slate-900 dark:text-slate-100">
      <RefreshCw aria-hidden className="size-4 shrink-0 text-brand-600 dark:text-brand-400" />
      <p className="mr-auto font-medium">
        <Trans>Neue Version verfügbar</Trans>
      </p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onPress={onDismiss}>
          <Trans>Später</Trans>
        </Button>
        <Button
          size="sm"
          isPending={updating}
          onPress={() => {
            setUpdating(true);
            void applyUpdate();
          }}
        >
          <Trans>Neu laden</Trans>
        </Button>
      </div>
    </div>
  );
}
