/**
 * A new position refreshes the views of the two organisations that show the transport on its
 * way: `transport.updated` on their channels, with id, status and version only, as every
 * transport change does (decision 027). The clients then ask for the arrival time; the position
 * never travels on a channel. The new estimate may make the transport late: told once (113).
 */
import { organizationChannel, REALTIME_EVENTS } from '../../src/contract/realtime';
import type { AppContext } from '../context';
import { openSystemRepository } from '../db/system-repository';
import { tellArrivalNotices, transportShownBy } from '../modules/travel-times';
import { on, type EventHandler } from '../events/handler';
import { createBroadcaster } from '../realtime';

export function arrivalRefreshHandlers(ctx: AppContext): EventHandler[] {
  const broadcaster = createBroadcaster(ctx);
  // An event is nobody's request: the reporting phone's scope (or the job's) was checked before.
  const refreshViews = async (transportId: string) => {
    const system = openSystemRepository(ctx.database.db, 'arrival-refresh');
    const shown = await transportShownBy(system.handle, transportId);
    if (!shown) return;
    const organizations = [shown.organizationId, shown.assignedCompanyId].filter(
      (id): id is string => id !== null,
    );
    await broadcaster.trigger(
      [...new Set(organizations)].map(organizationChannel),
      REALTIME_EVENTS.transportUpdated,
      { id: shown.id, status: shown.status, version: shown.version },
    );
  };
  return [
    on('transport.position_reported', 'realtime.arrival', (event) =>
      refreshViews(event.payload.transportId),
    ),
    // Late by the new estimate, unreported: told once (decision 113).
    on('transport.position_reported', 'arrival.notices', async (event) => {
      const system = openSystemRepository(ctx.database.db, 'arrival-refresh');
      await tellArrivalNotices(system.handle, event.payload.transportId, ctx.now());
    }),
    // Late, by the estimate or before setting off: the lists show the mark at once.
    on('transport.late', 'realtime.late', (event) => refreshViews(event.payload.transportId)),
  ];
}
