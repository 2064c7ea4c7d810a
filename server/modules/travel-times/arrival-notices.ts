/**
 * What a transport's arrival tells once (decisions 113, 114), judged after each reported position
 * by the arrival refresh: late by the estimate and nobody said so; and "Patient vorbereiten" when
 * the estimated arrival at the pickup is as near as the ward asked to be told. A notice's row
 * makes "once" hold across refreshes, processes and a race of two; its event tells the people.
 */
import { isPreparationDue } from '../../../src/contract/delay';
import type { Db } from '../../db/client';
import type { SystemRepository } from '../../db/system-repository';
import { emit } from '../../events/emit';
import { arrivalOf } from './arrival-service';
import { lateDepartures, recordNotice } from './delay-store';
import { transportShownBy } from './position-store';

export async function tellArrivalNotices(handle: Db, transportId: string, now: Date) {
  const transport = await transportShownBy(handle, transportId);
  if (!transport) return;
  const arrival = await arrivalOf(handle, transport, now, false);
  const company = transport.assignedCompanyId;
  if (arrival.late) {
    await handle.transaction(async (tx) => {
      if (!(await recordNotice(tx, transportId, 'late', company, now))) return;
      await emit(tx, { type: 'transport.late', payload: { transportId } });
    });
  }
  if (isPreparationDue(arrival, transport.preparePatientMinutes, now)) {
    await handle.transaction(async (tx) => {
      if (!(await recordNotice(tx, transportId, 'prepare', company, now))) return;
      await emit(tx, {
        type: 'transport.prepare_patient',
        payload: { transportId, estimatedAt: arrival.estimatedAt! },
      });
    });
  }
}

/**
 * A taken transport nobody has set off for, a quarter of an hour after its pickup, is late
 * without a position to estimate from: told once, as by the arrival refresh (decision 113). The
 * job runs it every TRANSPORT_JOBS_EVERY_SECONDS; the notice's row keeps it once across runs and
 * instances. Returns how many it told.
 */
export async function tellLateDepartures(system: SystemRepository, now: Date): Promise<number> {
  let told = 0;
  for (const transport of await lateDepartures(system.handle, now)) {
    await system.handle.transaction(async (tx) => {
      if (!(await recordNotice(tx, transport.id, 'late', transport.assignedCompanyId, now))) return;
      await emit(tx, { type: 'transport.late', payload: { transportId: transport.id } });
      told++;
    });
  }
  return told;
}
