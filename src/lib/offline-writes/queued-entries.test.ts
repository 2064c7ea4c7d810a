import { db } from '../local-db';
import { addOutboxEntry } from '../local-outbox';
import { listQueuedEntries } from './queued-entries';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('queued entries', () => {
  it("reads the first version's entries as today's writes, so an update strands nothing", async () => {
    const first = {
      resource: 'patients',
      operation: 'update',
      recordId: 'p1',
      method: 'PUT',
      path: 'patients/p1',
      body: { firstName: 'Karla', version: 2 },
      idempotencyKey: 'k-1',
    };
    const error = { code: 1422, message: 'invalid', status: 422 };
    await addOutboxEntry({
      userId: 'u',
      method: 'PUT',
      path: '/v1/patients/p1',
      body: { write: first, current: { id: 'p1', version: 3 } },
      scope: 'patients:p1',
      idempotencyKey: 'k-1',
    });
    await addOutboxEntry({
      userId: 'u',
      method: 'DELETE',
      path: '/v1/patients/p2',
      body: {
        write: { ...first, operation: 'delete', recordId: 'p2', idempotencyKey: 'k-2' },
        error,
      },
      scope: 'patients:p2',
      idempotencyKey: 'k-2',
    });
    const [conflict, refused] = await listQueuedEntries('u');
    expect(conflict!.body).toEqual({
      write: {
        kind: 'patients.update',
        recordType: 'patients',
        recordId: 'p1',
        effect: 'update',
        method: 'PUT',
        path: 'patients/p1',
        body: { firstName: 'Karla', version: 2 },
        idempotencyKey: 'k-1',
        touches: [['patients']],
      },
      outcome: { state: 'conflict', current: { id: 'p1', version: 3 } },
    });
    expect(refused!.body).toMatchObject({
      write: { kind: 'patients.delete', effect: 'delete', recordId: 'p2' },
      outcome: { state: 'refused', status: 422, error },
    });
  });
});
