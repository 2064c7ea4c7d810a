/**
 * A vehicle's crews of a day changed (decision 129): the company's channel hears
 * `shifts.updated` with the vehicle and the day, so the crews' phones name their vehicle and
 * shift again and the other dispatchers' boards show the crews — at once, also where the change
 * moved no job (a moved job's `transport.assigned` refreshes the lists as before). No
 * notification, no push: a shift is told on the screen that shows it.
 */
import { organizationChannel, REALTIME_EVENTS } from '../../src/contract/realtime';
import type { AppContext } from '../context';
import { on, type EventHandler } from '../events/handler';
import { createBroadcaster } from '../realtime';

export function shiftRefreshHandlers(ctx: AppContext): EventHandler[] {
  const broadcaster = createBroadcaster(ctx);
  return [
    on('vehicle.shift_changed', 'realtime.shifts', async ({ payload }) => {
      await broadcaster.trigger(
        [organizationChannel(payload.companyId)],
        REALTIME_EVENTS.shiftsUpdated,
        {
          vehicleId: payload.vehicleId,
          day: payload.day,
        },
      );
    }),
  ];
}
