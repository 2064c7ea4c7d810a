/**
 * Delivers committed domain events to their handlers, after commit, at least once.
 *
 * It wakes at once on the NOTIFY of an emitting transaction (every instance hears it), on a
 * periodic sweep, after the LISTEN connection came back, and on start — the sweeps catch events
 * left by a crash or a missed signal. Each pass fans new events out into deliveries and claims
 * due ones in batches (deliveries.ts); a failing handler is retried with growing pauses up to
 * MAX_ATTEMPTS, its last error stored. Passes never overlap within an instance.
 */
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { dispatcherFailures } from '../metrics/registry';
import { checkedPayload, isEventType, type DomainEvent } from './catalogue';
import { claim, fanOut, markDone, markFailed, type ClaimedDelivery } from './deliveries';
import { EVENTS_CHANNEL } from './emit';
import type { EventHandler } from './handler';

export const MAX_ATTEMPTS = 8;
/** A handler still running after this is aborted and its attempt counted as failed. */
export const HANDLER_TIMEOUT_MS = 60_000;
/** A claimed delivery not settled within this (a crashed instance) becomes due again. */
const LEASE_MS = 2 * HANDLER_TIMEOUT_MS;
const CLAIM_BATCH = 10;
const SWEEP_EVERY_MS = 10_000;

/** Pause before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min … ≤ 1 h. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export type Dispatcher = {
  /** Listens for signals, starts the periodic sweep and sweeps once now. */
  start(): Promise<void>;
  /** Stops waking up and waits (at most `timeoutMs`) for running handlers. */
  stop(timeoutMs?: number): Promise<void>;
  /** Delivers what is due now and resolves when nothing due is left (tests). */
  settle(): Promise<void>;
};

export function createDispatcher(options: {
  database: Database;
  handlers: EventHandler[];
  log: Logger;
  now: () => Date;
  sweepEveryMs?: number;
}): Dispatcher {
  const { database, handlers, log, now } = options;
  const db = database.db;
  const byName = new Map(handlers.map((handler) => [handler.name, handler]));
  if (byName.size !== handlers.length) throw new Error('Event handler names must be unique');
  const names = [...byName.keys()];

  let started = false;
  let again = false;
  let running: Promise<void> | null = null;
  const inFlight = new Set<AbortController>();
  const cleanups: (() => unknown)[] = [];

  const wake = (): Promise<void> => {
    again = true;
    running ??= loop();
    return running;
  };

  async function loop(): Promise<void> {
    try {
      while (again && started) {
        again = false;
        await pass();
      }
    } catch (error) {
      // The database is away: the next signal or sweep tries again.
      log.error('[events] dispatching failed', error);
    } finally {
      running = null;
    }
  }

  async function pass(): Promise<void> {
    while (started) {
      const at = now();
      const fanned = await fanOut(db, handlers, at);
      const claimed = await claim(db, names, at, new Date(at.getTime() + LEASE_MS), CLAIM_BATCH);
      if (claimed.length === 0 && fanned === 0) return;
      await Promise.all(claimed.map(deliver));
    }
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const handler = byName.get(delivery.handler)!;
    const controller = new AbortController();
    inFlight.add(controller);
    const timeout = setTimeout(
      () => controller.abort(new Error(`timed out after ${HANDLER_TIMEOUT_MS / 1000} s`)),
      HANDLER_TIMEOUT_MS,
    );
    try {
      await Promise.race([
        run(handler, delivery, controller.signal),
        rejectOnAbort(controller.signal),
      ]);
      await markDone(db, delivery, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        delivery.attempts >= MAX_ATTEMPTS
          ? null
          : new Date(now().getTime() + retryDelayMs(delivery.attempts));
      dispatcherFailures.inc({ handler: delivery.handler, given_up: retryAt ? 'false' : 'true' });
      log.warn(
        `[events] ${delivery.handler} failed on ${delivery.type} ${delivery.eventId} ` +
          `(attempt ${delivery.attempts} of ${MAX_ATTEMPTS}${retryAt ? '' : ', giving up'}): ${message}`,
      );
      // If even this fails, the lease runs out and the delivery comes back.
      await markFailed(db, delivery, message, retryAt).catch((markError) =>
        log.error('[events] storing a delivery failure failed', markError),
      );
    } finally {
      clearTimeout(timeout);
      inFlight.delete(controller);
    }
  }

  async function run(handler: EventHandler, delivery: ClaimedDelivery, signal: AbortSignal) {
    if (!isEventType(delivery.type)) throw new Error(`Unknown event type ${delivery.type}`);
    const event = {
      id: delivery.eventId,
      type: delivery.type,
      payload: checkedPayload(delivery.type, delivery.payload),
      createdAt: delivery.createdAt,
    } as DomainEvent;
    await handler.handle(event, signal);
  }

  return {
    async start() {
      if (started) return;
      started = true;
      const unlisten = await database.listen(EVENTS_CHANNEL, () => void wake());
      cleanups.push(
        unlisten,
        database.onReconnect(() => void wake()),
      );
      const timer = setInterval(() => void wake(), options.sweepEveryMs ?? SWEEP_EVERY_MS);
      timer.unref();
      cleanups.push(() => clearInterval(timer));
      void wake();
    },

    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      for (const cleanup of cleanups.splice(0)) await cleanup();
      if (!running) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = await Promise.race([
        running.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
      ]);
      clearTimeout(timer);
      if (gaveUp) {
        log.warn(`[events] handlers still running after ${timeoutMs} ms; their leases run out`);
        for (const controller of inFlight) controller.abort(new Error('shutting down'));
      }
    },

    settle: () => (started ? wake() : Promise.resolve()),
  };
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
