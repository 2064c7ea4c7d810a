/**
 * The real pusher-js (its Node build) against a harness served over HTTP, authorising channels
 * through `POST /v1/auth/channel` with a party's bearer token, as the app does.
 */
import Pusher, { type Channel } from 'pusher-js';
import type { ApiClient } from './client';
import type { Harness } from './harness';

export type RealtimeClient = {
  pusher: Pusher;
  /** Subscribes and resolves once the server confirmed it (rejects with the refusal's status). */
  subscribe(channel: string): Promise<Channel>;
  /** Resolves with the data of the next `event` on `channel`. */
  next(channel: string, event: string): Promise<unknown>;
  close(): void;
};

export function realtimeClient(harness: Harness, api: ApiClient, port?: number): RealtimeClient {
  const url = new URL(harness.baseUrl);
  const pusher = new Pusher(harness.ctx.keys.realtime.key, {
    cluster: 'eu',
    wsHost: url.hostname,
    wsPort: port ?? Number(url.port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/v1/auth/channel',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        api
          .request('POST', '/v1/auth/channel', {
            body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
          .then((response) =>
            response.status === 200
              ? callback(null, response.body)
              : callback(new Error(`auth ${response.status}`), null),
          )
          .catch((error: Error) => callback(error, null));
      },
    },
  });
  return {
    pusher,
    subscribe: (name) =>
      new Promise((resolve, reject) => {
        const channel = pusher.subscribe(name);
        channel.bind('pusher:subscription_succeeded', () => resolve(channel));
        channel.bind('pusher:subscription_error', (error: unknown) => reject(error));
      }),
    next: (name, event) =>
      new Promise((resolve) => {
        const channel = pusher.channel(name);
        const handler = (data: unknown) => {
          channel.unbind(event, handler);
          resolve(data);
        };
        channel.bind(event, handler);
      }),
    close: () => pusher.disconnect(),
  };
}

/** Resolves once the connection reaches `state`. */
export function reaches(pusher: Pusher, state: string): Promise<void> {
  return new Promise((resolve) => {
    if (pusher.connection.state === state) return resolve();
    const handler = ({ current }: { current: string }) => {
      if (current !== state) return;
      pusher.connection.unbind('state_change', handler);
      resolve();
    };
    pusher.connection.bind('state_change', handler);
  });
}
