import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { renderInRouter } from '@/components/ui/test-render';
import { db } from '@/lib/local-db';
import { addOutboxEntry } from '@/lib/local-outbox';
import { scopeOf, type QueuedWrite } from '@/lib/offline-writes/queued-write';
import { itemKinds, itemWrites, type Item } from '@/lib/offline-writes/testing/items';
import { clearSession, setSession, type StoredSession } from '@/lib/session';
import { RecordList } from './record-list';
import { ServerList } from './server-list';

const session = {
  access_token: 't',
  expire: Math.floor(Date.now() / 1000) + 600,
  user: { id: 'u1', organization: { id: 'o', name: 'Klinik', type: { value: 'MD' } } },
} as StoredSession;

const item = (id: string, name: string): Item => ({
  id,
  name,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const listOptions = {
  queryKey: ['items', 'list'],
  queryFn: () => new Promise<{ data: Item[]; total_rows: number }>(() => {}),
};

async function queue(write: QueuedWrite) {
  await addOutboxEntry({
    userId: 'u1',
    method: write.method,
    path: `/v1/${write.path}`,
    body: { write },
    scope: scopeOf(write),
    idempotencyKey: write.idempotencyKey,
  });
}

/** In a router: the search box writes the list's search to the URL. */
function renderList(queryClient: QueryClient) {
  return renderInRouter(
    <QueryClientProvider client={queryClient}>
      <Suspense>
        <ServerList options={listOptions}>
          {(page, isFetching) => (
            <RecordList
              writes={itemKinds}
              page={page}
              isFetching={isFetching}
              searchTexts={(record) => [record.name]}
              label="Dinge"
              searchPlaceholder="Name"
              count={(total) => `${total} Dinge`}
              columns={[{ id: 'name', header: 'Name', isRowHeader: true, cell: (r) => r.name }]}
              defaultSort="name"
              fields={[]}
              search={{ page: 1, per_page: 25 }}
              onSearchChange={() => {}}
              onOpen={() => {}}
              deleteAction={() => null}
              noRecords={<p>Noch keine Dinge</p>}
            />
          )}
        </ServerList>
      </Suspense>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  setSession(session);
});
afterEach(() => {
  clearSession();
  onlineManager.setOnline(true);
});

describe('a list that works offline', () => {
  it('offline and never loaded here: says so — never that there are none', async () => {
    onlineManager.setOnline(false);
    await renderList(new QueryClient());
    await screen.findByText('Noch nicht auf diesem Gerät');
    expect(screen.queryByText('Noch keine Dinge')).toBeNull();
  });

  it('offline and never loaded here: still shows what the user created offline', async () => {
    onlineManager.setOnline(false);
    await queue(itemWrites.create('n', { name: 'Neu offline' }));
    await renderList(new QueryClient());
    await screen.findByText('Neu offline');
    screen.getByText('Die übrigen Einträge wurden auf diesem Gerät noch nicht geladen.');
    expect(screen.queryByText(/Dinge$/)).toBeNull();
  });

  it('counts the records created offline and leaves out those being deleted', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['items', 'list'], {
      data: [item('a', 'Anna'), item('b', 'Bernd')],
      total_rows: 2,
    });
    await queue(itemWrites.create('n', { name: 'Neu' }));
    await renderList(queryClient);
    await screen.findByText('Neu');
    expect(screen.getAllByRole('row')).toHaveLength(4); // header + 3
    screen.getByText('3 Dinge');
    await act(() => queue(itemWrites.delete('b')));
    await screen.findByText('2 Dinge');
  });

  it('"Jetzt übertragen" says why it cannot send', async () => {
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['items', 'list'], { data: [item('a', 'Anna')], total_rows: 1 });
    await queue(itemWrites.update('a', { name: 'Anja' }, 1));
    await renderList(queryClient);
    const bar = await screen.findByRole('status', { name: '' });
    fireEvent.click(await within(document.body).findByRole('button', { name: 'Jetzt übertragen' }));
    await screen.findByText(/^Keine Verbindung: Das Gerät ist offline/);
    expect(bar).toBeTruthy();
  });
});
