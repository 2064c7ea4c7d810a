/**
 * What notifications may know of a transport: its number, who ordered it, who took it, where
 * and when it is picked up (a place's name, postcode and city), its state — never anything about the patient (PRODUCT.md §5).
 */
import { eq, sql } from 'drizzle-orm';
import type { EscalationLevel } from '../../src/contract/escalation';
import type { RouteEnd } from '../../src/contract/route-label';
import type { TransportStatus } from '../../src/contract/transport-lifecycle';
import type { Db } from '../db/client';
import { transports } from '../db/schema';
import { placeFacts } from './place-facts';

export type TransportFacts = {
  id: string;
  number: string;
  orderingOrganizationId: string;
  /** The ordering department and who ordered: "the ward" of the escalation ladder. */
  orderingTeamId: string | null;
  orderedBy: string | null;
  assignedCompanyId: string | null;
  /** The company's crew it was handed to: with the dispatchers, who hears of changes. */
  crewTeamId: string | null;
  pickupPostcode: string;
  /** Name, postcode and city of each end — never the street (decision 087). */
  start: RouteEnd;
  destination: RouteEnd;
  /** Null only for an on-call return trip that has not been released yet. */
  pickupAt: Date | null;
  status: TransportStatus;
  version: number;
  /** The escalation ladder's step (decision 042): from 1 the marketplace reaches further. */
  escalationStep: EscalationLevel;
};

/** Reads the facts of one transport; null when it does not exist (any longer). */
export type ReadTransportFacts = (db: Db, transportId: string) => Promise<TransportFacts | null>;

/**
 * THE one place that reads transports for notifications, realtime, push and mail: system work
 * after a committed event, below any caller's data scope, and only the columns above.
 */
export const readTransportFacts: ReadTransportFacts = async (db, transportId) => {
  const [row] = await db
    .select({
      id: transports.id,
      number: transports.number,
      orderingOrganizationId: transports.organizationId,
      orderingTeamId: transports.teamId,
      orderedBy: transports.createdBy,
      assignedCompanyId: transports.assignedCompanyId,
      crewTeamId: transports.crewTeamId,
      pickupPostcode: transports.startZipCode,
      start: placeFacts(sql`${transports.start}`),
      destination: placeFacts(sql`${transports.destination}`),
      pickupAt: transports.pickupAt,
      status: transports.status,
      version: transports.version,
      escalationStep: transports.escalationStep,
    })
    .from(transports)
    .where(eq(transports.id, transportId));
  if (!row) return null;
  return {
    ...row,
    pickupPostcode: row.pickupPostcode ?? '',
  };
};
