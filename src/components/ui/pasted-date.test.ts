import { describe, expect, it } from 'vitest';
import { parseDateText } from '@/lib/date-text';
import { parsePastedDate } from './pasted-date';

/** What the spec's parser (dayjs, strict) reads from the same text, in the same shape. */
function specReads(text: string) {
  const parsed = parseDateText(text);
  if (!parsed) return null;
  const hasTime = /\d:\d\d/.test(text);
  return {
    year: parsed.year(),
    month: parsed.month() + 1,
    day: parsed.date(),
    ...(hasTime ? { time: { hour: parsed.hour(), minute: parsed.minute() } } : {}),
  };
}

const TEXTS = [
  '28.11.2026',
  '28/11/2026',
  '28-11-2026',
  '1.2.2026',
  '01.02.2026',
  '2026-11-28',
  '2026/11/28',
  '2026-1-5',
  '28.11.2026 14:30',
  '28/11/2026 14:30',
  '28.11.2026 7:05',
  '28.11.2026 14:30:15',
  '2026-11-28 14:30',
  '2026-11-28T14:30',
  '2026-11-28T14:30:59',
  '  28.11.2026  ',
  '29.02.2024',
  // Not dates: the month has no such day, the clock no such hour, mixed or missing parts.
  '29.02.2026',
  '31.04.2026',
  '00.01.2026',
  '28.13.2026',
  '28.11.2026 24:00',
  '28.11.2026 14:60',
  '28.11/2026',
  '28.11.26',
  '2026.11.28',
  '28112026',
  '28.11.2026T14:30',
  'morgen',
  '',
];

describe('a pasted date', () => {
  it.each(TEXTS)('reads %j as the spec’s parser does', (text) => {
    expect(parsePastedDate(text)).toEqual(specReads(text));
  });

  it('reads the day first, in either language', () => {
    expect(parsePastedDate('28.11.2026 14:30')).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      time: { hour: 14, minute: 30 },
    });
    expect(parsePastedDate('03/04/2026')).toEqual({ year: 2026, month: 4, day: 3 });
  });
});
