import { entriesOfRecord, overlayList, overlayRecord, type RecordFromBody } from './overlay';
import type { QueuedEnvelope, QueuedWrite } from './types';
import type { QueuedEntry } from './use-outbox';

type Item = { id: string; name: string; version: number };
const fromBody: RecordFromBody<Item> = (body, base) => ({
  id: String(body.id),
  name: String(body.name),
  version: base?.version ?? 1,
});

let seq = 0;
function entry(
  recordId: string,
  operation: QueuedWrite['operation'],
  body?: Record<string, unknown>,
  status: QueuedEntry['status'] = 'pending',
): QueuedEntry {
  seq += 1;
  const write: QueuedWrite = {
    resource: 'patients',
    operation,
    recordId,
    method: 'PUT',
    path: `patients/${recordId}`,
    body,
    idempotencyKey: `k${seq}`,
  };
  return {
    seq,
    idempotencyKey: write.idempotencyKey,
    userId: 'u',
    method: 'PUT',
    path: write.path,
    scope: `patients:${recordId}`,
    createdAt: seq,
    attempts: 0,
    status,
    body: { write } satisfies QueuedEnvelope,
  };
}

const server: Item[] = [
  { id: 'a', name: 'Anna', version: 3 },
  { id: 'b', name: 'Bernd', version: 1 },
];

describe('overlay', () => {
  it('shows queued creates first, applies updates with the version they lead to, marks deletes', () => {
    const list = overlayList(
      server,
      [
        entry('n', 'create', { id: 'n', name: 'Neu' }),
        entry('a', 'update', { id: 'a', name: 'Anja', version: 3 }),
        entry('b', 'delete'),
      ],
      'patients',
      fromBody,
    );
    expect(list).toEqual([
      { id: 'n', name: 'Neu', version: 1, pending: { operation: 'create', status: 'pending' } },
      { id: 'a', name: 'Anja', version: 4, pending: { operation: 'update', status: 'pending' } },
      { id: 'b', name: 'Bernd', version: 1, pending: { operation: 'delete', status: 'pending' } },
    ]);
  });

  it('keeps a record created offline marked as new through later edits, and shows the worst state', () => {
    const entries = [
      entry('n', 'create', { id: 'n', name: 'Neu' }),
      entry('n', 'update', { id: 'n', name: 'Neuer', version: 1 }, 'conflict'),
    ];
    expect(overlayRecord(undefined, 'n', entries, 'patients', fromBody)).toEqual({
      id: 'n',
      name: 'Neuer',
      version: 2,
      pending: { operation: 'create', status: 'conflict' },
    });
    expect(entriesOfRecord(entries, 'patients', 'n')).toHaveLength(2);
  });

  it('leaves out creates the caller filters (other pages, other searches) and other resources', () => {
    const other = entry('x', 'create', { id: 'x', name: 'Fremd' });
    other.body!.write.resource = 'favorite-addresses';
    const list = overlayList(
      server,
      [entry('n', 'create', { id: 'n', name: 'Neu' }), other],
      'patients',
      fromBody,
      () => false,
    );
    expect(list.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('returns the server record untouched when nothing is queued for it', () => {
    expect(overlayRecord(server[0], 'a', [], 'patients', fromBody)).toBe(server[0]);
  });
});
