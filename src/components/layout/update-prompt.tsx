import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { applyUpdate, useUpdateAvailable } from '@/lib/service-worker';

/**
 * "Neue Version verfügbar — Neu laden" (PRODUCT.md §8). Polite: it never takes focus and can be
 * put off; the new version only takes over when the user presses the button.
 */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);
  const visible = available && !dismissed;

  return (
    // The live region stays mounted so screen readers announce the text when it appears.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {visible && (
        <div className="pointer-events-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-brand-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg dark:border-brand-800 dark:bg-slate-900 dark:text-slate-100">
          <RefreshCw aria-hidden className="size-4 shrink-0 text-brand-600 dark:text-brand-400" />
          <p className="mr-auto font-medium">
            <Trans>Neue Version verfügbar</Trans>
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onPress={() => setDismissed(true)}>
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
      )}
    </div>
  );
}
