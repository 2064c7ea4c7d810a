import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { MarketplaceSeriesItem } from '@/contract/transport-series-answer';
import { renderWithI18n } from '@/components/ui/test-render';
import type { MarketplaceFilters } from '../api/marketplace-keys';
import { OpenSeries } from './open-series';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ call }));

const potsdam = { zipCode: '14467', city: 'Potsdam' };

const series: MarketplaceSeriesItem = {
  id: 's-1',
  recurrence: {
    startDate: '2026-10-21',
    weekdays: ['MO', 'WE', 'FR'],
    intervalWeeks: 1,
    until: null,
    count: 12,
    pickupTime: '07:15',
    appointmentTime: null,
  },
  returnTrip: { time: '12:30', onCall: false },
  transportClass: 'KTW',
  mobility: 'lying',
  equipment: [],
  infection: { type: 'none' },
  weightKg: 80,
  start: { zipCode: '02625', city: 'Bautzen' },
  destination: { zipCode: '14467', city: 'Potsdam' },
  patient: { initials: 'A. M.', ageBand: '80-89' },
  dates: [
    { date: '2026-10-21', pickupAt: '2026-10-21T05:15:00.000Z', destination: potsdam },
    { date: '2026-10-23', pickupAt: '2026-10-23T05:15:00.000Z', destination: potsdam },
    { date: '2026-10-26', pickupAt: '2026-10-26T06:15:00.000Z', destination: potsdam },
  ],
};

const renderSeries = (filters: MarketplaceFilters) =>
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <OpenSeries canAccept filters={filters} />
    </QueryClientProvider>,
  );

describe('open series on the marketplace (decision 051)', () => {
  beforeEach(() => call.mockReset());

  it('asks the server with the marketplace’s filters and says how many dates lie in the range', async () => {
    call.mockResolvedValueOnce({ data: [series], total_rows: 1 });
    const filters = { from: '2026-10-22', to: '2026-10-26', transportClass: 'KTW' as const };
    renderSeries(filters);
    expect(await screen.findByText('davon 2 im gewählten Zeitraum')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(expect.anything(), {
      query: { ...filters, per_page: 50 },
    });
    expect(screen.getByText('3 Termine offen', { exact: false })).toBeTruthy();
  });

  it('names no range without one, and shows nothing when no series matches', async () => {
    call.mockResolvedValueOnce({ data: [series], total_rows: 1 });
    const { unmount } = renderSeries({ zipCode: '026' });
    await screen.findByText('1 offene Serie');
    expect(screen.queryByText(/im gewählten Zeitraum/)).toBeNull();
    unmount();
    call.mockResolvedValueOnce({ data: [], total_rows: 0 });
    renderSeries({ transportClass: 'TAXI' });
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: 'Offene Serien' })).toBeNull();
  });
});

describe('the rule on a series card', () => {
  beforeEach(() => call.mockReset());

  /** The series' open dates, with the rule from `startDate`: Mo, Mi, Fr 07:15, 12 dates. */
  /** The card of a series changed from `startDate` on; dates before it went to `earlierTo`. */
  const cardOf = async (startDate: string, dates: string[], earlierTo = potsdam) => {
    call.mockResolvedValueOnce({
      data: [
        {
          ...series,
          recurrence: { ...series.recurrence, startDate },
          dates: dates.map((date) => ({
            date,
            pickupAt: `${date}T06:15:00.000Z`,
            destination: date < startDate ? earlierTo : potsdam,
          })),
        },
      ],
      total_rows: 1,
    });
    renderSeries({});
    return screen.findByRole('listitem', { name: /^Serie ab/ });
  };

  it('names the rule alone while every open date follows it', async () => {
    const card = await cardOf('2026-11-02', ['2026-11-04', '2026-11-06']);
    expect(card).toHaveTextContent('Serie: Mo, Mi, Fr · 07:15 · jede Woche · 12 Termine');
    expect(card).not.toHaveTextContent('früheren Regel');
  });

  it('says since when the rule holds when open dates of an earlier rule come first', async () => {
    // Changed from 16 November on; 10 and 12 November were made on Tuesday and Thursday.
    const card = await cardOf('2026-11-16', [
      '2026-11-10',
      '2026-11-12',
      '2026-11-16',
      '2026-11-18',
    ]);
    expect(card).toHaveAccessibleName('Serie ab 10.11.2026');
    expect(card).toHaveTextContent('Mo, Mi, Fr · 07:15 · jede Woche · ab 16.11.2026 · 12 Termine');
    expect(card).toHaveTextContent('Termine davor nach der früheren Regel.');
    // Those dates name their own time; the rule's dates are its.
    expect(card).toHaveTextContent(
      '4 Termine offen: 10.11.2026 07:15, 12.11.2026 07:15, 16.11.2026, 18.11.2026',
    );
  });

  it('names the destination of an earlier rule’s date where it is not the series’ own', async () => {
    const card = await cardOf('2026-11-16', ['2026-11-12', '2026-11-16'], {
      zipCode: '10965',
      city: 'Berlin',
    });
    expect(card).toHaveTextContent('2 Termine offen: 12.11.2026 07:15 → 10965 Berlin, 16.11.2026');
  });

  it('names the appointment at the destination and the return, which a company plans its crews by', async () => {
    call.mockResolvedValueOnce({
      data: [{ ...series, recurrence: { ...series.recurrence, appointmentTime: '08:15' } }],
      total_rows: 1,
    });
    renderSeries({});
    const card = await screen.findByRole('listitem', { name: /^Serie ab/ });
    expect(card).toHaveTextContent('Termin am Ziel um 08:15 · Rückfahrt um 12:30');
  });

  it('says a return on call, and nothing of times a series does not have', async () => {
    call.mockResolvedValueOnce({
      data: [
        { ...series, id: 's-2', returnTrip: { time: null, onCall: true } },
        { ...series, id: 's-3', returnTrip: null },
      ],
      total_rows: 2,
    });
    renderSeries({});
    const [onCall, oneWay] = await screen.findAllByRole('listitem', { name: /^Serie ab/ });
    expect(onCall).toHaveTextContent('Rückfahrt auf Abruf');
    expect(onCall).not.toHaveTextContent('Termin am Ziel');
    expect(oneWay).not.toHaveTextContent('Rückfahrt');
  });
});
