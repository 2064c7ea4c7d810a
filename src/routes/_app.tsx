import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { landsOnToday } from '@/features/crew/crew-landing';
import { loadSignedInTexts } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { loginRedirect } from '@/lib/session-ended-elsewhere';

/**
 * Every route but the auth pages needs a signed-in user (seed §2). The login comes back to the
 * page, and says why when the server ended this device's session (issue 10.14).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    const session = getSession();
    if (!session) throw redirect(loginRedirect(location.href));
    // A crew member's app opens on the crew's work (decision 070).
    if (landsOnToday(session.user, location)) {
      throw redirect({ to: '/', search: { view: 'today' }, replace: true });
    }
    // Signed in just now: the texts of the signed-in screens, beyond the login's part.
    await loadSignedInTexts();
  },
  component: AppLayout,
});
