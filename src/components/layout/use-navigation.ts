import { useMemo } from 'react';
import { type RegisteredRouter, useMatches, useRouter, useSearch } from '@tanstack/react-router';
import { useCurrentUser } from '@/lib/session';
import {
  activeNames,
  buildNavigation,
  isEntryActive,
  type NavEntry,
  type NavRoute,
} from './navigation';

/** The sidebar's entries for the signed-in user, and which of them is active right now. */
export function useNavigation() {
  const router = useRouter();
  const user = useCurrentUser();
  const organizationType = user.organization.type.value;
  const role = user.role;
  const routes = useMemo(() => allRoutes(router), [router]);
  const navigation = useMemo(
    () => buildNavigation(routes, organizationType, role),
    [routes, organizationType, role],
  );
  const matched = useMatches({
    select: (matches) =>
      matches.flatMap((match) => {
        const name = match.staticData?.meta?.name;
        return name ? [name] : [];
      }),
    structuralSharing: true,
  });
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const names = useMemo(() => activeNames(routes, matched), [routes, matched]);
  const isActive = (entry: NavEntry) => isEntryActive(entry, { names, matched, search });
  return { navigation, isActive };
}

/** The metadata of the deepest matched route that has any. */
export function useCurrentRouteMeta() {
  return useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const meta = matches[i]!.staticData?.meta;
        if (meta) return meta;
      }
      return undefined;
    },
  });
}

/** The app's routes with their typed paths (`to`), as links take them. */
export function allRoutes(router: RegisteredRouter): NavRoute[] {
  return Object.values(router.routesByPath);
}
