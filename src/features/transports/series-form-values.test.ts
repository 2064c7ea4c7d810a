import { describe, expect, it } from 'vitest';
import { emptyOrderForm } from './order-form-values';
import { seriesPreview } from './series-form-values';

/** Mo/Mi/Fr dialysis from Monday 30 November 2026, 08:00, in Berlin, ending on `until`. */
const ordered = (until: string) => ({
  ...emptyOrderForm(),
  pickupAt: '2026-11-30T08:00',
  recurrence: {
    enabled: true,
    weekdays: ['MO' as const, 'WE' as const, 'FR' as const],
    intervalWeeks: 1,
    endMode: 'until' as const,
    count: null,
    until,
    state: 'BE' as const,
    skipHolidays: false,
  },
});

describe('the series preview of the order form', () => {
  it('lists the dates up to the last one', () => {
    const dates = seriesPreview(ordered('2026-12-11')).map((item) => item.date);
    expect(dates).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
      '2026-12-09',
      '2026-12-11',
    ]);
  });

  it('lists nothing for an end that does not exist, instead of counting into March', () => {
    // rrule would read 31/02/2027 as 3 March; the field itself says the day does not exist.
    expect(seriesPreview(ordered('2027-02-31'))).toEqual([]);
  });
});
