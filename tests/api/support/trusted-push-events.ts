/**
 * The harness's events delivered by the server's own handlers, with the stand-in push service's
 * certificate trusted by the push sender: what the push and notification suites deliver through.
 */
import { eventHandlers } from '../../../server/event-handlers';
import { createDispatcher, type Dispatcher } from '../../../server/events/dispatcher';
import type { EventHandler } from '../../../server/events/handler';
import { silentLogger } from '../../../server/logger';
import type { Harness } from './harness';
import type { PushService } from './push-service';

export async function eventsWithTrustedPush(
  harness: Harness,
  service: PushService,
): Promise<{ events: Dispatcher; handlers: EventHandler[] }> {
  await harness.events.stop();
  const handlers = eventHandlers(harness.ctx, { push: { agent: service.agent } });
  const events = createDispatcher({
    database: harness.database,
    handlers,
    log: silentLogger,
    now: harness.ctx.now,
  });
  await events.start();
  return { events, handlers };
}
