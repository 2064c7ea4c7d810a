import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeriesDate, TransportSeries } from '@/contract/transport-series-answer';
import { renderInRouter } from '@/components/ui/test-render';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { SeriesViewPage } from './series-view-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ call }));

const company = { id: '00000000-0000-4000-8000-00000000c0de', name: 'Ambulanz Nord' };

const date = (day: string, status: 'completed' | 'assigned' | 'cancelled' | null): SeriesDate => ({
  date: day,
  pickupAt: `${day}T06:15:00.000Z`,
  holiday: null,
  skipped: false,
  transport: status && {
    id: `00000000-0000-4000-8000-0000000000${day.slice(-2)}`,
    number: `2026-${day.slice(-2)}`,
    status,
    assignedCompany: status === 'cancelled' ? null : company,
    returnTransportId: null,
  },
});

/** Dialysis Mo, Mi, Fr at 07:15, twelve dates from `startDate`, with `dates`. */
const seriesOf = (startDate: string, dates: SeriesDate[], cancelled = false) =>
  ({
    id: '6f1c3a52-3d4e-4b8a-9c61-0a3c2f1e9b11',
    status: cancelled ? 'cancelled' : 'active',
    patient: { firstName: 'Erika', lastName: 'Muster' },
    reason: 'dialysis',
    transportClass: 'KTW',
    payer: { kind: 'self', name: null, ik: null, insuranceNumber: null },
    prescription: null,
    start: { address: { city: 'Berlin' } },
    destination: { address: { city: 'Potsdam' } },
    returnTrip: null,
    assignedCompany: company,
    cancelReason: cancelled ? 'Patient verlegt' : null,
    recurrence: {
      startDate,
      weekdays: ['MO', 'WE', 'FR'],
      intervalWeeks: 1,
      pickupTime: '07:15',
      until: null,
      count: 12,
    },
    dates,
    actions: cancelled ? [] : ['edit', 'cancel'],
  }) as unknown as TransportSeries;

async function renderPage(series: TransportSeries) {
  call.mockReset();
  call.mockResolvedValue(series);
  await renderInRouter(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SeriesViewPage id={series.id} />
    </QueryClientProvider>,
  );
  return screen.findByRole('heading', { name: /Serie: Muster, Erika/ });
}

const header = () => screen.getByRole('heading', { name: /Serie:/ }).closest('header')!;

// The whole page renders: slow on a busy 2-core machine, not a wait for anything.
describe('SeriesViewPage', { timeout: 30_000 }, () => {
  it('names the rule alone while every date follows it', async () => {
    await renderPage(seriesOf('2026-11-02', [date('2026-11-02', 'completed')]));
    expect(header()).toHaveTextContent('Mo, Mi, Fr · 07:15 · jede Woche · 12 Termine');
    expect(header()).not.toHaveTextContent(/ab 02\/11\/2026|früheren Regel/);
  });

  it('says since when the rule holds after a change, and that earlier dates followed another', async () => {
    // Changed from 16 November on: the dates before were made on Tuesdays and Thursdays.
    await renderPage(
      seriesOf('2026-11-16', [
        date('2026-11-03', 'completed'),
        date('2026-11-05', 'cancelled'),
        date('2026-11-16', 'assigned'),
        date('2026-11-18', null),
      ]),
    );
    expect(header()).toHaveTextContent(
      'Mo, Mi, Fr · 07:15 · jede Woche · ab 16.11.2026 · 12 Termine',
    );
    expect(header()).toHaveTextContent('Termine davor nach der früheren Regel.');
  });

  it('plans no date of a cancelled series', async () => {
    await renderPage(
      seriesOf('2026-11-02', [date('2026-11-02', 'cancelled'), date('2026-11-23', null)], true),
    );
    expect(screen.queryByText(/geplant/)).toBeNull();
    expect(screen.getByText('entfällt – Serie abgesagt')).toBeInTheDocument();
  });

  it("marks a blank reason for the rest's cancellation at the field, and sends nothing", async () => {
    await renderPage(seriesOf('2026-11-02', [date('2026-11-02', 'assigned')]));
    fireEvent.click(screen.getByRole('button', { name: 'Rest der Serie absagen' }));
    const reason = await screen.findByRole('textbox', { name: /Grund/ });
    fireEvent.click(screen.getByRole('button', { name: 'Serie absagen' }));
    await waitFor(() => expect(reason).toBeInvalid());
    expect(reason).toHaveAccessibleDescription('Bitte ausfüllen.');
    expect(call).toHaveBeenCalledTimes(1); // the series' read, no cancel
  });
});

/** The page at `/transport/series/{id}` under a list named `transport`, as in the app. */
async function renderMissing(locale: 'de' | 'en') {
  call.mockReset();
  call.mockRejectedValue(new ApiError(404, { code: 1404, message: 'Nicht gefunden.' }));
  const { messages } =
    locale === 'en' ? await import('@/locales/en/messages.po') : { messages: {} };
  i18n.loadAndActivate({ locale, messages });
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/',
    staticData: { meta: { name: 'transport', title: msg`Geplante Transporte` } },
    component: () => <p>Geplante Transporte</p>,
  });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/transport/series/$id',
    staticData: { meta: { name: 'transport-series', title: msg`Serie`, parent: 'transport' } },
    component: () => <SeriesViewPage id="6f1c3a52-3d4e-4b8a-9c61-0a3c2f1e9b11" />,
  });
  const router = createRouter({
    routeTree: root.addChildren([list, page]),
    history: createMemoryHistory({
      initialEntries: ['/transport/series/6f1c3a52-3d4e-4b8a-9c61-0a3c2f1e9b11'],
    }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

describe('SeriesViewPage of a series that is not there', { timeout: 30_000 }, () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));

  it('says so, says why it may be, and leads back to the list — as a missing transport does', async () => {
    const router = await renderMissing('de');
    await screen.findByText('Serie nicht gefunden');
    expect(
      screen.getByText('Dieser Eintrag existiert nicht oder wurde gelöscht.'),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Zurück zur Liste' });
    expect(back).toHaveAttribute('href', '/');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Geplante Transporte')).toBeInTheDocument();
  });

  it('says it in English too', async () => {
    await renderMissing('en');
    await screen.findByText('Series not found');
    expect(screen.getByText('This entry does not exist or has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/');
  });
});
