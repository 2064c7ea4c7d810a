import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { getSession, wasSessionEndedByServer } from '@/lib/session';

/**
 * Every route but the auth pages needs a signed-in user (seed §2). The login comes back to the
 * page, and says so when the server ended this device's session (issue 10).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!getSession()) {
      throw redirect({
        to: '/login',
        search: { redirect: location.href, signedOut: wasSessionEndedByServer() || undefined },
      });
    }
  },
  component: AppLayout,
});
