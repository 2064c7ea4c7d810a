/** Series transports for the API tests: a valid series order (decision 041). */
import type { SeriesCreateInput } from '../../../src/contract/transport-series';
import type { TransportSeries } from '../../../src/contract/transport-series-answer';
import type { ApiClient } from './client';
import { newPatient, prescriptionInput, transportInput } from './transports';

/** A dialysis series Mo/Mi/Fr 07:15 in Berlin with its approval requested, from `startDate`. */
export function seriesInput(
  patientId: string,
  startDate: string,
  overrides: Omit<Partial<SeriesCreateInput>, 'recurrence'> & {
    recurrence?: Partial<SeriesCreateInput['recurrence']>;
  } = {},
): SeriesCreateInput {
  const { pickupAt, appointmentAt, roundTrip, ...order } = transportInput(patientId, new Date());
  void pickupAt;
  void appointmentAt;
  void roundTrip;
  const { recurrence, ...rest } = overrides;
  return {
    ...order,
    reason: 'dialysis',
    transportClass: 'KTW',
    payer: { kind: 'insurer' },
    // Dialysis in a KTW: the Kasse's approval is needed, granted beyond the series' dates.
    prescription: prescriptionInput({
      reason: 'outpatient_high_frequency',
      treatmentOn: null,
      frequency: '3× pro Woche',
      facility: 'KfH Dialysezentrum Potsdam',
      approval: { reference: 'AZ-2026-0815', validUntil: '2999-12-31' },
    }),
    recurrence: {
      startDate,
      weekdays: ['MO', 'WE', 'FR'],
      intervalWeeks: 1,
      count: 12,
      pickupTime: '07:15',
      state: 'BE',
      skipHolidays: false,
      skipDates: [],
      ...recurrence,
    },
    returnTrip: { time: '12:30', onCall: false },
    ...rest,
  };
}

/** Orders a series for a new patient; the answer's body. */
export async function newSeries(
  client: ApiClient,
  startDate: string,
  overrides: Parameters<typeof seriesInput>[2] = {},
): Promise<TransportSeries> {
  const patientId = await newPatient(client);
  const response = await client.post<TransportSeries>(
    '/v1/transport-series',
    seriesInput(patientId, startDate, overrides),
  );
  if (response.status !== 201) throw new Error(`series: ${JSON.stringify(response.body)}`);
  return response.body;
}
