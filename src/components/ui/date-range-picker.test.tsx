import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DateValue, RangeValue } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarRangeFromIso, isoFromCalendarRange } from './calendar-date';
import { DateRangePicker } from './date-range-picker';
import { renderWithI18n } from './test-render';
import { typeDate } from './type-date';

type Range = RangeValue<DateValue> | null;

// Wednesday, 15 May 2024, midday in Berlin. Only Date is faked: react-aria keeps its timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-15T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function Controlled({
  initial = null,
  onChange,
}: {
  initial?: Range;
  onChange: (value: Range) => void;
}) {
  const [value, setValue] = useState<Range>(initial);
  return (
    <DateRangePicker
      label="Zeitraum"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: /Kalender/ }));
  return screen.getByRole('dialog');
}

describe('DateRangePicker', () => {
  it('shows day.month.year with dots in German (DIN 5008)', () => {
    renderWithI18n(
      <Controlled
        initial={calendarRangeFromIso({ start: '2024-05-06', end: '2024-05-12' })}
        onChange={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'Zeitraum' });
    expect(group).toHaveTextContent('06.05.2024–12.05.2024');
  });

  it.each([
    ['Heute', '2024-05-15', '2024-05-15'],
    ['Morgen', '2024-05-16', '2024-05-16'],
    ['Gestern', '2024-05-14', '2024-05-14'],
    ['Nächste 7 Tage', '2024-05-15', '2024-05-21'],
    ['Letzte 7 Tage', '2024-05-09', '2024-05-15'],
    ['Dieser Monat', '2024-05-01', '2024-05-31'],
    ['Letzter Monat', '2024-04-01', '2024-04-30'],
    ['Dieses Jahr', '2024-01-01', '2024-12-31'],
  ])('"%s" applies %s to %s at once', (label, start, end) => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    const dialog = openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: label }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(isoFromCalendarRange(onChange.mock.calls[0]![0])).toEqual({ start, end });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('applies a range picked in the calendar only with "Anwenden"', () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    const dialog = openPicker();
    const apply = within(dialog).getByRole('button', { name: 'Anwenden' });
    expect(apply).toBeDisabled();

    const grid = within(dialog).getByRole('grid');
    fireEvent.click(within(grid).getByText('20'));
    fireEvent.click(within(grid).getByText('23'));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(apply);
    expect(isoFromCalendarRange(onChange.mock.calls[0]![0])).toEqual({
      start: '2024-05-20',
      end: '2024-05-23',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** Types `digits` into the picker's segments from the start's day and leaves it; what the owner was told. */
  function typeRange(digits: string, initial: Range = null) {
    const onChange = vi.fn();
    renderWithI18n(
      <>
        <Controlled initial={initial} onChange={onChange} />
        <button type="button">weiter</button>
      </>,
    );
    const group = screen.getByRole('group', { name: 'Zeitraum' });
    typeDate(group, digits, screen.getByRole('button', { name: 'weiter' }));
    return { onChange, group };
  }

  it('tells the owner a typed range only once it is whole, not at each digit of a year', () => {
    // From 01/12/2026 to 05/12/2026: react-aria has a whole range at every digit of the end's year.
    const { onChange, group } = typeRange('0112202605122026');
    expect(onChange.mock.calls.map(([range]) => isoFromCalendarRange(range))).toEqual([
      { start: '2026-12-01', end: '2026-12-05' },
    ]);
    expect(group).toHaveTextContent('01.12.2026–05.12.2026');
  });

  it('keeps an end before the start as typed and tells the owner nothing', () => {
    const { onChange, group } = typeRange('0512202601122026');
    expect(onChange).not.toHaveBeenCalled();
    expect(group).toHaveTextContent('05.12.2026–01.12.2026');
  });

  it.each([
    ['start', '3102202605032026', 'Den 31.02.2026 gibt es nicht – der Monat hat 28 Tage.'],
    ['end', '0102202631042026', 'Den 31.04.2026 gibt es nicht – der Monat hat 30 Tage.'],
  ])('says a typed %s that does not exist and keeps it from the owner', (_half, digits, text) => {
    // react-aria would turn the day into the month's last one on leaving and report that range.
    const { onChange, group } = typeRange(digits);
    console.log(
      'DBG',
      group.textContent,
      onChange.mock.calls.map(([r]) => isoFromCalendarRange(r)),
    );
    expect(group).toHaveAccessibleDescription(text);
    expect(onChange).not.toHaveBeenCalled();
  });

  const december = () => calendarRangeFromIso({ start: '2026-12-01', end: '2026-12-31' });

  it('tells a range typed over another once, on leaving, not at each digit', () => {
    // Typing 05 into the start's day alone would have told 0-5/12 on the way.
    const { onChange, group } = typeRange('05122026', december());
    expect(onChange.mock.calls.map(([range]) => isoFromCalendarRange(range))).toEqual([
      { start: '2026-12-05', end: '2026-12-31' },
    ]);
    expect(group).toHaveTextContent('05.12.2026–31.12.2026');
  });

  it('keeps the owner’s range when a date typed over it does not exist', () => {
    // On the way react-aria had 03/12 and 31/12 as the start: neither may reach the list.
    const { onChange, group } = typeRange('31022030', december());
    expect(onChange).not.toHaveBeenCalled();
    expect(group).toHaveAccessibleDescription(
      /Den 31\.02\.2030 gibt es nicht – der Monat hat 28 Tage\./,
    );
    expect(group).toHaveTextContent('01.12.2026–31.12.2026');
  });

  it('ends the message when the range is typed again', () => {
    const { onChange, group } = typeRange('3102202605032026');
    typeDate(group, '0102202605032026', screen.getByRole('button', { name: 'weiter' }));
    expect(group).not.toHaveAccessibleDescription(/gibt es nicht/);
    expect(isoFromCalendarRange(onChange.mock.lastCall![0])).toEqual({
      start: '2026-02-01',
      end: '2026-03-05',
    });
  });

  it('clears the range with "Löschen"', () => {
    const onChange = vi.fn();
    renderWithI18n(
      <Controlled
        initial={calendarRangeFromIso({ start: '2024-05-06', end: '2024-05-12' })}
        onChange={onChange}
      />,
    );
    fireEvent.click(within(openPicker()).getByRole('button', { name: 'Löschen' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('starts weeks on Monday with German day names', () => {
    renderWithI18n(<Controlled onChange={() => {}} />);
    const dialog = openPicker();
    const headers = [...dialog.querySelectorAll('th')].map((h) => h.textContent);
    expect(headers).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Mai 2024');
  });
});
