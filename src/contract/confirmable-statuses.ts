/**
 * When a ride may be confirmed (decision 073): from status 4 (at the pickup) on, before it nobody
 * is there to sign. A module of its own, so the crew's "Heute" asks it without the schemas.
 */
import type { TransportStatus } from './transport-lifecycle';

export const CONFIRMABLE_STATUSES: readonly TransportStatus[] = [
  'at_pickup',
  'in_transit',
  'at_destination',
  'completed',
];
