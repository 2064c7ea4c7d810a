/**
 * Two jobs of a company's crew for today, ordered by a ward (through the API), and the ward's
 * edit of the one and cancellation of the other: what the crew's "Heute" marks (issue 25).
 */
import type { Transport } from '../../../src/contract/transport-answer';
import { apiFor, patientBody, transportOrderBody, type Api } from './api';
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

/** The API's answer, or a failed set-up that says what the server refused. */
async function ok<T>(reply: ReturnType<Api['send']>): Promise<{ status: number; body: T }> {
  const answer = await reply;
  if (answer.status >= 300) throw new Error(`${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer as { status: number; body: T };
}

export async function crewJobs(ward: TestAccount, company: TestAccount) {
  const [wardApi, companyApi] = await Promise.all([
    apiFor(baseUrl(), ward),
    apiFor(baseUrl(), company),
  ]);
  const crew = await ok<{ id: string }>(
    companyApi.send('POST', 'teams', {
      name: `KTW ${Math.floor(Math.random() * 1e6)}`,
      crew: true,
    }),
  );
  const patient = await ok<{ id: string }>(wardApi.send('POST', 'patients', patientBody('Brandt')));
  const order = async (pickupAt: Date) => {
    const body = transportOrderBody(patient.body.id, pickupAt, { crewNote: 'Klingeln bei Brandt' });
    const { body: transport } = await ok<Transport>(wardApi.send('POST', 'transports', body));
    await ok(companyApi.send('POST', `transports/${transport.id}/accept`, {}));
    await ok(companyApi.send('POST', `transports/${transport.id}/crew`, { teamId: crew.body.id }));
    return { ...transport, body };
  };
  const [changed, cancelled] = [await order(laterToday(30)), await order(laterToday(45))];
  return {
    changed,
    cancelled,
    /** The company's API, for what its dispatch or crew does beside the pages. */
    companyApi,
    /** The ward moves the pickup by 23 minutes and adds MRSA, in a KTW; answers the new time. */
    async change(): Promise<Date> {
      const current = await wardApi.get<Transport>(`transports/${changed.id}`);
      const moved = new Date(Date.parse(changed.body.pickupAt) + 23 * MINUTE);
      await ok(
        wardApi.send('PUT', `transports/${changed.id}`, {
          ...changed.body,
          pickupAt: moved.toISOString(),
          infection: { type: 'MRSA' },
          crewNote: 'Bitte Schutzkittel, Zimmer 12',
          version: current.body.version,
        }),
      );
      return moved;
    },
    async cancel() {
      await ok(
        wardApi.send('POST', `transports/${cancelled.id}/cancel`, {
          reason: 'Entlassung verschoben',
        }),
      );
    },
  };
}
