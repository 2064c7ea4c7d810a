import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Signed-in shortcuts (seed §2): Ctrl+P opens CreatePatient, Ctrl+T CreateTransport, Ctrl+F
 * CreateFavoriteAddress; the browser's own action (print, new tab, find) is suppressed.
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
      const to = SHORTCUTS[event.key.toLowerCase() as keyof typeof SHORTCUTS];
      if (!to) return;
      event.preventDefault();
      void navigate({ to });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
