/**
 * The lifecycle of a transport (PRODUCT.md §4), in one pure table that the server enforces and the
 * client reads to show only the actions a viewer may take. Who may act is a *relation* of the
 * viewer's organisation to the transport, not a role: the ordering organisation, the assigned
 * company, or a transport company that sees it on the marketplace.
 *
 * Refusals come in two kinds, as the API answers them: the viewer may never take this action
 * (403/1403), or may, but not from the transport's current status (409/1410).
 */

export const TRANSPORT_STATUSES = [
  'open',
  'assigned',
  'en_route',
  'at_pickup',
  'in_transit',
  'at_destination',
  'completed',
  'cancelled',
  'expired',
] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];

/**
 * The statuses in which a phone shares its position (issue 29): 3 Anfahrt, 4 Am Abholort, 7
 * Patient an Bord. Here, not in ./arrival, so that the crew's card can ask without loading the
 * arrival contract.
 */
export const SHARING_STATUSES: readonly TransportStatus[] = ['en_route', 'at_pickup', 'in_transit'];

/** The crew's steps, in order; the two optional ones may be skipped. */
export const CREW_STEPS = [
  'en_route',
  'at_pickup',
  'in_transit',
  'at_destination',
  'completed',
] as const;
export type CrewStep = (typeof CREW_STEPS)[number];
export const OPTIONAL_CREW_STEPS: readonly CrewStep[] = ['at_pickup', 'at_destination'];

/** The radio status numbers German crews know (FMS) for the crew's steps. */
export const FMS_STATUS: Partial<Record<CrewStep, number>> = {
  en_route: 3,
  at_pickup: 4,
  in_transit: 7,
  at_destination: 8,
};

/** Statuses in which nothing happens any more. */
export const FINAL_STATUSES: readonly TransportStatus[] = ['completed', 'cancelled', 'expired'];

/** Statuses in which a crew is on the road with or for the patient. */
export const UNDERWAY_STATUSES: readonly TransportStatus[] = [
  'en_route',
  'at_pickup',
  'in_transit',
  'at_destination',
];

export type Relation = 'orderer' | 'assigned' | 'marketplace' | 'system';

export type TransportAction =
  | 'accept'
  | 'return'
  | 'cancel'
  | 'expire'
  | 'escalate'
  | 'republish'
  | 'edit'
  | 'release'
  | 'assignCrew'
  | CrewStep;

type Rule = {
  by: Relation;
  from: readonly TransportStatus[];
  /** The status afterwards; absent for actions that do not change it. */
  to?: TransportStatus;
  /** A reason text is required (return, cancel). */
  needsReason?: boolean;
};

export const LIFECYCLE: Record<TransportAction, Rule> = {
  accept: { by: 'marketplace', from: ['open'], to: 'assigned' },
  return: { by: 'assigned', from: ['assigned'], to: 'open', needsReason: true },
  cancel: {
    by: 'orderer',
    from: ['open', 'assigned', 'en_route', 'at_pickup'],
    to: 'cancelled',
    needsReason: true,
  },
  expire: { by: 'system', from: ['open'], to: 'expired' },
  // The escalation ladder's steps while nobody takes it (decision 042): the status stays open.
  escalate: { by: 'system', from: ['open'] },
  // "Erneut ausschreiben": the orderer copies an expired transport with a new time (decision 042).
  republish: { by: 'orderer', from: ['expired'] },
  // The orderer changes the order until a crew sets off; the company is told (notifications).
  edit: { by: 'orderer', from: ['open', 'assigned'] },
  // An on-call return trip gets its time (and only then reaches the marketplace); a company's
  // own order is assigned to itself from the start, its return trip too.
  release: { by: 'orderer', from: ['open', 'assigned'] },
  assignCrew: { by: 'assigned', from: ['assigned', ...UNDERWAY_STATUSES] },
  en_route: { by: 'assigned', from: ['assigned'], to: 'en_route' },
  at_pickup: { by: 'assigned', from: ['en_route'], to: 'at_pickup' },
  in_transit: { by: 'assigned', from: ['en_route', 'at_pickup'], to: 'in_transit' },
  at_destination: { by: 'assigned', from: ['in_transit'], to: 'at_destination' },
  completed: { by: 'assigned', from: ['in_transit', 'at_destination'], to: 'completed' },
};

export type Decision =
  | { allowed: true; to: TransportStatus | undefined }
  /** `forbidden`: never for this viewer (403); `status`: not from the current status (409). */
  | { allowed: false; refusal: 'forbidden' | 'status' };

/**
 * May a viewer with these relations take `action` on a transport in `status`? A company that
 * ordered for itself is both orderer and assigned.
 */
export function decide(
  action: TransportAction,
  status: TransportStatus,
  relations: ReadonlySet<Relation>,
): Decision {
  const rule = LIFECYCLE[action];
  if (!relations.has(rule.by)) return { allowed: false, refusal: 'forbidden' };
  if (!rule.from.includes(status)) return { allowed: false, refusal: 'status' };
  return { allowed: true, to: rule.to };
}

/** The actions a viewer can take now, in the order the transport view shows them. */
export function availableActions(
  status: TransportStatus,
  relations: ReadonlySet<Relation>,
): TransportAction[] {
  return (Object.keys(LIFECYCLE) as TransportAction[]).filter(
    (action) => LIFECYCLE[action].by !== 'system' && decide(action, status, relations).allowed,
  );
}

/** The crew's next steps from `status`: the next required one, and an optional one before it. */
/** Whether an action is one of the crew's steps (drawn and queued by the crew feature). */
export const isCrewStep = (action: TransportAction): action is CrewStep =>
  (CREW_STEPS as readonly string[]).includes(action);

export function nextCrewSteps(status: TransportStatus): CrewStep[] {
  return CREW_STEPS.filter((step) => LIFECYCLE[step].from.includes(status));
}

export const needsReason = (action: TransportAction) => LIFECYCLE[action].needsReason === true;
