import { CalendarDate } from '@internationalized/date';
import { fireEvent, screen, within } from '@testing-library/react';
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
