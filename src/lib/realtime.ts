/**
 * The realtime connection (seed §4, §7, §9) with pusher-js: opened for a signed-in user, each
 * private channel authorised through `POST /v1/auth/channel` with the session's token (the api
 * client's refresh flow included), closed on logout. pusher-js itself reconnects (seed §8's close
 * codes) and subscribes again; `onListening` runs each time a channel is subscribed (decision 052).
 * pusher-js is fetched when the connection opens, after the first screen (decision 060).
 */
import type Pusher from 'pusher-js';
import { useSyncExternalStore } from 'react';
import type { ChannelAuthAnswer, ClientConfig } from '@/contract/realtime';
import { api, send } from './api-client';

/** Seed §4: initialized, connecting, connected, unavailable, failed, disconnected. */
export type RealtimeState =
  'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export type RealtimeSubscription = {
  channels: string[];
  /** Called with the channel, the event name and its data, for every event on `channels`. */
  onEvent: (channel: string, event: string, data: unknown) => void;
  /**
   * Called each time `channel` is subscribed: the first time and again after every reconnect.
   * Nothing sent on it before that moment reached this page — neither while the page was closed
   * (its cache restored from disk may predate the last events) nor between the page's first
   * answers and the subscription — so what the channel tells of must be fetched again.
   */
  onListening: (channel: string) => void;
};

let state: RealtimeState = 'initialized';
const stateListeners = new Set<() => void>();
const setState = (next: RealtimeState) => {
  state = next;
  for (const listener of stateListeners) listener();
};

/** The connection's state, for showing it when it is not connected. */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => state,
  );
}

const authorize = (socketId: string, channelName: string) =>
  send(
    api
      .post('auth/channel', {
        body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
      })
      .json<ChannelAuthAnswer>(),
  );

/** Opens the connection and subscribes; the answer closes it. */
export function openRealtime(config: ClientConfig, subscription: RealtimeSubscription): () => void {
  let closed = false;
  let pusher: Pusher | undefined;
  void import('pusher-js').then(({ default: PusherClient }) => {
    if (!closed) pusher = connect(PusherClient, config, subscription);
  });
  return () => {
    closed = true;
    pusher?.disconnect();
    setState('disconnected');
  };
}

function connect(
  PusherClient: typeof Pusher,
  config: ClientConfig,
  subscription: RealtimeSubscription,
): Pusher {
  const pusher = new PusherClient(config.pusher.key, {
    cluster: config.pusher.cluster,
    wsHost: config.pusher.wsHost,
    wsPort: config.pusher.wsPort,
    wssPort: config.pusher.wsPort,
    forceTLS: config.pusher.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/v1/auth/channel',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(socketId, channelName).then(
          (answer) => callback(null, answer),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
  pusher.connection.bind('state_change', ({ current }: { current: RealtimeState }) =>
    setState(current),
  );
  for (const name of subscription.channels) {
    const channel = pusher.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => subscription.onListening(name));
    channel.bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher:')) subscription.onEvent(name, event, data);
    });
  }
  return pusher;
}
