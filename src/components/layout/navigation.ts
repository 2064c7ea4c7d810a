/**
 * The sidebar's entries, derived from the routes' metadata (seed §2): top group transport,
 * marketplace, directory; bottom group help, settings. An entry is listed when `visible` is true
 * or unset and, if flagged `onlyTransportCompany`, only for transport-company users (and if
 * flagged `onlyMedicalAdmin`, only for admins of medical organisations). Entries
 * listed under a group are the group's own views, then the routes naming it as `parent`.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import type { OrganizationType, Role } from '@/contract/auth';
import type { AppPath, RouteMeta, RouteName } from '@/lib/route-meta';

export type NavEntry = {
  name: string;
  title: MessageDescriptor;
  description?: MessageDescriptor;
  to: AppPath;
  search?: Record<string, string | undefined>;
  icon?: LucideIcon;
  children: NavEntry[];
  /** When the entry counts as active: its route matched, and its view's search if it is one. */
  match: { routeName: string; search?: Record<string, string | undefined>; isDefault?: boolean };
};

export type Navigation = { top: NavEntry[]; bottom: NavEntry[] };

const GROUP_ORDER: Record<'top' | 'bottom', RouteName[]> = {
  top: ['transport', 'dispatch', 'marketplace', 'directory', 'scorecards'],
  bottom: ['help', 'settings'],
};

/** What the navigation needs of a route: its path as links take it, and its metadata. */
export type NavRoute = { to: AppPath; options: { staticData?: { meta?: RouteMeta } } };

type MetaRoute = { meta: RouteMeta; to: AppPath };

function metaRoutes(routes: readonly NavRoute[]): MetaRoute[] {
  return routes.flatMap((route) => {
    const meta = route.options.staticData?.meta;
    return meta ? [{ meta, to: route.to }] : [];
  });
}

const listed = (meta: RouteMeta, organizationType: OrganizationType, role: Role) =>
  meta.visible !== false &&
  (!meta.onlyTransportCompany || organizationType === 'T') &&
  (!meta.onlyMedicalAdmin || (organizationType !== 'T' && role === 'admin'));

const rank = (order: RouteName[], name: RouteName) => {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
};

export function buildNavigation(
  routes: readonly NavRoute[],
  organizationType: OrganizationType,
  role: Role = 'member',
): Navigation {
  const all = metaRoutes(routes);
  const routeNameAt = (to: string) => all.find((route) => route.to === to)?.meta.name ?? '';

  const childrenOf = (meta: RouteMeta): NavEntry[] => [
    ...(meta.views ?? [])
      .filter((view) => !view.onlyTransportCompany || organizationType === 'T')
      .map((view) => ({
        ...view,
        children: [],
        match: { routeName: routeNameAt(view.to), search: view.search, isDefault: view.isDefault },
      })),
    ...all
      .filter((child) => child.meta.parent === meta.name && child.meta.title)
      .filter((child) => listed(child.meta, organizationType, role))
      .sort((a, b) => (a.meta.order ?? 100) - (b.meta.order ?? 100))
      .map(({ meta: childMeta, to }) => ({
        name: childMeta.name,
        title: childMeta.navTitle ?? childMeta.title!,
        description: childMeta.description,
        to,
        icon: childMeta.icon,
        children: [],
        match: { routeName: childMeta.name },
      })),
  ];

  const group = (position: 'top' | 'bottom') =>
    all
      .filter(({ meta }) => meta.position === position && listed(meta, organizationType, role))
      .sort(
        (a, b) =>
          rank(GROUP_ORDER[position], a.meta.name) - rank(GROUP_ORDER[position], b.meta.name),
      )
      .map(({ meta, to }) => ({
        name: meta.name,
        title: meta.navTitle ?? meta.title!,
        to,
        icon: meta.icon,
        children: childrenOf(meta),
        match: { routeName: meta.name },
      }));
  return { top: group('top'), bottom: group('bottom') };
}

/**
 * The names counting as matched: the matched routes' own names plus their parents', so a form
 * under "Patienten" keeps "Patienten" and "Stammdaten" active.
 */
export function activeNames(
  routes: readonly NavRoute[],
  matchedNames: readonly string[],
): Set<string> {
  const parentOf = new Map<string, string | undefined>(
    metaRoutes(routes).map(({ meta }) => [meta.name, meta.parent]),
  );
  const names = new Set<string>();
  for (const matched of matchedNames) {
    let name: string | undefined = matched;
    while (name && !names.has(name)) {
      names.add(name);
      name = parentOf.get(name);
    }
  }
  return names;
}

/**
 * A route entry is active when its name is among the active names (matched routes and their
 * parents). A view is active only when its route itself matched (not merely a child of it) with
 * the view's search, or without the parameter for the default view.
 */
export function isEntryActive(
  entry: NavEntry,
  active: { names: Set<string>; matched: readonly string[]; search: Record<string, unknown> },
): boolean {
  const { routeName, search: wanted, isDefault } = entry.match;
  if (!wanted && entry.name === routeName) return active.names.has(routeName);
  if (!active.matched.includes(routeName)) return false;
  return Object.entries(wanted ?? {}).every(([key, value]) =>
    active.search[key] === undefined ? !!isDefault : active.search[key] === value,
  );
}
