import { createFileRoute, redirect } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { getSession } from '@/lib/session';

/** The auth pages are reachable only when logged out; a signed-in user goes to / (seed §2). */
export const Route = createFileRoute('/_public')({
  beforeLoad: () => {
    if (getSession()) throw redirect({ to: '/' });
  },
  component: PublicLayout,
});
