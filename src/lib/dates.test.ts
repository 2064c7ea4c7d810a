import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  germanTimeToIso,
  getDateLanguage,
  quickRange,
  setDateLanguage,
  weekRange,
} from './dates';
import {
  formatDateText,
  formatRelative,
  parseDateText,
  relativeTimeFromText,
  toIsoDate,
} from './date-text';
import { formatDayMonthYearTime, formatGermanDateTime, todayInGermany } from '@/contract/dates';
import dayjs from './dayjs';
import { i18n } from './i18n';

afterEach(() => setDateLanguage('de'));

// First in the file: no test has chosen a language yet.
describe('the language of dates', () => {
  it('is German before anyone chose one', () => {
    expect(getDateLanguage()).toBe('de');
  });

  it('follows the language of the UI', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(getDateLanguage()).toBe('en');
    expect(formatRelative('2024-01-05T11:00:00Z', new Date('2024-01-05T12:00:00Z'))).toBe(
      'an hour ago',
    );
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(getDateLanguage()).toBe('de');
  });

  it('starts in the UI language already active when the date helpers load', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    vi.resetModules();
    const loadedLater = await import('./dates');
    expect(loadedLater.getDateLanguage()).toBe('en');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
  });
});

describe('the device these tests pretend to be', () => {
  it('is in the time zone its test project names (TZ)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
    const offset = new Date('2024-01-05T12:00:00Z').getTimezoneOffset();
    expect(offset).toBe({ UTC: 0, 'Europe/Berlin': -60, 'America/New_York': 300 }[process.env.TZ!]);
  });
});

describe('formatDateText', () => {
  it.each([
    ['05/01/2024', '05.01.2024 00:00'],
    ['5/1/2024', '05.01.2024 00:00'],
    ['05/1/2024', '05.01.2024 00:00'],
    ['5/01/2024', '05.01.2024 00:00'],
    ['31/12/2024', '31.12.2024 00:00'],
    ['05-01-2024', '05.01.2024 00:00'],
    ['5-1-2024', '05.01.2024 00:00'],
    ['05.01.2024', '05.01.2024 00:00'],
    ['5.1.2024', '05.01.2024 00:00'],
    ['2024-01-05', '05.01.2024 00:00'],
    ['2024-1-5', '05.01.2024 00:00'],
    ['2024/01/05', '05.01.2024 00:00'],
    ['2024/1/5', '05.01.2024 00:00'],
  ])('reads the date %s', (input, expected) => {
    expect(formatDateText(input)).toBe(expected);
  });

  it.each([
    ['05/01/2024 14:30', '05.01.2024 14:30'],
    ['5.1.2024 9:05', '05.01.2024 09:05'],
    ['05-01-2024 23:59:59', '05.01.2024 23:59'],
    ['2024-01-05 07:45', '05.01.2024 07:45'],
    ['2024/01/05 07:45:10', '05.01.2024 07:45'],
    ['2024-01-05T07:45', '05.01.2024 07:45'],
    ['2024-01-05T07:45:30', '05.01.2024 07:45'],
  ])('reads the date and time %s', (input, expected) => {
    expect(formatDateText(input)).toBe(expected);
  });

  it('reads an hour of one digit with seconds', () => {
    expect(formatDateText('05/03/2024 9:05:07')).toBe('05.03.2024 09:05');
    expect(formatDateText('2024-03-05 7:45:10')).toBe('05.03.2024 07:45');
  });

  it('writes the day with slashes in English (DIN 5008 dots are German)', () => {
    setDateLanguage('en');
    expect(formatDateText('5.1.2024 9:05')).toBe('05/01/2024 09:05');
    expect(formatDateText('2024-01-05')).toBe('05/01/2024 00:00');
  });

  it('uses the requested output format', () => {
    expect(formatDateText('2024-01-05 07:45', 'DD/MM/YYYY')).toBe('05/01/2024');
    expect(formatDateText('05.01.2024', 'YYYY-MM-DD')).toBe('2024-01-05');
    expect(formatDateText('05.01.2024', 'D MMMM YYYY')).toBe('5 Januar 2024');
    setDateLanguage('en');
    expect(formatDateText('05.01.2024', 'D MMMM YYYY')).toBe('5 January 2024');
  });

  it.each([
    '31/02/2024',
    '30/02/2024',
    '30.02.2024',
    '2024-02-30',
    '2023-02-29',
    '29/02/2023',
    '29/02/1900',
    '31/04/2024',
    '01/13/2024',
    '2024-13-01',
    '00/01/2024',
    '0/1/2024',
    '2024-01-00',
    '32/01/2024',
    '05/01/2024 24:00',
    '05/01/2024 12:60',
    '05/01/2024 12:00:60',
  ])('rejects the impossible date %s', (input) => {
    expect(formatDateText(input)).toBeNull();
  });

  it.each([
    '05/01/24',
    '05/01-2024',
    '05.01/2024',
    '2024.01.05',
    '2024-01-05-',
    '005/01/2024',
    'January 5 2024',
    '05/01/2024 14',
    'tomorrow',
    '2024-01-05T07:45:00Z',
  ])('rejects text in another format: %s', (input) => {
    expect(formatDateText(input)).toBeNull();
  });

  it('accepts 29 February in leap years only', () => {
    expect(formatDateText('29/02/2024', 'DD/MM/YYYY')).toBe('29/02/2024');
    expect(formatDateText('2000-02-29', 'DD/MM/YYYY')).toBe('29/02/2000');
    expect(formatDateText('29.2.2028', 'DD/MM/YYYY')).toBe('29/02/2028');
    expect(formatDateText('29/02/2100', 'DD/MM/YYYY')).toBeNull();
    expect(formatDateText('2025-02-29', 'DD/MM/YYYY')).toBeNull();
  });

  it('ignores surrounding whitespace', () => {
    expect(formatDateText('  05/01/2024  ', 'DD/MM/YYYY')).toBe('05/01/2024');
  });

  it('accepts Date objects and refuses invalid ones', () => {
    expect(formatDateText(new Date(2024, 0, 5, 14, 30))).toBe('05.01.2024 14:30');
    expect(formatDateText(new Date(2024, 1, 29), 'DD/MM/YYYY')).toBe('29/02/2024');
    expect(formatDateText(new Date('not a date'))).toBeNull();
    expect(formatDateText(new Date(Number.NaN))).toBeNull();
  });

  it.each([
    ['a number', 1704450000000],
    ['null', null],
    ['undefined', undefined],
    ['an object', { day: 5, month: 1, year: 2024 }],
    ['an array', ['05/01/2024']],
    ['a boolean', true],
    ['an empty string', ''],
    ['blank text', '   '],
  ])('gives null for %s', (_name, input) => {
    expect(formatDateText(input)).toBeNull();
  });

  it('parseDateText returns the moment', () => {
    const parsed = parseDateText('5.1.2024 9:05');
    expect(parsed?.year()).toBe(2024);
    expect(parsed?.month()).toBe(0);
    expect(parsed?.date()).toBe(5);
    expect(parsed?.hour()).toBe(9);
    expect(parsed?.minute()).toBe(5);
  });
});

describe('relativeTimeFromText', () => {
  const now = new Date(2024, 0, 5, 12, 0, 0);

  it('speaks German by default', () => {
    expect(getDateLanguage()).toBe('de');
    expect(relativeTimeFromText('2024-01-05 11:55:00', undefined, now)).toBe('vor 5 Minuten');
    expect(relativeTimeFromText('2024-01-05 09:00:00', undefined, now)).toBe('vor 3 Stunden');
    expect(relativeTimeFromText('2024-01-03 12:00:00', undefined, now)).toBe('vor 2 Tagen');
    expect(relativeTimeFromText('2024-01-05 14:00:00', undefined, now)).toBe('in 2 Stunden');
  });

  it('speaks English after switching', () => {
    setDateLanguage('en');
    expect(relativeTimeFromText('2024-01-05 11:55:00', undefined, now)).toBe('5 minutes ago');
    expect(relativeTimeFromText('2024-01-04 12:00:00', undefined, now)).toBe('a day ago');
    expect(relativeTimeFromText('2024-01-05 14:00:00', undefined, now)).toBe('in 2 hours');
  });

  it('reads the given format', () => {
    expect(relativeTimeFromText('05/01/2024 11:00', 'DD/MM/YYYY HH:mm', now)).toBe(
      'vor einer Stunde',
    );
  });

  it('gives null for text that does not match the format', () => {
    expect(relativeTimeFromText('05/01/2024 11:00', undefined, now)).toBeNull();
    expect(relativeTimeFromText('2024-02-30 11:00:00', undefined, now)).toBeNull();
    expect(relativeTimeFromText('', undefined, now)).toBeNull();
  });

  it('uses the current time when no `now` is given', () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    const text = formatDateText(fiveMinutesAgo, 'YYYY-MM-DD HH:mm:ss')!;
    expect(relativeTimeFromText(text)).toBe('vor 5 Minuten');
  });
});

describe('display helpers', () => {
  it('shows calendar dates as the day they name', () => {
    expect(formatDate('2024-03-31')).toBe('31.03.2024');
    expect(formatDate('2024-12-01')).toBe('01.12.2024');
    // Midnight of the day itself, whatever zone the device is in (see the dates-* projects).
    expect(formatDateTime('2024-03-31')).toBe('31.03.2024 00:00');
    expect(formatTime('2024-10-27')).toBe('00:00');
  });

  it('shows instants in German time, summer and winter', () => {
    expect(formatDateTime('2024-01-05T23:30:00Z')).toBe('06.01.2024 00:30');
    expect(formatDateTime('2024-07-05T22:15:00Z')).toBe('06.07.2024 00:15');
    expect(formatDate('2024-07-05T22:15:00Z')).toBe('06.07.2024');
    expect(formatTime('2024-07-05T08:05:00+00:00')).toBe('10:05');
  });

  it('write instants as the server writes them for notifications, in either language', () => {
    const at = '2024-07-05T22:15:00Z';
    expect(formatDateTime(at)).toBe(formatGermanDateTime(new Date(at), 'de'));
    expect(formatDateText('2024-07-05 22:15')).toBe(
      formatDayMonthYearTime('2024-07-05', '22:15', 'de'),
    );
    setDateLanguage('en');
    expect(formatDateTime(at)).toBe('06/07/2024 00:15');
    expect(formatDateTime(at)).toBe(formatGermanDateTime(new Date(at), 'en'));
    expect(formatDate('2024-03-31')).toBe('31/03/2024');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    // A typed 31/02 a form holds (decision 053) is no day, not the 3rd of March.
    expect(formatDate('2030-02-31')).toBe('');
    expect(formatDate('2030-04-31')).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
    expect(formatTime(new Date(Number.NaN))).toBe('');
  });

  it('formats relative instants in the active language', () => {
    const now = new Date('2024-01-05T12:00:00Z');
    expect(formatRelative('2024-01-05T11:00:00Z', now)).toBe('vor einer Stunde');
    setDateLanguage('en');
    expect(formatRelative('2024-01-05T11:00:00Z', now)).toBe('an hour ago');
    expect(formatRelative(null, now)).toBe('');
    expect(formatRelative(undefined, now)).toBe('');
    expect(formatRelative('', now)).toBe('');
    expect(formatRelative('nonsense', now)).toBe('');
  });
});

describe('toIsoDate', () => {
  it('reads typed dates and passes API dates through', () => {
    expect(toIsoDate('5.1.2024')).toBe('2024-01-05');
    expect(toIsoDate('31/12/2024')).toBe('2024-12-31');
    expect(toIsoDate('2024-02-29')).toBe('2024-02-29');
  });

  it('takes the German day of a Date', () => {
    expect(toIsoDate(new Date('2024-01-05T23:30:00Z'))).toBe('2024-01-06');
    expect(toIsoDate(new Date('2024-01-05T12:00:00Z'))).toBe('2024-01-05');
  });

  it('gives null for invalid input', () => {
    expect(toIsoDate('2023-02-29')).toBeNull();
    expect(toIsoDate('31/02/2024')).toBeNull();
    expect(toIsoDate(new Date(Number.NaN))).toBeNull();
    expect(toIsoDate(42)).toBeNull();
  });
});

describe('germanTimeToIso', () => {
  it('converts German wall-clock time to UTC, summer and winter', () => {
    expect(germanTimeToIso('2024-01-05', '10:30')).toBe('2024-01-05T09:30:00.000Z');
    expect(germanTimeToIso('2024-07-05', '10:30')).toBe('2024-07-05T08:30:00.000Z');
  });

  it('gives null for an invalid date or time', () => {
    expect(germanTimeToIso('2024-02-30', '10:30')).toBeNull();
    expect(germanTimeToIso('2024-01-05', '24:00')).toBeNull();
    expect(germanTimeToIso('2024-01-05', '9:30')).toBeNull();
    expect(germanTimeToIso('2024-01-05', '10:30 Uhr')).toBeNull();
    expect(germanTimeToIso('2024-01-05', '110:30')).toBeNull();
    expect(germanTimeToIso('2024-01-05', '10:60')).toBeNull();
    expect(germanTimeToIso('2024-01-05', '1030')).toBeNull();
  });
});

describe('quickRange', () => {
  // Wednesday, 15 May 2024, midday in Berlin.
  const now = new Date('2024-05-15T10:00:00Z');

  it.each([
    ['today', '2024-05-15', '2024-05-15'],
    ['tomorrow', '2024-05-16', '2024-05-16'],
    ['yesterday', '2024-05-14', '2024-05-14'],
    ['next7Days', '2024-05-15', '2024-05-21'],
    ['last7Days', '2024-05-09', '2024-05-15'],
    ['thisMonth', '2024-05-01', '2024-05-31'],
    ['lastMonth', '2024-04-01', '2024-04-30'],
    ['thisYear', '2024-01-01', '2024-12-31'],
  ] as const)('%s is %s to %s', (option, start, end) => {
    expect(quickRange(option, now)).toEqual({ start, end });
  });

  it('crosses month and year boundaries', () => {
    const newYearsEve = new Date('2024-12-31T12:00:00Z');
    expect(quickRange('tomorrow', newYearsEve)).toEqual({ start: '2025-01-01', end: '2025-01-01' });
    expect(quickRange('next7Days', newYearsEve)).toEqual({
      start: '2024-12-31',
      end: '2025-01-06',
    });
    const newYear = new Date('2025-01-01T12:00:00Z');
    expect(quickRange('yesterday', newYear)).toEqual({ start: '2024-12-31', end: '2024-12-31' });
    expect(quickRange('last7Days', newYear)).toEqual({ start: '2024-12-26', end: '2025-01-01' });
    expect(quickRange('lastMonth', newYear)).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(quickRange('thisYear', newYear)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });

  it('knows February in leap and common years', () => {
    expect(quickRange('thisMonth', new Date('2024-02-10T12:00:00Z'))).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(quickRange('lastMonth', new Date('2023-03-31T12:00:00Z'))).toEqual({
      start: '2023-02-01',
      end: '2023-02-28',
    });
  });

  it('takes the day as it is in Germany, not in UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in Berlin (summer time).
    const lateNight = new Date('2024-03-31T23:30:00Z');
    expect(quickRange('today', lateNight)).toEqual({ start: '2024-04-01', end: '2024-04-01' });
    expect(quickRange('lastMonth', lateNight)).toEqual({ start: '2024-03-01', end: '2024-03-31' });
  });
});

describe('weekRange', () => {
  it('starts on Monday', () => {
    expect(weekRange('2024-05-15')).toEqual({ start: '2024-05-13', end: '2024-05-19' });
    expect(weekRange('2024-05-13')).toEqual({ start: '2024-05-13', end: '2024-05-19' });
    expect(weekRange('2024-05-19')).toEqual({ start: '2024-05-13', end: '2024-05-19' });
    expect(weekRange('2025-01-01')).toEqual({ start: '2024-12-30', end: '2025-01-05' });
  });
});

// Decision 116: the screens show dates without dayjs. Hour by hour through a year with both
// clock changes, in every zone this file runs in, they show Germany's wall clock by the EU's rule
// (summer time from the last Sunday of March to the last Sunday of October, 01:00 UTC). dayjs's
// time zone plugin missed it by an hour around the device's own clock change west of UTC.
describe('dates without a date library', () => {
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(2026, month + 1, 0));
    return Date.UTC(2026, month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  const germanWall = (at: Date) => {
    const summer = at.getTime() >= lastSunday(2) && at.getTime() < lastSunday(9);
    const wall = new Date(at.getTime() + (summer ? 2 : 1) * 3_600_000);
    const two = (value: number) => String(value).padStart(2, '0');
    return {
      day: `${two(wall.getUTCDate())}.${two(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`,
      time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
    };
  };
  const instants = Array.from(
    { length: 365 * 24 },
    (_, hour) => new Date(Date.UTC(2026, 0, 1, hour, 17, 42)),
  );

  it.each(['de', 'en'] as const)(
    'write every hour of 2026 as a clock in Germany (%s)',
    (language) => {
      setDateLanguage(language);
      const written = (day: string) => (language === 'de' ? day : day.replaceAll('.', '/'));
      // One comparison of all 8,760 hours; a mismatch still shows each hour that is wrong.
      const wrong = instants.flatMap((at) => {
        const { day, time } = germanWall(at);
        const expected = [written(day), written(day), `${written(day)} ${time}`, time];
        const actual = [
          formatDate(at),
          formatDate(at.toISOString()),
          formatDateTime(at.toISOString()),
          formatTime(at),
        ];
        return actual.join('|') === expected.join('|')
          ? []
          : [{ at: at.toISOString(), expected, actual }];
      });
      expect(wrong).toEqual([]);
    },
    // 35,000 formats take 1–4 s in jsdom; a suite beside the API stage doubles that.
    30_000,
  );

  it('reads a wall-clock time in Germany as dayjs did, on the days the clocks change', () => {
    for (const date of ['2026-03-29', '2026-10-25', '2026-07-14', '2026-12-31']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        expect(germanTimeToIso(date, time), `${date} ${time}`).toBe(
          dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', 'Europe/Berlin').toISOString(),
        );
      }
    }
  });

  it('names the quick ranges and weeks of every day of 2024 as dayjs did', () => {
    for (let day = 0; day < 366; day++) {
      const now = new Date(Date.UTC(2024, 0, 1 + day, 11));
      const today = dayjs(todayInGermany(now), 'YYYY-MM-DD', true);
      const iso = (moment: typeof today) => moment.format('YYYY-MM-DD');
      expect(quickRange('thisMonth', now)).toEqual({
        start: iso(today.startOf('month')),
        end: iso(today.endOf('month')),
      });
      const lastMonth = today.subtract(1, 'month');
      expect(quickRange('lastMonth', now)).toEqual({
        start: iso(lastMonth.startOf('month')),
        end: iso(lastMonth.endOf('month')),
      });
      expect(quickRange('last7Days', now)).toEqual({
        start: iso(today.subtract(6, 'day')),
        end: iso(today),
      });
      const monday = today.subtract((today.day() + 6) % 7, 'day');
      expect(weekRange(iso(today))).toEqual({ start: iso(monday), end: iso(monday.add(6, 'day')) });
    }
  });
});
