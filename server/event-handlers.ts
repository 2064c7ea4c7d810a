/**
 * Everything that runs after a domain event was committed (server/events). A feature adds its
 * handlers here; the dispatcher of every instance delivers each event to each of them once.
 */
import type { AppContext } from './context';
import { createDispatcher, type Dispatcher } from './events/dispatcher';
import type { EventHandler } from './events/handler';
import { accountMailHandlers } from './mail/account-mails';
import { invitationMailHandlers } from './mail/invitation-mails';
import { arrivalRefreshHandlers } from './notification-delivery/arrival-refresh';
import { notificationHandlers, type NotificationOptions } from './notification-delivery';
import { shiftRefreshHandlers } from './notification-delivery/shift-refresh';

/** The options replace the transports table's reader and reach a test push service (tests). */
export const eventHandlers = (
  ctx: AppContext,
  options: NotificationOptions = {},
): EventHandler[] => [
  ...accountMailHandlers(ctx),
  ...invitationMailHandlers(ctx),
  ...notificationHandlers(ctx, options),
  ...arrivalRefreshHandlers(ctx),
  ...shiftRefreshHandlers(ctx),
];

/** The dispatcher of this instance, with every handler; `start()` it once the app runs. */
export const createEventDispatcher = (ctx: AppContext): Dispatcher =>
  createDispatcher({
    database: ctx.database,
    handlers: eventHandlers(ctx),
    log: ctx.log,
    now: ctx.now,
  });
