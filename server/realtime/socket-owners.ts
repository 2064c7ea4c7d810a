/**
 * Which session and user a socket's subscriptions were authorised for, told to every instance:
 * the socket may live on another instance than the one that signed its channel. When a session
 * ends or its user changes (session-cache.ts's signal, heard through LISTEN/NOTIFY like the
 * session cache hears it), the instance holding such a socket closes it (decision 066).
 */
import type { AppContext } from '../context';
import { notify } from '../db/listen';

export const SOCKET_OWNERS = 'socket_owners';

export type SocketOwner = { socketId: string; sessionId: string; userId: string };

/** Tells every instance who authorised `socketId`; the embedded socket server only. */
export async function announceSocketOwner(ctx: AppContext, owner: SocketOwner): Promise<void> {
  if (ctx.env.pusher) return;
  await notify(
    ctx.database.db,
    SOCKET_OWNERS,
    `${owner.socketId}|${owner.sessionId}|${owner.userId}`,
  );
}

export function decodeSocketOwner(payload: string): SocketOwner | undefined {
  const [socketId, sessionId, userId] = payload.split('|');
  return socketId && sessionId && userId ? { socketId, sessionId, userId } : undefined;
}
