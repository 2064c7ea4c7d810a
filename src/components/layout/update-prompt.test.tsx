import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UpdatePrompt } from './update-prompt';

const worker = vi.hoisted(() => {
  let available = false;
  const listeners = new Set<() => void>();
  return {
    applyUpdate: vi.fn(async () => {}),
    setAvailable(value: boolean) {
      available = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => available,
  };
});

vi.mock('@/lib/service-worker', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    applyUpdate: worker.applyUpdate,
    useUpdateAvailable: () => useSyncExternalStore(worker.subscribe, worker.get),
  };
});

i18n.loadAndActivate({ locale: 'de', messages: {} });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

describe('UpdatePrompt', () => {
  // The prompt's content is a lazy chunk (decision 110): imported once here, so the tests wait
  // for React's suspense, not for the module's transform on a loaded machine.
  beforeAll(async () => {
    await import('./update-notice');
  });

  it('announces a waiting version politely and applies it on request', async () => {
    render(<UpdatePrompt />, { wrapper });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => worker.setAvailable(true));
    // The prompt's content loads when a version waits (decision 110).
    await screen.findByText('Neue Version verfügbar');
    expect(region).toHaveTextContent('Neue Version verfügbar');
    expect(document.activeElement).toBe(document.body); // never steals focus

    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(worker.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('can be put off', async () => {
    act(() => worker.setAvailable(true));
    render(<UpdatePrompt />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Später' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
