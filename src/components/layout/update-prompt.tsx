import { lazy, Suspense, useState } from 'react';
import { useUpdateAvailable } from '@/lib/service-worker';

// Its buttons would bring the kit's button into the entry for a prompt most starts never show
// (decision 110); a new version is found online, and its chunk is in the precache anyway.
const UpdateNotice = lazy(() =>
  import('./update-notice').then((module) => ({ default: module.UpdateNotice })),
);

/**
 * "Neue Version verfügbar — Neu laden" (PRODUCT.md §8). Polite: it never takes focus and can be
 * put off; the new version only takes over when the user presses the button.
 */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const [dismissed, setDismissed] = useState(false);

  return (
    // The live region stays mounted so screen readers announce the text when it appears.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {available && !dismissed && (
        <Suspense>
          <UpdateNotice onDismiss={() => setDismissed(true)} />
        </Suspense>
      )}
    </div>
  );
}
