/// <reference lib="webworker" />
/**
 * The service worker (PRODUCT.md §8), emitted as /sw.js. One module per concern; later work adds
 * its own beside these, e.g. `push` + `notificationclick` (sw/push.ts).
 */
import { handleLifecycle } from './lifecycle';
import { serveShellForNavigations } from './navigation';
import { replayQueueOnSync } from './outbox-sync';
import { precacheAppShell } from './precache';

handleLifecycle();
precacheAppShell();
serveShellForNavigations();
replayQueueOnSync();
