import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded overlay from the first time it opens, and keeps it rendered once
 * closed, so that its closing transition runs as before (decision 115). Until it first opens its
 * code (react-aria's modal, focus scope and positioning) is not fetched; offline it comes from
 * the service worker's precache like every screen's chunk.
 */
export function OnceOpened({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  // Derived from the props while rendering (React's "state from the previous render").
  if (isOpen && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
