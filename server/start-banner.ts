/**
 * What a start tells the person who ran `npm start`: where the app is, which database, where mails
 * go, which realtime server. Printed once the port is listening.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import type { Env } from './env';

/**
 * Runs `then` once `server` listens. `serve()` starts listening at once, and the start awaits
 * realtime, the admin socket and metrics afterwards: by then 'listening' has long fired, and a
 * listener attached only then never runs (the banner and the vacuum at start were lost that way).
 */
export function whenListening(server: Server, then: () => void): void {
  if (server.listening) then();
  else server.once('listening', then);
}

export type StartFacts = {
  version: string;
  env: Pick<Env, 'publicUrl' | 'dataDir' | 'pusher'>;
  databaseKind: 'pglite' | 'postgres';
  mailDestination: string;
  realtimeKey: string;
};

export function startBanner(facts: StartFacts): string[] {
  const { env } = facts;
  return [
    `Krankentransport ${facts.version} läuft auf ${env.publicUrl}`,
    `  Datenbank: ${facts.databaseKind === 'pglite' ? `PGlite in ${path.join(env.dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  E-Mails:   ${facts.mailDestination}`,
    `  Realtime:  ${env.pusher ? 'Pusher/soketi (PUSHER_*)' : `eingebaut (/app/${facts.realtimeKey})`}`,
  ];
}
