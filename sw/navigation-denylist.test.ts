// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './navigation-denylist';

describe('navigation fallback', () => {
  it.each([
    '/',
    '/transports',
    '/transports/3f1c7d2e-5b7a-4c41-9a51-2f3c9d0e8b11',
    '/transports?status=open&from=1.5.2025',
    '/login?redirect=%2Ftransports',
    '/confirm-email/3f1c7d2e-5b7a-4c41-9a51-2f3c9d0e8b11/Abc_def-123',
    '/v1beta',
    '/apps',
    '/healthzone',
  ])('serves the app shell for %s', (path) => {
    expect(isAppNavigation(path)).toBe(true);
  });

  it.each([
    '/v1',
    '/v1/',
    '/v1/transports',
    '/v1?x=1',
    '/app/key',
    '/app',
    '/healthz',
    '/readyz',
    '/readyz?verbose=1',
    '/sw.js',
    '/manifest.webmanifest',
    '/icons/icon-512.png',
    '/assets/index-abc123.js?v=2',
    '/billing/invoice-2025-01.pdf',
  ])('leaves %s to the network', (path) => {
    expect(isAppNavigation(path)).toBe(false);
  });
});
