/**
 * Two jobs of a company's crew for today, ordered by a ward (through the API), and the ward's
 * edit of the one and cancellation of the other: what the crew's "Heute" marks (issue 25).
 */
import type { Transport } from '../../../src/contract/transport-answer';
import { apiFor, patientBody, transportOrderBody } from './api';
import { baseUrl } from './app';
import type { TestAccount } from './accounts';

const MINUTE = 60_000;

/** Minutes from now, kept before the 06:00 handover when it is near (crew-shift.ts). */
export function laterToday(minutes: number): Date {
  const at = new Date(Date.now() + minutes * MINUTE);
  const hour = (date: Date) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(date),
    );
  return hour(new Date()) < 6 && hour(at) >= 6 ? new Date(Date.now() + 2 * MINUTE) : at;
}

export async function crewJobs(ward: TestAccount, company: TestAccount) {
  const [wardApi, companyApi] = await Promise.all([
    apiFor(baseUrl(), ward),
    apiFor(baseUrl(), company),
  ]);
  const crew = await companyApi.send<{ id: string }>('POST', 'teams', {
    name: `KTW ${Math.floor(Math.random() * 1e6)}`,
    crew: true,
  });
  const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Brandt'));
  const order = async (pickupAt: Date) => {
    const body = transportOrderBody(patient.body.id, pickupAt, { crewNote: 'Klingeln bei Brandt' });
    const { body: transport } = await wardApi.send<Transport>('POST', 'transports', body);
    await companyApi.send('POST', `transports/${transport.id}/accept`, {});
    await companyApi.send('POST', `transports/${transport.id}/crew`, { teamId: crew.body.id });
    return { ...transport, body };
  };
  const [changed, cancelled] = [await order(laterToday(30)), await order(laterToday(45))];
  return {
    changed,
    cancelled,
    /** The ward moves the pickup by 23 minutes and adds MRSA, in a KTW. */
    async change() {
      const current = await wardApi.get<Transport>(`transports/${changed.id}`);
      const moved = new Date(Date.parse(changed.body.pickupAt) + 23 * MINUTE);
      await wardApi.send('PUT', `transports/${changed.id}`, {
        ...changed.body,
        pickupAt: moved.toISOString(),
        infection: { type: 'MRSA' },
        crewNote: 'Bitte Schutzkittel, Zimmer 12',
        version: current.body.version,
      });
    },
    async cancel() {
      await wardApi.send('POST', `transports/${cancelled.id}/cancel`, {
        reason: 'Entlassung verschoben',
      });
    },
  };
}
