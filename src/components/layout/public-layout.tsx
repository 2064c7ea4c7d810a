import { Outlet } from '@tanstack/react-router';

/** The signed-out layout (seed §1): only the routed page. */
export function PublicLayout() {
  return <Outlet />;
}
