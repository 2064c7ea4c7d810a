import { entriesOfRecord, overlayPage, overlayRecord } from './overlay';
import { entryOf, itemKinds, itemStep, itemWrites, type Item } from './testing/items';

const item = (id: string, name: string, version: number): Item => ({
  id,
  name,
  version,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const server = { data: [item('a', 'Anna', 3), item('b', 'Bernd', 1)], total_rows: 2 };
const firstPage = { page: 1, searchTexts: (i: Item) => [i.name] };
const shown = (records: { id: string; name: string; version: number; pending?: unknown }[]) =>
  records.map(({ id, name, version, pending }) => ({ id, name, version, pending }));

describe('overlay', () => {
  it('shows queued creates first, applies updates with the version they lead to, marks deletes', () => {
    const { records, total } = overlayPage(
      server,
      [
        entryOf(itemWrites.create('n', { name: 'Neu' })),
        entryOf(itemWrites.update('a', { name: 'Anja' }, 3)),
        entryOf(itemWrites.delete('b')),
      ],
      itemKinds,
      firstPage,
    );
    expect(shown(records)).toEqual([
      { id: 'n', name: 'Neu', version: 1, pending: { effect: 'create', status: 'pending' } },
      { id: 'a', name: 'Anja', version: 4, pending: { effect: 'update', status: 'pending' } },
      { id: 'b', name: 'Bernd', version: 1, pending: { effect: 'delete', status: 'pending' } },
    ]);
    // 2 stored + 1 created − 1 being deleted (issue 10: the count matches the rows that stay).
    expect(total).toBe(2);
  });

  it('keeps a record created offline marked as new through later edits, and shows the worst state', () => {
    const entries = [
      entryOf(itemWrites.create('n', { name: 'Neu' })),
      entryOf(itemWrites.update('n', { name: 'Neuer' }, 1), 'conflict'),
    ];
    expect(overlayRecord(undefined, 'n', entries, itemKinds)).toMatchObject({
      id: 'n',
      name: 'Neuer',
      version: 2,
      pending: { effect: 'create', status: 'conflict' },
    });
    expect(entriesOfRecord(entries, 'items', 'n')).toHaveLength(2);
  });

  it('applies a command the way its kind says, and marks a write of an unknown kind without guessing', () => {
    const at = '2026-03-02T08:15:00.000Z';
    const step = entryOf(itemStep('a', { status: 'en_route', at }));
    expect(overlayRecord(server.data[0], 'a', [step], itemKinds)).toMatchObject({
      name: 'Anna',
      status: 'en_route',
      pending: { effect: 'update', status: 'pending' },
    });
    expect(step.body?.write).toMatchObject({
      kind: 'items.step',
      method: 'POST',
      path: 'items/a/status',
      body: { status: 'en_route', at },
    });

    const unknown = entryOf({ ...itemStep('a', { status: 'x', at }), kind: 'items.renamed' });
    expect(overlayRecord(server.data[0], 'a', [unknown], itemKinds)).toEqual({
      ...server.data[0],
      pending: { effect: 'update', status: 'pending' },
    });
  });

  it('shows creates on the first page only when they match the search, but counts them on every page', () => {
    const entries = [
      entryOf(itemWrites.create('n', { name: 'Neu' })),
      entryOf({ ...itemWrites.create('x', { name: 'Fremd' }), recordType: 'others' }),
    ];
    const searched = overlayPage(server, entries, itemKinds, { ...firstPage, search: 'ann' });
    expect(searched.records.map((r) => r.id)).toEqual(['a', 'b']);
    expect(searched.total).toBe(2);
    const second = overlayPage(server, entries, itemKinds, { ...firstPage, page: 2 });
    expect(second.records.map((r) => r.id)).toEqual(['a', 'b']);
    expect(second.total).toBe(3);
  });

  it('counts deletes of records on other pages when nothing is searched', () => {
    const entries = [entryOf(itemWrites.delete('elsewhere'))];
    expect(overlayPage(server, entries, itemKinds, firstPage).total).toBe(1);
    expect(overlayPage(server, entries, itemKinds, { ...firstPage, search: 'b' }).total).toBe(2);
  });

  it('shows a create deleted again before it was sent, and counts it nowhere', () => {
    const entries = [
      entryOf(itemWrites.create('n', { name: 'Neu' })),
      entryOf(itemWrites.delete('n')),
    ];
    const { records, total } = overlayPage(server, entries, itemKinds, firstPage);
    expect(records[0]).toMatchObject({ id: 'n', pending: { effect: 'delete' } });
    expect(total).toBe(2);
  });

  it('without a server page (offline, never loaded) shows the creates and knows no total', () => {
    const entries = [entryOf(itemWrites.create('n', { name: 'Neu' }))];
    const { records, total } = overlayPage(undefined, entries, itemKinds, firstPage);
    expect(records.map((r) => r.id)).toEqual(['n']);
    expect(total).toBeUndefined();
  });

  it('returns the server record untouched when nothing is queued for it', () => {
    expect(overlayRecord(server.data[0], 'a', [], itemKinds)).toBe(server.data[0]);
  });
});
