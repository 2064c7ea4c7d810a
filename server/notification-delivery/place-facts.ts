/**
 * A place as notifications may know it (decision 087): its name, postcode and city — the street
 * is never read, so no bell, push or e-mail can carry a patient's home.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RouteEnd } from '../../src/contract/route-label';

/** `place` is a stored TransportPlace (jsonb): a transport's start, a series order's destination. */
export const placeFacts = (place: SQL) =>
  sql<RouteEnd>`jsonb_build_object(
    'name', ${place}->>'name',
    'address', jsonb_build_object(
      'zipCode', coalesce(${place}->'address'->>'zipCode', ''),
      'city', coalesce(${place}->'address'->>'city', '')))`;
