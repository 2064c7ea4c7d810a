/**
 * The transport writes the offline queue carries (PRODUCT.md §8, decision 016): a create made
 * without network is kept encrypted on this device and sent once, with its Idempotency-Key, when
 * the network is back; an edit likewise, with the version it was made from; and the crew's status
 * step, tapped on the road. All three are one record type's kinds, so the one overlay shows a
 * queued step alike on the transport view, in the lists and on the crew's card (decision 036).
 */
import { templateRecordOf } from '@/contract/order';
import { isCrewStep, nextCrewSteps, type TransportAction } from '@/contract/transport-lifecycle';
import type { StatusInput, TransportOrderData } from '@/contract/transport';
import { delayApi, type DelayInput } from '@/contract/delay';
import { transportApi } from '@/contract/transport-api';
import type { PatientSnapshot, Transport } from '@/contract/transport-answer';
import { defineWrite, type RecordWrites } from '@/lib/offline-writes/write-kinds';
import { transportKeys } from './transport-keys';

type OrderBody = TransportOrderData & { id: string };

/** Until the server answers, a new order knows its patient only by id. */
const UNKNOWN_PATIENT: PatientSnapshot = {
  firstName: '',
  lastName: '',
  gender: 'woman',
  birthday: '',
  phoneNumber: null,
  healthInsuranceNumber: null,
  insurer: null,
  particularities: null,
  address: null,
};

/** The record as it will be once the queued order went through (the pending overlay). */
export function transportFromOrder(body: OrderBody, previous: Transport | undefined): Transport {
  const now = new Date().toISOString();
  const patient =
    previous && previous.patientId === body.patientId ? previous.patient : UNKNOWN_PATIENT;
  return {
    id: body.id,
    number: previous?.number ?? '',
    status: previous?.status ?? 'open',
    version: (previous?.version ?? 0) + 1,
    organization: previous?.organization ?? { id: '', name: '' },
    assignedCompany: previous?.assignedCompany ?? null,
    team: previous?.team ?? null,
    crew: previous?.crew ?? null,
    vehicle: previous?.vehicle ?? null,
    patientId: body.patientId,
    patient,
    // The order's template as the server will store it (order.ts), with its payer and Muster 4.
    ...templateRecordOf(body, patient),
    pickupAt: body.pickupAt,
    appointmentAt: body.appointmentAt ?? null,
    roundTrip: body.roundTrip
      ? { returnAt: body.roundTrip.returnAt ?? null, onCall: body.roundTrip.onCall }
      : null,
    returnTransportId: previous?.returnTransportId ?? null,
    escalationStep: previous?.escalationStep ?? 0,
    republishedFrom: previous?.republishedFrom ?? null,
    republishedAs: previous?.republishedAs ?? null,
    outboundTransportId: previous?.outboundTransportId ?? null,
    seriesId: previous?.seriesId ?? null,
    seriesDate: previous?.seriesDate ?? null,
    km: previous?.km ?? null,
    waitingMinutes: previous?.waitingMinutes ?? null,
    actions: previous?.actions ?? [],
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}

const touches = [transportKeys.all];

/**
 * The crew's status step as a queued command (decision 016, 026): kept with the time of the tap
 * (`at`), sent in order with the transport's other writes, exactly once. It also changes what the
 * crew's day and the company's marketplace show (their key roots, named here as plain keys).
 */
export const crewStep = defineWrite<Transport, StatusInput>({
  kind: 'transports.status',
  // The transport's own record type: a step replays in order with edits of the same transport.
  recordType: 'transports',
  effect: 'update',
  endpoint: transportApi.status,
  touches: [transportKeys.all, ['crew'], ['marketplace']],
  apply: (transport, step) =>
    transport && {
      ...transport,
      status: step.status,
      actions: actionsAfterStep(transport.actions, step.status),
      ...(step.status === 'completed'
        ? { km: step.km ?? null, waitingMinutes: step.waitingMinutes ?? null }
        : {}),
    },
});

/**
 * A delay told by the crew (decision 113), queued like a step: in order with the transport's
 * steps, sent once — its body's `id` is chosen at the tap, so even a replay after a lost answer
 * is stored once. It changes nothing of the transport record; the arrival (under the transports'
 * key root) shows it once the server has it.
 */
export const delayReport = defineWrite<Transport, DelayInput>({
  kind: 'transports.delay',
  recordType: 'transports',
  effect: 'update',
  endpoint: delayApi.report,
  touches: [transportKeys.all],
  apply: (transport) => transport,
});

/**
 * What the transport's page offers after a step not yet sent: the server named the steps from
 * the status before it, so one who may step gets the next ones by the same lifecycle table the
 * server decides with — a crew in a dead spot goes on from 3 to 4, 7 and 8 on this page as on
 * "Heute". Whoever may not step is offered none; other actions stay as the server named them.
 */
function actionsAfterStep(
  actions: readonly TransportAction[],
  status: Transport['status'],
): TransportAction[] {
  if (!actions.some(isCrewStep)) return [...actions];
  return [...actions.filter((action) => !isCrewStep(action)), ...nextCrewSteps(status)];
}

const createTransport = defineWrite<Transport, OrderBody>({
  kind: 'transports.create',
  recordType: 'transports',
  effect: 'create',
  endpoint: transportApi.create,
  touches,
  apply: (previous, body) => transportFromOrder(body, previous),
});

const updateTransport = defineWrite<Transport, OrderBody & { version: number }>({
  kind: 'transports.update',
  recordType: 'transports',
  effect: 'update',
  endpoint: transportApi.update,
  touches,
  apply: (previous, body) => transportFromOrder(body, previous),
});

export const transportWrites: RecordWrites<Transport> & {
  create: (id: string, data: TransportOrderData) => ReturnType<typeof createTransport>;
  update: (
    id: string,
    data: TransportOrderData,
    version: number,
  ) => ReturnType<typeof updateTransport>;
} = {
  recordType: 'transports',
  kinds: [createTransport, updateTransport, crewStep, delayReport],
  create: (id, data) => createTransport(id, { ...data, id }),
  update: (id, data, version) => updateTransport(id, { ...data, id, version }),
};
