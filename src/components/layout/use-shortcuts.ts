import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getSession } from '@/lib/session';

/**
 * Signed-in shortcuts (seed §2): Ctrl+P opens CreatePatient, Ctrl+T CreateTransport, Ctrl+F
 * CreateFavoriteAddress; the browser's own action (print, new tab, find) is suppressed.
 *
 * Listened for by the root, which is always there, and answered while a session exists: in the
 * signed-in layout the listener came only once the layout's code and home's data had arrived, so
 * a shortcut in the first second or two after sign-in was lost (issue 27.9).
 */
export const SHORTCUTS = {
  p: '/directory/patients/create',
  t: '/transport/create',
  f: '/directory/favorite-addresses/create',
} as const;

export function useShortcuts(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.shiftKey || event.metaKey) return;
      if (!getSession()) return;
      const to = SHORTCUTS[event.key.toLowerCase() as keyof typeof SHORTCUTS];
      if (!to) return;
      event.preventDefault();
      void navigate({ to });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
