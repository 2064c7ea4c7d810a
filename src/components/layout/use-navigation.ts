import { useMemo } from 'react';
import {
  type RegisteredRouter,
  useMatches,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
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
  // Where the user is going, not only the page shown: the location changes on the click, the
  // page once its data is loaded. The entry clicked lights up at once, also on a slow network.
  const location = useRouterState({ select: (state) => state.location });
  const matched = useMemo(
    () =>
      router.getMatchedRoutes(location.pathname)[0].flatMap((route) => {
        const name = route.options.staticData?.meta?.name;
        return name ? [name] : [];
      }),
    [router, location.pathname],
  );
  const search = location.search as Record<string, unknown>;
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

/** The route the current one names as its parent (seed §2): where "Zurück" leads; none at the top. */
export function useParentRoute(): NavRoute | undefined {
  const meta = useCurrentRouteMeta();
  const router = useRouter();
  if (!meta?.parent) return undefined;
  return allRoutes(router).find((route) => route.options.staticData?.meta?.name === meta.parent);
}

/** The app's routes with their typed paths (`to`), as links take them. */
export function allRoutes(router: RegisteredRouter): NavRoute[] {
  return Object.values(router.routesByPath);
}
