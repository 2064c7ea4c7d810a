/** Talks to the server directly, as another device of the same user would: to arrange and check. */
import type { TestAccount } from './accounts';

/** A discharge's Muster 4: inpatient, so no approval is needed (decision 095). */
export const E2E_PRESCRIPTION = {
  issuedOn: '2026-11-20',
  direction: 'outbound',
  reason: 'inpatient_full',
  treatmentOn: '2026-11-20',
  facility: 'Charité Campus Mitte, Berlin',
  vehicle: 'ktw',
  vehicleNote: 'Liegend, Überwachung',
  coPayment: 'required',
};

export type Api = {
  /** The access token, for a request `send` does not make (a PDF's bytes). */
  token: string;
  get: <T = unknown>(path: string) => Promise<{ status: number; body: T }>;
  send: <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: T }>;
};

export async function apiFor(baseUrl: string, account: TestAccount): Promise<Api> {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/v1/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return { token, get: (path) => send('GET', path), send };
}

/** A valid patient body; `lastName` makes it easy to find again. */
export const patientBody = (lastName: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Erika',
  lastName,
  gender: 'woman',
  birthday: '1948-03-12',
  healthInsuranceNumber: 'X110411675',
  insurer: { name: 'AOK Nordost' },
  address: {
    street: 'Seestraße',
    houseNumber: '4',
    city: 'Berlin',
    zipCode: '13353',
    country: 'DE',
  },
  ...extra,
});

/** A lying KTW from a Berlin ward to Potsdam, paid by the AOK; `extra` overrides any field. */
export const transportOrderBody = (
  patientId: string,
  pickupAt: Date,
  extra: Record<string, unknown> = {},
) => {
  const address = (street: string, zipCode: string, city: string) => ({
    street,
    houseNumber: '12',
    city,
    zipCode,
    country: 'DE',
  });
  return {
    patientId,
    reason: 'discharge',
    transportClass: 'KTW',
    mobility: 'lying',
    equipment: [],
    infection: { type: 'none' },
    weightKg: 80,
    start: { address: address('Invalidenstraße', '10115', 'Berlin'), ward: 'Station 3B' },
    destination: { address: address('Seestraße', '14467', 'Potsdam') },
    pickupAt: pickupAt.toISOString(),
    payer: { kind: 'insurer' },
    prescription: E2E_PRESCRIPTION,
    ...extra,
  };
};
