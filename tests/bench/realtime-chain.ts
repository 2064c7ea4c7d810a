/**
 * The whole chain under the realtime bench's load: a company's accept through the API → the
 * domain event committed with it → the events dispatcher → the `notifications.store` handler →
 * the ward's pusher-js client receiving its `notification`. Measured from just before the accept
 * request to the event, one accept at a time.
 */
import { BENCH_PASSWORD } from './bench-data';
import { patientBody } from '../e2e/support/api';

export const CHAIN_ACCEPTS = 50;

type Session = { send: (method: string, path: string, body?: unknown) => Promise<Response> };

export async function signedIn(baseUrl: string, email: string): Promise<Session> {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return {
    send: (method, path, body) =>
      fetch(`${baseUrl}/v1/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

const address = (city: string, zipCode: string) => ({
  street: 'Invalidenstraße',
  houseNumber: '12',
  city,
  zipCode,
  country: 'DE',
});

/** The ward's open transports to be accepted: their ids and numbers. */
export async function orderTransports(ward: Session, count: number) {
  const patient = await ward.send('POST', 'patients', patientBody('Brandt'));
  const { id: patientId } = (await patient.json()) as { id: string };
  const ordered: { id: string; number: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await ward.send('POST', 'transports', {
      patientId,
      reason: 'discharge',
      transportClass: 'KTW',
      mobility: 'lying',
      equipment: [],
      infection: { type: 'none' },
      weightKg: 80,
      start: { address: address('Berlin', '10115'), ward: 'Station 3B' },
      destination: { address: address('Potsdam', '14467') },
      pickupAt: new Date(Date.now() + (3 + i / 10) * 3_600_000).toISOString(),
      payer: { kind: 'self' },
      prescription: null,
    });
    if (response.status !== 201) throw new Error(`order: ${await response.text()}`);
    ordered.push((await response.json()) as { id: string; number: string });
  }
  return ordered;
}

/**
 * Accepts each transport in turn; the time until the ward's client heard of it. A notification
 * of a transport accepted before (heard again: delivered twice, or late) is counted apart and
 * waited past; one of a transport not yet accepted is an error.
 */
export async function acceptLatencies(
  company: Session,
  transports: { id: string; number: string }[],
  nextNotification: () => Promise<{ message: string }>,
): Promise<{ latencies: number[]; heardAgain: number }> {
  const latencies: number[] = [];
  const accepted: string[] = [];
  let heardAgain = 0;
  for (const transport of transports) {
    let heard = nextNotification();
    const sent = performance.now();
    const response = await company.send('POST', `transports/${transport.id}/accept`, {});
    if (!response.ok) throw new Error(`accept: ${response.status} ${await response.text()}`);
    for (;;) {
      const { message } = await heard;
      if (message.includes(transport.number)) break;
      if (!accepted.some((number) => message.includes(number)))
        throw new Error(`heard another: ${message}`);
      heardAgain += 1;
      heard = nextNotification();
    }
    accepted.push(transport.number);
    latencies.push(performance.now() - sent);
  }
  return { latencies, heardAgain };
}
