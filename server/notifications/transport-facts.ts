/**
 * What notifications may know of a transport: its number, who ordered it, who took it, where
 * and when it is picked up, its state — never anything about the patient (PRODUCT.md §5).
 */
import type { TransportStatus } from '../../src/contract/transport-lifecycle';
import type { Db } from '../db/client';

export type TransportFacts = {
  id: string;
  number: string;
  orderingOrganizationId: string;
  assignedCompanyId: string | null;
  pickupPostcode: string;
  pickupCity: string;
  destinationCity: string;
  pickupAt: Date;
  status: TransportStatus;
  version: number;
};

/** Reads the facts of one transport; null when it does not exist (any longer). */
export type ReadTransportFacts = (db: Db, transportId: string) => Promise<TransportFacts | null>;

/**
 * THE one place that reads transports for notifications, realtime, push and mail. The
 * transports table is built on another branch: at the merge this reads its row (number,
 * organization_id, assigned company, start postcode and city, destination city, pickup_at,
 * status, version). Until then there are no transports, and so nothing to tell.
 */
export const readTransportFacts: ReadTransportFacts = async () => null;
