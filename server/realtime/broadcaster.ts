/**
 * How the API sends realtime events: through the embedded server (a database signal that every
 * instance's socket server hears, fan-out.ts) by default, or — with PUSHER_* set — to Pusher
 * Channels / soketi through the official `pusher` SDK, in which case we serve no sockets.
 */
import Pusher from 'pusher';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { ServerKeys } from '../keys';
import { sendDelivery } from './fan-out';
import type { AppCredentials } from './signatures';

export type Broadcaster = {
  /** Sends `data` (JSON-encoded once) as `event` to every subscriber of `channels`. */
  trigger(channels: string[], event: string, data: unknown): Promise<void>;
};

/** The credentials channel authorisations are signed with: the external app's, else ours. */
export function realtimeCredentials(env: Env, keys: ServerKeys): AppCredentials {
  return env.pusher ?? keys.realtime;
}

/** Pusher accepts at most 100 channels per trigger. */
const CHANNELS_PER_TRIGGER = 100;

export function createBroadcaster(parts: { env: Env; database: Database }): Broadcaster {
  const external = parts.env.pusher;
  if (!external) {
    return {
      trigger: (channels, event, data) =>
        sendDelivery(parts.database.db, { channels, event, data: JSON.stringify(data) }),
    };
  }
  const pusher = new Pusher({
    appId: external.appId,
    key: external.key,
    secret: external.secret,
    ...(external.host ? { host: external.host } : { cluster: external.cluster ?? 'eu' }),
    ...(external.port ? { port: String(external.port) } : {}),
    useTLS: external.port ? external.port === 443 : true,
  });
  return {
    async trigger(channels, event, data) {
      for (let i = 0; i < channels.length; i += CHANNELS_PER_TRIGGER) {
        await pusher.trigger(channels.slice(i, i + CHANNELS_PER_TRIGGER), event, data);
      }
    },
  };
}
