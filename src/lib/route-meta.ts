/**
 * Navigation metadata every route carries (seed §2): its name, title (a translation key),
 * position in the sidebar, visibility, the transport-company flag, icon and parent route.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { RegisteredRouter, ToPathOption } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';

/** A path of the app's routes as links take it (`/directory/patients`), typed from the route tree. */
export type AppPath = Extract<ToPathOption<RegisteredRouter, '/', undefined>, `/${string}`>;

export type RouteName =
  | 'login'
  | 'register'
  | 'request-recovery'
  | 'reset-password'
  | 'confirm-email'
  | 'transport'
  | 'planned-transport-calendar'
  | 'transport-create'
  | 'transport-update'
  | 'transport-view'
  | 'transport-series'
  | 'marketplace'
  | 'scorecards'
  | 'dispatch'
  | 'directory'
  | 'patients'
  | 'patient-create'
  | 'patient-update'
  | 'favorite-addresses'
  | 'favorite-address-create'
  | 'favorite-address-update'
  | 'help'
  | 'settings'
  | 'notifications'
  | 'billing'
  | 'escalation'
  | 'vehicles'
  | 'account'
  | 'teams'
  | 'team-create'
  | 'team-update'
  | 'user-create'
  | 'user-update';

/**
 * An extra sidebar entry that is a view of a route rather than a route of its own, such as the
 * marketplace's "Offene Transporte" (`?view=open`). `isDefault` marks the view shown when the
 * search parameter is absent.
 */
export type NavView = {
  name: string;
  title: MessageDescriptor;
  to: AppPath;
  /** A key set to undefined is absent from the URL, and the view is active only without it. */
  search?: Record<string, string | undefined>;
  isDefault?: boolean;
  /** Listed for transport-company users only, like a route with this flag. */
  onlyTransportCompany?: boolean;
};

export type RouteMeta = {
  name: RouteName;
  /** Page title and, unless `navTitle` is given, the navigation label. */
  title?: MessageDescriptor;
  /** One sentence on what the page is for, shown on overview pages. */
  description?: MessageDescriptor;
  /** The label of a sidebar entry when it differs from the page title. */
  navTitle?: MessageDescriptor;
  position?: 'top' | 'bottom';
  /** Listed in the navigation when true or unset. */
  visible?: boolean;
  onlyTransportCompany?: boolean;
  /** Listed for admins of medical organisations (MD, RH) only, e.g. the escalation ladder. */
  onlyMedicalAdmin?: boolean;
  icon?: LucideIcon;
  /** The route "Zurück" leads to, and the sidebar entry this one is listed under. */
  parent?: RouteName;
  /** Position among the entries listed under the same parent (ascending; default 100). */
  order?: number;
  /** Views listed under this entry (before its child routes). */
  views?: NavView[];
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    meta?: RouteMeta;
  }
}
