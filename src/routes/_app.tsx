import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { loadWholeCatalogue } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { loginRedirect } from '@/lib/session-ended-elsewhere';

/**
 * Every route but the auth pages needs a signed-in user (seed §2). The login comes back to the
 * page, and says why when the server ended this device's session (issue 10.14).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    if (!getSession()) throw redirect(loginRedirect(location.href));
    // Signed in just now: the texts of the signed-in screens, beyond the login's part.
    await loadWholeCatalogue();
  },
  component: AppLayout,
});
