/** /v1/transports: order, read, list, update and the history (PRODUCT.md §4, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type ApiClient } from './support/client';
import { startHarness, type Harness } from './support/harness';
import { newTransport } from './support/transports';

let harness: Harness;
let ward: ApiClient;
beforeAll(async () => {
  harness = await startHarness();
  ({ client: ward } = await signedInUser(harness, 'medical_facility'));
});
afterAll(() => harness.close());

const now = () => harness.clock.now();

describe('ordering a transport', () => {
  it('answers the contract shape with a number, the patient snapshot and the actions', async () => {
    const transport = await newTransport(ward, now());
    expect(transport).toMatchObject({
      status: 'open',
      version: 1,
      number: expect.stringMatching(/^T-\d{4}-\d{6}$/),
      patient: { lastName: 'Meier', firstName: 'Anna', birthday: '1941-05-17' },
      assignedCompany: null,
      actions: ['cancel', 'edit'],
    });
    const read = await ward.get(`/v1/transports/${transport.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(transport);
  });
});
