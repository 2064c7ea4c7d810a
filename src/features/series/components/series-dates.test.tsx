import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SeriesDate } from '@/contract/transport-series-answer';
import { renderInRouter } from '@/components/ui/test-render';
import { SeriesDates } from './series-dates';

const date = (day: string, transport: Partial<NonNullable<SeriesDate['transport']>> | null) => ({
  date: day,
  pickupAt: `${day}T06:15:00.000Z`,
  holiday: null,
  skipped: false,
  transport: transport && {
    id: `00000000-0000-4000-8000-0000000000${day.slice(-2)}`,
    number: `2026-${day.slice(-2)}`,
    status: 'open' as const,
    assignedCompany: null,
    returnTransportId: null,
    ...transport,
  },
});

const company = { id: '00000000-0000-4000-8000-00000000c0de', name: 'Ambulanz Nord' };

// A series that was cancelled on 9 November: two dates were created and cancelled with it, one
// had been taken and cancelled, the later ones were still to be created.
const dates: SeriesDate[] = [
  date('2026-11-02', { status: 'completed', assignedCompany: company }),
  date('2026-11-09', { status: 'cancelled' }),
  date('2026-11-11', { status: 'cancelled', assignedCompany: company }),
  date('2026-11-13', { status: 'expired' }),
  date('2026-11-23', null),
  date('2026-11-25', null),
];

const row = (day: string) => document.querySelector<HTMLElement>(`[data-date="${day}"]`)!;

describe('SeriesDates', { timeout: 30_000 }, () => {
  it('shows no coverage beside a cancelled or expired date: nobody drives it', async () => {
    await renderInRouter(<SeriesDates dates={dates} seriesCancelled />);
    expect(row('2026-11-02')).toHaveTextContent('Ambulanz Nord');
    for (const day of ['2026-11-09', '2026-11-11', '2026-11-13']) {
      expect(row(day)).not.toHaveTextContent('noch offen');
      expect(row(day)).not.toHaveTextContent('Ambulanz Nord');
    }
    expect(within(row('2026-11-09')).getByText('Storniert')).toBeInTheDocument();
  });

  it('says a date not yet created of a cancelled series is off, never planned', async () => {
    await renderInRouter(<SeriesDates dates={dates} seriesCancelled />);
    expect(screen.queryByText(/geplant/)).toBeNull();
    for (const day of ['2026-11-23', '2026-11-25']) {
      expect(row(day)).toHaveTextContent('entfällt – Serie abgesagt');
    }
  });

  it('still plans the dates of an active series', async () => {
    await renderInRouter(<SeriesDates dates={dates} />);
    expect(row('2026-11-23')).toHaveTextContent('geplant – wird zwei Wochen vorher angelegt');
    expect(screen.queryByText(/entfällt/)).toBeNull();
  });
});
