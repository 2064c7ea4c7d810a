/// <reference lib="webworker" />
/**
 * The service worker (PRODUCT.md §8), emitted as /sw.js. One module per concern; later work adds
 * its own beside these: `push` + `notificationclick` (sw/push.ts) and Background Sync
 * (`sync` for tag `outbox`, sw/outbox-sync.ts reading src/lib/local-outbox).
 */
import { handleLifecycle } from './lifecycle';
import { serveShellForNavigations } from './navigation';
import { precacheAppShell } from './precache';

handleLifecycle();
precacheAppShell();
serveShellForNavigations();
