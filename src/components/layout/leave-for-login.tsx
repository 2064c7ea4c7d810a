import { Navigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { loginRedirect } from '@/lib/session-ended-elsewhere';

/**
 * Goes where the signed-in guard sends the device, which the root's session listener runs again
 * meanwhile: the router follows only the newer of two navigations, so both must say the same —
 * a bare "/login" here once won and lost the page and the reason (issue 10.14). The target is
 * taken once, as the session ended: the location changes while the router leaves. A form's
 * question about unsaved input cannot hold it up: the form is gone with the session.
 */
export function LeaveForLogin() {
  const router = useRouter();
  const [target] = useState(() => loginRedirect(router.state.location.href));
  return <Navigate {...target} replace ignoreBlocker />;
}
