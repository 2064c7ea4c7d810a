import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { DateValue } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import {
  calendarDateFromIso,
  calendarRangeFromIso,
  isoFromCalendarDate,
  isoFromCalendarRange,
} from './calendar-date';
import { DateField } from './date-field';
import { DatePicker } from './date-picker';
import { DateRangePicker } from './date-range-picker';
import { DATE_FORMAT, message } from '@/contract/messages';
import { renderWithI18n } from './test-render';
import { typeDate } from './type-date';

describe('calendar-date conversions', () => {
  it('reads and writes the API format', () => {
    expect(calendarDateFromIso('2024-02-29')).toEqual(new CalendarDate(2024, 2, 29));
    expect(isoFromCalendarDate(new CalendarDate(2024, 1, 5))).toBe('2024-01-05');
    expect(calendarRangeFromIso({ start: '2024-05-01', end: '2024-05-31' })).toEqual({
      start: new CalendarDate(2024, 5, 1),
      end: new CalendarDate(2024, 5, 31),
    });
    expect(
      isoFromCalendarRange({
        start: new CalendarDate(2024, 5, 1),
        end: new CalendarDate(2024, 5, 31),
      }),
    ).toEqual({ start: '2024-05-01', end: '2024-05-31' });
  });

  it('gives null for missing or impossible dates', () => {
    expect(calendarDateFromIso('2023-02-29')).toBeNull();
    expect(calendarDateFromIso('05/01/2024')).toBeNull();
    expect(calendarDateFromIso(null)).toBeNull();
    expect(calendarDateFromIso('')).toBeNull();
    expect(isoFromCalendarDate(null)).toBeNull();
    expect(calendarRangeFromIso({ start: '2024-05-01', end: '2024-13-01' })).toBeNull();
    expect(isoFromCalendarRange(null)).toBeNull();
  });
});

describe('DateField and DatePicker', () => {
  it.each([
    ['de', '05.01.2024', '23.11.2024'],
    ['en', '05/01/2024', '23/11/2024'],
  ] as const)('show the day as %s writes it (%s)', (locale, birthday, pickup) => {
    renderWithI18n(
      <>
        <DateField label="Geburtstag" defaultValue={new CalendarDate(2024, 1, 5)} />
        <DatePicker label="Abholung" defaultValue={new CalendarDate(2024, 11, 23)} />
      </>,
      locale,
    );
    expect(screen.getByRole('group', { name: 'Geburtstag' })).toHaveTextContent(birthday);
    expect(screen.getByRole('group', { name: 'Abholung' })).toHaveTextContent(pickup);
  });

  it.each(['de', 'en'] as const)(
    'shows in %s the placeholder the date message names (issue 10.10)',
    (locale) => {
      renderWithI18n(<DateField label="Geburtstag" />, locale);
      expect(screen.getByRole('group', { name: 'Geburtstag' })).toHaveTextContent(
        new RegExp(`^${DATE_FORMAT[locale]}$`),
      );
      expect(message('date', locale)).toContain(`(${DATE_FORMAT[locale]})`);
    },
  );

  it.each([
    ['de', 'Januar 2024', ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']],
    ['en', 'January 2024', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']],
  ] as const)('opens a Monday-first calendar in %s', (locale, heading, days) => {
    renderWithI18n(
      <DatePicker label="Abholung" defaultValue={new CalendarDate(2024, 1, 5)} />,
      locale,
    );
    fireEvent.click(
      screen.getByRole('button', { name: locale === 'de' ? /Kalender/ : /Calendar/ }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(heading);
    expect([...dialog.querySelectorAll('th')].map((th) => th.textContent)).toEqual(days);
  });
});

describe('DatePicker, a date that does not exist', () => {
  function Controlled(props: {
    onChange: (value: DateValue | null) => void;
    onImpossibleDate: () => void;
  }) {
    const [value, setValue] = useState<DateValue | null>(null);
    return (
      <DatePicker
        label="Gültig ab"
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
        onImpossibleDate={props.onImpossibleDate}
      />
    );
  }

  function typeInto(digits: string) {
    const onChange = vi.fn();
    const onImpossibleDate = vi.fn();
    renderWithI18n(
      <>
        <Controlled onChange={onChange} onImpossibleDate={onImpossibleDate} />
        <button type="button">weiter</button>
      </>,
    );
    const group = screen.getByRole('group', { name: 'Gültig ab' });
    typeDate(group, digits, screen.getByRole('button', { name: 'weiter' }));
    return { group, onChange, onImpossibleDate };
  }

  it("is said at the field and handed on as typed, not as the month's last day", () => {
    const { group, onChange, onImpossibleDate } = typeInto('31022027');
    expect(group).toHaveAccessibleDescription(
      'Den 31.02.2027 gibt es nicht – der Monat hat 28 Tage.',
    );
    // react-aria reports each digit of the year (0003, 0031, …); never the 28th.
    const told = onChange.mock.calls.map(([value]) => isoFromCalendarDate(value));
    expect(told).not.toContain('2027-02-28');
    expect(onImpossibleDate).toHaveBeenCalledWith(
      expect.objectContaining({ text: '31.02.2027', iso: '2027-02-31' }),
    );
  });

  it('lets a real date through', () => {
    const { group, onChange, onImpossibleDate } = typeInto('28022027');
    expect(isoFromCalendarDate(onChange.mock.lastCall![0])).toBe('2027-02-28');
    expect(onImpossibleDate).not.toHaveBeenCalled();
    expect(group).not.toHaveAccessibleDescription(/gibt es nicht/);
  });
});

describe('a whole date pasted into a segment (issue 27)', () => {
  const paste = (group: HTMLElement, text: string, at = 0) => {
    const segment = group.querySelectorAll<HTMLElement>('[role="spinbutton"]')[at]!;
    act(() => segment.focus());
    const event = createEvent.paste(segment, { clipboardData: { getData: () => text } });
    fireEvent(segment, event);
    return event;
  };

  it.each([
    ['de', '28.11.2026', '28.11.2026'],
    ['de', '28/11/2026', '28.11.2026'],
    ['en', '28/11/2026', '28/11/2026'],
    ['en', '28.11.2026', '28/11/2026'],
    ['en', '2026-11-28', '28/11/2026'],
  ] as const)('fills a date in %s from %j, into any segment', async (locale, text, shown) => {
    const onChange = vi.fn();
    renderWithI18n(<DateField label="Geburtstag" onChange={onChange} />, locale);
    const group = screen.getByRole('group', { name: 'Geburtstag' });
    const event = paste(group, text, 1);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(group).toHaveTextContent(shown));
    expect(isoFromCalendarDate(onChange.mock.lastCall![0])).toBe('2026-11-28');
  });

  it.each(['de', 'en'] as const)('fills a date with its time in %s', async (locale) => {
    const onChange = vi.fn();
    renderWithI18n(
      <DateField<CalendarDateTime>
        label="Abholung"
        granularity="minute"
        hourCycle={24}
        hideTimeZone
        onChange={onChange}
      />,
      locale,
    );
    const group = screen.getByRole('group', { name: 'Abholung' });
    paste(group, '28.11.2026 14:30', 3);
    await waitFor(() => expect(String(onChange.mock.lastCall?.[0])).toBe('2026-11-28T14:30:00'));
    // Without the marks that keep the time left to right.
    expect(group.textContent!.replace(/[\u2066-\u2069]/g, '')).toBe(
      locale === 'de' ? '28.11.2026, 14:30' : '28/11/2026, 14:30',
    );
  });

  it('keeps the time when only a date is pasted over a date with time', async () => {
    const onChange = vi.fn();
    renderWithI18n(
      <DateField<CalendarDateTime>
        label="Abholung"
        granularity="minute"
        hourCycle={24}
        hideTimeZone
        defaultValue={new CalendarDateTime(2026, 1, 2, 8, 15)}
        onChange={onChange}
      />,
    );
    paste(screen.getByRole('group', { name: 'Abholung' }), '28.11.2026');
    await waitFor(() => expect(String(onChange.mock.lastCall?.[0])).toBe('2026-11-28T08:15:00'));
  });

  it('fills the picker and each half of a range', async () => {
    const onPick = vi.fn();
    const onRange = vi.fn();
    renderWithI18n(
      <>
        <DatePicker label="Gültig ab" onChange={onPick} />
        <DateRangePicker label="Zeitraum" onChange={onRange} />
        <button type="button">weiter</button>
      </>,
    );
    paste(screen.getByRole('group', { name: 'Gültig ab' }), '01.03.2027');
    await waitFor(() => expect(isoFromCalendarDate(onPick.mock.lastCall?.[0])).toBe('2027-03-01'));
    const range = screen.getByRole('group', { name: 'Zeitraum' });
    paste(range, '01.03.2027', 0);
    await waitFor(() => expect(range).toHaveTextContent(/^01\.03\.2027/));
    paste(range, '31.03.2027', 3);
    await waitFor(() => expect(range).toHaveTextContent('01.03.2027–31.03.2027'));
    // A typed range is told once the typing is done (date-range-picker.tsx): leaving it.
    act(() => screen.getByRole('button', { name: 'weiter' }).focus());
    expect(isoFromCalendarRange(onRange.mock.lastCall![0])).toEqual({
      start: '2027-03-01',
      end: '2027-03-31',
    });
  });

  it('changes nothing for text that is no date, or a day the month does not have', async () => {
    const onChange = vi.fn();
    renderWithI18n(
      <DateField
        label="Geburtstag"
        defaultValue={new CalendarDate(2024, 1, 5)}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Geburtstag' });
    paste(group, '31.02.2026');
    paste(group, 'morgen');
    // The reading has loaded and answered (the real date after them is filled).
    paste(group, '06.01.2024');
    await waitFor(() => expect(group).toHaveTextContent('06.01.2024'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
