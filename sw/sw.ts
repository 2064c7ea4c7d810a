/// <reference lib="webworker" />
/**
 * The service worker (PRODUCT.md §8), emitted as /sw.js. One module per concern.
 */
import { handleLifecycle } from './lifecycle';
import { serveShellForNavigations } from './navigation';
import { replayQueueOnSync } from './outbox-sync';
import { precacheAppShell } from './precache';
import { showPushNotifications } from './push';

handleLifecycle();
precacheAppShell();
serveShellForNavigations();
replayQueueOnSync();
showPushNotifications();
