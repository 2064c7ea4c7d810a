import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransportSeries } from '@/contract/transport-series-answer';
import { renderInRouter } from '@/components/ui/test-render';
import { ApiError } from '@/lib/api-error';
import { SeriesChangeForm } from './series-change-dialog';
import {
  changeStart,
  currentRule,
  seriesUpdateBody,
  typedTime,
  type SeriesChange,
} from './series-change-values';

const date = (day: string, status: string | null, skipped = false) => ({
  date: day,
  pickupAt: `${day}T06:15:00.000Z`,
  holiday: null,
  skipped,
  transport: status ? { id: day, number: `T-${day}`, status } : null,
});

const place = (street: string, zipCode: string) => ({
  address: { street, houseNumber: '1', city: 'Berlin', zipCode, country: 'DE' },
});

/**
 * Mo/Mi/Fr from Monday 2 March 2099: its first date is under way, the Wednesday a holiday. A walking
 * patient in a taxi from Hauptstraße to Seestraße.
 */
const series = {
  id: '6f1c3a52-3d4e-4b8a-9c61-0a3c2f1e9b11',
  patientId: null,
  transportClass: 'TAXI',
  mobility: 'walking',
  equipment: [],
  infection: { type: 'none' },
  weightKg: null,
  companions: 0,
  stairsWithoutLift: false,
  start: place('Hauptstraße', '10115'),
  destination: place('Seestraße', '10117'),
  recurrence: { startDate: '2099-03-02', weekdays: ['MO', 'WE', 'FR'], pickupTime: '07:15' },
  dates: [
    date('2099-03-02', 'en_route'),
    date('2099-03-04', null, true),
    date('2099-03-06', 'assigned'),
    date('2099-03-09', null),
  ],
} as unknown as TransportSeries;

/**
 * The same as a whole radiotherapy series as the server answers it: ending by date, with an
 * appointment and a return at a fixed time — the dialog checks the whole order as the server does.
 */
const whole = {
  ...series,
  patientId: '0b9f8c1e-5a4e-4f5a-9b7e-3c1d2e4f5a6b',
  reason: 'radiotherapy',
  crewNote: null,
  payer: { kind: 'self', name: null, ik: null, insuranceNumber: null },
  prescription: null,
  team: null,
  version: 3,
  recurrence: {
    startDate: '2099-03-02',
    weekdays: ['MO', 'WE', 'FR'],
    intervalWeeks: 1,
    until: '2099-04-30',
    count: null,
    pickupTime: '07:15',
    appointmentTime: '08:00',
    state: 'BE',
    skipHolidays: false,
    skipDates: [],
  },
  returnTrip: { time: '11:00', onCall: false },
} as unknown as TransportSeries;

/** Today for the whole-order checks (no start in the past, no end beyond a year from now). */
function onTheDay(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T10:00:00Z`));
}
afterEach(() => {
  vi.useRealTimers();
});

// The places' shortcuts (favorites, own address, the patient's home) stay loading: the tests
// type the places themselves.
vi.mock('@/lib/api-client', () => ({ call: () => new Promise(() => {}) }));

async function renderForm(
  onSave: (change: SeriesChange) => Promise<void>,
  shown: TransportSeries = series,
) {
  await renderInRouter(
    <QueryClientProvider client={new QueryClient()}>
      <SeriesChangeForm series={shown} onSave={onSave} />
    </QueryClientProvider>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ändern' }));
const time = () => screen.getByRole('textbox', { name: /Abholung um/ });

describe('changeStart', () => {
  it('suggests the next date not under way, never before the rule or today', () => {
    expect(changeStart(series, '2099-01-10')).toEqual({
      earliest: '2099-03-02',
      suggested: '2099-03-06',
    });
    expect(changeStart(series, '2099-03-07')).toEqual({
      earliest: '2099-03-07',
      suggested: '2099-03-09',
    });
    // Past its last known date: the earliest day it may start.
    expect(changeStart(series, '2099-04-01').suggested).toBe('2099-04-01');
  });
});

describe('typedTime', () => {
  it('reads a time as Germans type it, and leaves the rest for the contract to refuse', () => {
    for (const typed of ['7:30', '07:30', '7.30', '0730', ' 07.30 ']) {
      expect(typedTime(typed)).toBe('07:30');
    }
    expect(typedTime('730')).toBe('07:30');
    for (const wrong of ['24:00', '7 Uhr', '07:60', '']) expect(typedTime(wrong)).toBe(wrong);
  });
});

// The whole dialog renders: slow on a busy 2-core machine, not a wait for anything.
describe('SeriesChangeForm', { timeout: 30_000 }, () => {
  it('sends the new weekdays and time from the chosen date', async () => {
    const onSave = vi.fn(async (_change: SeriesChange) => {});
    await renderForm(onSave);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mi' }));
    fireEvent.change(time(), { target: { value: '08:30' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      // From the next date no crew has set off for, unless the ward picks another.
      recurrence: { startDate: '2099-03-06', weekdays: ['MO', 'FR'], pickupTime: '08:30' },
    });
  });

  it('shows its own checks next to each field and sends nothing', async () => {
    const onSave = vi.fn(async () => {});
    await renderForm(onSave);
    for (const day of ['Mo', 'Mi', 'Fr'])
      fireEvent.click(screen.getByRole('checkbox', { name: day }));
    fireEvent.change(time(), { target: { value: '7 Uhr' } });
    submit();
    await waitFor(() => expect(time()).toBeInvalid());
    expect(time()).toHaveAccessibleDescription(/Uhrzeit/);
    const weekdays = screen.getByRole('group', { name: /Wochentage/ });
    expect(weekdays).toHaveAttribute('data-invalid');
    expect(weekdays).toHaveTextContent(/Wochentag/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('changes the appointment, the return and the end too, where the series has them', async () => {
    onTheDay('2099-02-20');
    const onSave = vi.fn(async (_change: SeriesChange) => {});
    await renderForm(onSave, whole);
    const appointment = screen.getByRole('textbox', { name: /Termin am Ziel um/ });
    const back = screen.getByRole('textbox', { name: /Rückfahrt um/ });
    expect(appointment).toHaveValue('08:00');
    expect(back).toHaveValue('11:00');
    // The date fields' code arrives after the form's (decision 060).
    expect(
      await screen.findByRole('group', { name: /Letzter Termin am/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fireEvent.change(appointment, { target: { value: '' } });
    fireEvent.change(back, { target: { value: '12:30' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = seriesUpdateBody(whole, onSave.mock.calls[0]![0]);
    expect(body.recurrence).toMatchObject({
      startDate: '2099-03-06',
      appointmentTime: null,
      until: '2099-04-30',
      count: null,
    });
    expect(body.returnTrip).toEqual({ time: '12:30', onCall: false });
    expect(body.version).toBe(3);
  });

  it('checks the times against each other as the server does, each at its field', async () => {
    onTheDay('2099-02-20');
    const onSave = vi.fn(async () => {});
    await renderForm(onSave, whole);
    const appointment = screen.getByRole('textbox', { name: /Termin am Ziel um/ });
    const back = screen.getByRole('textbox', { name: /Rückfahrt um/ });
    fireEvent.change(appointment, { target: { value: '07:00' } });
    fireEvent.change(back, { target: { value: '06:00' } });
    submit();
    await waitFor(() => expect(appointment).toBeInvalid());
    expect(appointment).toHaveAccessibleDescription(/Der Termin muss nach der Abholzeit liegen\./);
    expect(back).toBeInvalid();
    expect(back).toHaveAccessibleDescription(/Die Rückfahrt muss nach der Hinfahrt liegen\./);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows no end or return field where the series has none', async () => {
    await renderForm(vi.fn(), series);
    // Once the form's date fields are there, the end is not among them.
    await screen.findByRole('group', { name: /Ab Termin am/ }, { timeout: 15_000 });
    expect(screen.queryByRole('textbox', { name: /Rückfahrt um/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /Letzter Termin am/ })).toBeNull();
    // A series counted in dates keeps what it has left from the change on.
    const counted = {
      ...series,
      recurrence: {
        ...series.recurrence,
        intervalWeeks: 1,
        count: 12,
        state: 'BE',
        skipDates: [],
      },
    } as unknown as TransportSeries;
    const body = seriesUpdateBody(counted, currentRule(counted, '2099-03-06'));
    expect(body.recurrence).toMatchObject({ until: null, appointmentTime: null });
    expect(body.recurrence.count).toBeGreaterThan(0);
    expect(body.recurrence.count).toBeLessThan(12);
  });

  it('sends nothing when the rule stays as it is, and says so', async () => {
    const onSave = vi.fn(async () => {});
    await renderForm(onSave);
    // The same weekdays ticked in another order are the same rule.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mo' }));
    submit();
    await screen.findByText(
      'Nichts geändert: Wochentage, Zeiten, Ende, Bedarf und Orte sind wie bisher.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('changes the destination from the chosen date and keeps the pickup place', async () => {
    onTheDay('2099-02-20');
    const onSave = vi.fn(async (_change: SeriesChange) => {});
    await renderForm(onSave, whole);
    // Hidden until asked for: most changes are times.
    expect(screen.queryByRole('textbox', { name: /Straße/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Abholort oder Ziel ändern' }));
    const destination = screen.getByRole('region', { name: 'Ziel' });
    const street = within(destination).getByRole('textbox', { name: /Straße/ });
    expect(street).toHaveValue('Seestraße');
    fireEvent.change(street, { target: { value: 'Turmstraße' } });
    fireEvent.change(within(destination).getByRole('textbox', { name: /Hausnummer/ }), {
      target: { value: '21' },
    });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = seriesUpdateBody(whole, onSave.mock.calls[0]![0]);
    expect(body.destination.address).toMatchObject({ street: 'Turmstraße', houseNumber: '21' });
    expect(body.start.address).toMatchObject({ street: 'Hauptstraße', zipCode: '10115' });
    expect(body.recurrence.startDate).toBe('2099-03-06');
  });

  it('marks a place left incomplete at its field and sends nothing', async () => {
    onTheDay('2099-02-20');
    const onSave = vi.fn(async () => {});
    await renderForm(onSave, whole);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Abholort oder Ziel ändern' }));
    const start = screen.getByRole('region', { name: 'Abholort' });
    const city = within(start).getByRole('textbox', { name: /^Ort/ });
    fireEvent.change(city, { target: { value: '' } });
    submit();
    await waitFor(() => expect(city).toBeInvalid());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the places when they are edited and then unticked', async () => {
    onTheDay('2099-02-20');
    const onSave = vi.fn(async (_change: SeriesChange) => {});
    await renderForm(onSave, whole);
    const tick = () =>
      fireEvent.click(screen.getByRole('checkbox', { name: 'Abholort oder Ziel ändern' }));
    tick();
    const destination = screen.getByRole('region', { name: 'Ziel' });
    fireEvent.change(within(destination).getByRole('textbox', { name: /Straße/ }), {
      target: { value: 'Turmstraße' },
    });
    tick();
    fireEvent.change(time(), { target: { value: '07:00' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = seriesUpdateBody(whole, onSave.mock.calls[0]![0]);
    expect(body.destination).toEqual(whole.destination);
  });

  it('changes the needs from a date on: the vehicle they now need is asked for at its field', async () => {
    onTheDay('2099-02-20');
    const onSave = vi.fn(async (_change: SeriesChange) => {});
    await renderForm(onSave, whole);
    expect(screen.queryByRole('region', { name: 'Medizinisches und Fahrzeug' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedarf oder Fahrzeug ändern' }));
    const needs = screen.getByRole('region', { name: 'Medizinisches und Fahrzeug' });
    // The patient now travels lying: a taxi no longer does, and the form says so at the vehicle.
    fireEvent.click(within(needs).getByRole('button', { name: /Mobilität/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Liegend' }));
    submit();
    const vehicle = within(needs).getByRole('button', { name: /Fahrzeug/ });
    await waitFor(() => expect(vehicle).toHaveAccessibleDescription(/Liegend → mindestens KTW\./));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(within(needs).getByRole('button', { name: /Vorschlag .* übernehmen/ }));
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = seriesUpdateBody(whole, onSave.mock.calls[0]![0]);
    expect(body).toMatchObject({ mobility: 'lying', transportClass: 'KTW' });
    expect(body.destination).toEqual(whole.destination);
  });

  it('keeps the needs when they are changed and then unticked', async () => {
    onTheDay('2099-02-20');
    const onSave = vi.fn(async (_change: SeriesChange) => {});
    await renderForm(onSave, whole);
    const tick = () =>
      fireEvent.click(screen.getByRole('checkbox', { name: 'Bedarf oder Fahrzeug ändern' }));
    tick();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Treppen ohne Aufzug' }));
    tick();
    fireEvent.change(time(), { target: { value: '07:00' } });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = seriesUpdateBody(whole, onSave.mock.calls[0]![0]);
    expect(body).toMatchObject({
      stairsWithoutLift: false,
      mobility: 'walking',
      transportClass: 'TAXI',
    });
  });

  it('puts what the server refuses at its field, the rest above the fields', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, {
        code: 1422,
        message: 'Bitte prüfen Sie die markierten Felder.',
        errors: { 'recurrence.startDate': ['Dieses Datum liegt in der Vergangenheit.'] },
      });
    });
    await renderForm(onSave);
    fireEvent.change(time(), { target: { value: '08:30' } });
    submit();
    const date = await screen.findByRole('group', { name: /Ab Termin am/ });
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(/Dieses Datum liegt in der Vergangenheit\./),
    );
    // Every field error found its field: no summary above them.
    expect(screen.queryByText('Bitte prüfen Sie die markierten Felder.')).toBeNull();
  });
});
