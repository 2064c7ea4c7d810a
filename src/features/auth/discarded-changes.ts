import { plural } from '@lingui/core/macro';
import { toast } from '@/components/ui/toast';

/**
 * Said after a sign-in that discarded another person's changes still waiting on this device:
 * the login page warns before, this says it happened (decision 045).
 */
export function announceDiscardedChanges(discarded: number): void {
  if (discarded === 0) return;
  toast.show({
    severity: 'info',
    title: plural(discarded, {
      one: '# nicht übertragene Änderung einer anderen Anmeldung wurde von diesem Gerät gelöscht.',
      other:
        '# nicht übertragene Änderungen einer anderen Anmeldung wurden von diesem Gerät gelöscht.',
    }),
  });
}
