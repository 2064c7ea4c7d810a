import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startBanner, whenListening } from './start-banner';

describe('whenListening', () => {
  it('runs at once for a server that already listens (the start awaits much after listen)', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let ran = 0;
    whenListening(server, () => ran++);
    expect(ran).toBe(1);
    await new Promise((resolve) => server.close(resolve));
  });

  it('waits for a server that does not listen yet, and runs once', async () => {
    const server = createServer();
    let ran = 0;
    whenListening(server, () => ran++);
    expect(ran).toBe(0);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    expect(ran).toBe(1);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('startBanner', () => {
  it('names the URL, the embedded database, where mails go and the realtime server', () => {
    const lines = startBanner({
      version: '1.2.3',
      env: { publicUrl: 'http://localhost:3000', dataDir: '/srv/kt', pusher: undefined },
      databaseKind: 'pglite',
      mailDestination: 'Dateien in /srv/kt/outbox',
      realtimeKey: 'abc',
    });
    expect(lines).toEqual([
      'Krankentransport 1.2.3 läuft auf http://localhost:3000',
      '  Datenbank: PGlite in /srv/kt/pgdata',
      '  E-Mails:   Dateien in /srv/kt/outbox',
      '  Realtime:  eingebaut (/app/abc)',
    ]);
  });
});
