import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EscalationLadder } from '@/contract/escalation';
import { renderInRouter } from '@/components/ui/test-render';
import { clearSession, setSession, type StoredSession } from '@/lib/session';
import { EscalationSettingsPage } from './escalation-settings-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ call }));

const admin = {
  access_token: 't',
  expire: Math.floor(Date.now() / 1000) + 600,
  user: {
    id: 'u1',
    role: 'admin',
    organization: { id: 'o', name: 'Klinik', type: { value: 'MD' } },
  },
} as unknown as StoredSession;

const saved: EscalationLadder = { widenHoursBefore: 4, urgentHoursBefore: 2, updatedAt: null };

async function renderPage() {
  call.mockReset();
  call.mockImplementation((_endpoint: unknown, options?: { body?: object }) =>
    Promise.resolve(options?.body ? { ...options.body, updatedAt: 'now' } : saved),
  );
  await renderInRouter(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Suspense>
        <EscalationSettingsPage />
      </Suspense>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Eskalation' });
}

const widen = () => screen.getByRole('textbox', { name: /Stufe 1/ });
const urgent = () => screen.getByRole('textbox', { name: /Stufe 2/ });

/** Types `value` as a person does and leaves the field. */
function type(field: HTMLElement, value: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** The preview's lines, top to bottom: the steps and the pickup, then the channels' note. */
const preview = () =>
  within(screen.getByRole('list', { name: 'Ablauf' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? item.textContent);

const saves = () => call.mock.calls.filter(([, options]) => options?.body);

beforeEach(() => setSession(admin));
afterEach(() => {
  cleanup(); // before the session goes: the page needs its user to the end
  clearSession();
  v.setGlobalConfig({ lang: 'de' });
});

// The whole page renders: slow on a busy 2-core machine, not a wait for anything.
describe('the escalation settings', { timeout: 30_000 }, () => {
  it('keep an hour out of range as typed and name the allowed range at its field', async () => {
    await renderPage();
    type(widen(), '1');
    // Not raised to the lowest allowed value behind the user's back.
    await waitFor(() => expect(widen()).toBeInvalid());
    expect(widen()).toHaveValue('1');
    expect(widen()).toHaveAccessibleDescription(
      expect.stringContaining('Eine ganze Zahl von 2 bis 48 Stunden.'),
    );
    // Step 2's 2 h is now no closer to the pickup than step 1: said at step 2, as the server does.
    expect(urgent()).toHaveAccessibleDescription(
      expect.stringContaining('Stufe 2 muss näher an der Abholung liegen als Stufe 1.'),
    );
    // The preview draws no time for a step the ladder cannot take.
    expect(preview().slice(0, 3)).toEqual([
      'Stufe 1 · Stunden ungültig – bitte oben korrigieren',
      'Stufe 2 · Stunden ungültig – bitte oben korrigieren',
      'Zur Abholzeit',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(widen()).toHaveFocus());
    expect(saves()).toEqual([]);
  });

  it('name the range of step 2 too, and keep a value above it', async () => {
    await renderPage();
    type(urgent(), '30');
    await waitFor(() => expect(urgent()).toBeInvalid());
    expect(urgent()).toHaveValue('30');
    expect(urgent()).toHaveAccessibleDescription(
      expect.stringContaining('Eine ganze Zahl von 1 bis 24 Stunden.'),
    );
    expect(preview()[1]).toBe('Stufe 2 · Stunden ungültig – bitte oben korrigieren');
  });

  it('never draw step 2 before step 1: a step 2 further from the pickup is marked, not drawn first', async () => {
    await renderPage();
    type(urgent(), '6');
    await waitFor(() => expect(urgent()).toBeInvalid());
    expect(urgent()).toHaveAccessibleDescription(
      expect.stringContaining('Stufe 2 muss näher an der Abholung liegen als Stufe 1.'),
    );
    expect(widen()).toBeValid();
    expect(preview().slice(0, 3)).toEqual([
      'Stufe 1 · 4 Std. vor der Abholung',
      'Stufe 2 · Stunden ungültig – bitte oben korrigieren',
      'Zur Abholzeit',
    ]);
    expect(screen.queryByText(/6 Std\./)).toBeNull();
  });

  it('draw a valid ladder in its order and save it as typed', async () => {
    await renderPage();
    type(widen(), '12');
    type(urgent(), '5');
    await waitFor(() =>
      expect(preview().slice(0, 2)).toEqual([
        'Stufe 1 · 12 Std. vor der Abholung',
        'Stufe 2 · 5 Std. vor der Abholung',
      ]),
    );
    expect(widen()).toBeValid();
    expect(urgent()).toBeValid();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]![1]).toEqual({ body: { widenHoursBefore: 12, urgentHoursBefore: 5 } });
  });

  it('draw no time for a cleared field', async () => {
    await renderPage();
    type(widen(), '');
    await waitFor(() => expect(widen()).toBeInvalid());
    expect(preview()[0]).toBe('Stufe 1 · Stunden ungültig – bitte oben korrigieren');
    expect(screen.queryByText(/null|NaN/)).toBeNull();
  });

  it('name the range in English for an English user', async () => {
    v.setGlobalConfig({ lang: 'en' });
    await renderPage();
    type(widen(), '49');
    await waitFor(() => expect(widen()).toBeInvalid());
    expect(widen()).toHaveValue('49');
    expect(widen()).toHaveAccessibleDescription(
      expect.stringContaining('A whole number from 2 to 48 hours.'),
    );
  });
});
