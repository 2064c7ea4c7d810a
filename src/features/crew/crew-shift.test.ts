import { describe, expect, it } from 'vitest';
import type { TransportStatus } from '@/contract/transport-lifecycle';
import { jobsOfNextShift, jobsOfShift, shiftAt } from './crew-shift';

const job = (id: string, pickupAt: string, status: TransportStatus = 'assigned') => ({
  id,
  pickupAt,
  status,
});
const ids = (jobs: { id: string }[]) => jobs.map((j) => j.id);

describe('the crew’s shift (Europe/Berlin)', () => {
  it('at 23:50 runs until 06:00 tomorrow, so the 00:10 job is on it', () => {
    const now = new Date('2026-11-25T22:50:00Z'); // 23:50 CET
    const shift = shiftAt(now);
    expect(shift).toEqual({
      day: '2026-11-25',
      nextDay: '2026-11-26',
      today: '2026-11-25',
      until: '2026-11-26T05:00:00.000Z',
    });
    const jobs = [
      job('done-morning', '2026-11-25T07:00:00Z', 'completed'),
      job('late-evening', '2026-11-25T19:00:00Z', 'en_route'),
      job('cancelled-later', '2026-11-25T23:05:00Z', 'cancelled'),
      job('just-after-midnight', '2026-11-25T23:10:00Z'),
      job('at-five', '2026-11-26T04:00:00Z'),
      job('at-handover', '2026-11-26T05:00:00Z'),
      job('next-morning', '2026-11-26T07:00:00Z'),
    ];
    expect(ids(jobsOfShift(jobs, shift, now))).toEqual([
      'late-evening',
      'cancelled-later',
      'just-after-midnight',
      'at-five',
    ]);
    // A job cancelled after its time keeps its place until the crew has acknowledged it.
    const unacknowledged = job('cancelled-evening', '2026-11-25T18:00:00Z', 'cancelled');
    expect(
      ids(jobsOfShift([unacknowledged, ...jobs], shift, now, (j) => j === unacknowledged)),
    ).toEqual([
      'cancelled-evening',
      'late-evening',
      'cancelled-later',
      'just-after-midnight',
      'at-five',
    ]);
  });

  it('after midnight is still the shift that began the day before, until 06:00', () => {
    const now = new Date('2026-11-25T23:30:00Z'); // 00:30 CET on the 26th
    expect(shiftAt(now)).toEqual({
      day: '2026-11-25',
      nextDay: '2026-11-26',
      today: '2026-11-26',
      until: '2026-11-26T05:00:00.000Z',
    });
    expect(shiftAt(new Date('2026-11-26T04:59:59Z')).day).toBe('2026-11-25');
    expect(shiftAt(new Date('2026-11-26T05:00:00Z'))).toMatchObject({
      day: '2026-11-26',
      until: '2026-11-27T05:00:00.000Z',
    });
  });

  it('ends at 06:00 on the night the clocks go forward (a 23-hour shift)', () => {
    const now = new Date('2026-03-29T00:30:00Z'); // 01:30 CET, before the change at 02:00
    const shift = shiftAt(now);
    expect(shift).toMatchObject({ day: '2026-03-28', today: '2026-03-29' });
    expect(shift.until).toBe('2026-03-29T04:00:00.000Z'); // 06:00 CEST
    const jobs = [
      job('five-thirty', '2026-03-29T03:30:00Z'),
      job('six-thirty', '2026-03-29T04:30:00Z'),
    ];
    expect(ids(jobsOfShift(jobs, shift, now))).toEqual(['five-thirty']);
    // 06:30 CEST is 04:30 UTC: six hours after midnight UTC would have said still night.
    expect(shiftAt(new Date('2026-03-29T04:30:00Z')).day).toBe('2026-03-29');
  });

  it('ends at 06:00 on the night the clocks go back (a 25-hour shift)', () => {
    const now = new Date('2026-10-25T01:30:00Z'); // 02:30 CET, after the change at 03:00 CEST
    const shift = shiftAt(now);
    expect(shift).toMatchObject({ day: '2026-10-24', today: '2026-10-25' });
    expect(shift.until).toBe('2026-10-25T05:00:00.000Z'); // 06:00 CET
    expect(shiftAt(new Date('2026-10-25T04:30:00Z')).day).toBe('2026-10-24'); // 05:30 CET
    expect(shiftAt(new Date('2026-10-24T21:50:00Z')).until).toBe('2026-10-25T05:00:00.000Z');
  });

  it('shows the next shift’s jobs from two hours before the handover, for the early crew', () => {
    const jobs = [
      job('night', '2026-11-26T03:30:00Z', 'completed'), // 04:30 CET, done by 06:00
      job('early', '2026-11-26T05:09:00Z'), // 06:09 CET
      job('noon', '2026-11-26T11:00:00Z'),
    ];
    const at = (iso: string) => {
      const now = new Date(iso);
      const shift = shiftAt(now);
      return {
        current: ids(jobsOfShift(jobs, shift, now)),
        next: ids(jobsOfNextShift(jobs, shift, now)),
      };
    };
    // 03:59 CET: the night only.
    expect(at('2026-11-26T02:59:00Z')).toEqual({ current: ['night'], next: [] });
    // 04:00 and 05:45 CET: the night's, and below them the day's from 06:00.
    expect(at('2026-11-26T03:00:00Z')).toEqual({ current: ['night'], next: ['early', 'noon'] });
    expect(at('2026-11-26T04:45:00Z').next).toEqual(['early', 'noon']);
    // 06:00 CET: the day's shift itself.
    expect(at('2026-11-26T05:00:00Z')).toEqual({ current: ['early', 'noon'], next: [] });
  });
});
