import { describe, expect, it, vi } from 'vitest';
import { appUrl, showInWindow, type AppWindow } from './notification-click';

const ORIGIN = 'https://kt.example';

function windowAt(url: string): AppWindow & { focused: boolean; at: string } {
  const window = {
    url,
    at: url,
    focused: false,
    focus: async () => {
      window.focused = true;
    },
    navigate: async (to: string) => {
      window.at = to;
    },
  };
  return window;
}

function clientsWith(...windows: AppWindow[]) {
  return { matchAll: async () => windows, openWindow: vi.fn(async () => null) };
}

describe('a notification click', () => {
  it('brings an open window of the app to the transport', async () => {
    const elsewhere = windowAt('https://other.example/');
    const app = windowAt(`${ORIGIN}/marketplace`);
    const clients = clientsWith(elsewhere, app);
    await showInWindow(clients, ORIGIN, `${ORIGIN}/transport/view/t1`);
    expect(app).toMatchObject({ focused: true, at: `${ORIGIN}/transport/view/t1` });
    expect(elsewhere.focused).toBe(false);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('prefers a window already showing the transport, and only focuses it', async () => {
    const first = windowAt(`${ORIGIN}/`);
    const showing = windowAt(`${ORIGIN}/transport/view/t1`);
    await showInWindow(clientsWith(first, showing), ORIGIN, showing.url);
    expect(showing.focused).toBe(true);
    expect(first).toMatchObject({ focused: false, at: `${ORIGIN}/` });
  });

  it('opens a window when none of the app is open', async () => {
    const clients = clientsWith(windowAt('https://other.example/'));
    await showInWindow(clients, ORIGIN, `${ORIGIN}/transport/view/t1`);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/transport/view/t1`);
  });

  it('never leads outside the app', () => {
    expect(appUrl('/transport/view/t1', ORIGIN)).toBe(`${ORIGIN}/transport/view/t1`);
    expect(appUrl('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
