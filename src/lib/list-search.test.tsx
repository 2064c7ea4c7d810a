import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSearchText, type ListSearch } from './list-search';

const FIRST_PAGE: ListSearch = { page: 1, per_page: 25 };

/** A list page whose search box writes through `onSearchChange`, and a row page that loads. */
async function listAndRow(onSearchChange: (next: Partial<ListSearch>) => void, initial?: string) {
  let finishRowLoad = () => {};
  const root = createRootRoute();
  const List = () => {
    const { search } = listRoute.useSearch();
    const [text, setText] = useSearchText({ ...FIRST_PAGE, search }, onSearchChange);
    return <input aria-label="Suche" value={text} onChange={(e) => setText(e.target.value)} />;
  };
  const listRoute = createRoute({
    getParentRoute: () => root,
    path: '/',
    validateSearch: (raw: Record<string, unknown>) =>
      typeof raw.search === 'string' ? { search: raw.search } : { search: undefined },
    component: List,
  });
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: [initial ? `/?search=${initial}` : '/'] }),
    routeTree: root.addChildren([
      listRoute,
      createRoute({
        getParentRoute: () => root,
        path: '/row',
        loader: () => new Promise<void>((resolve) => (finishRowLoad = resolve)),
        component: () => <p>Zeile</p>,
      }),
    ]),
  });
  await router.load();
  render(<RouterProvider router={router} />);
  await screen.findByLabelText('Suche');
  return { router, finishRowLoad: () => finishRowLoad() };
}

describe('useSearchText', () => {
  it('empties the box when the search is cleared elsewhere, and does not bring it back', async () => {
    const onSearchChange = vi.fn();
    const { router } = await listAndRow(onSearchChange, 'Xaver');
    expect(screen.getByLabelText('Suche')).toHaveProperty('value', 'Xaver');
    await act(() => router.navigate({ to: '/', search: {} }));
    await waitFor(() => expect(screen.getByLabelText('Suche')).toHaveProperty('value', ''));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('applies the typed search after a pause', async () => {
    const onSearchChange = vi.fn();
    await listAndRow(onSearchChange);
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'brandt' } });
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ search: 'brandt', page: 1 }));
  });

  it('does not write the search while a row opened right after typing is loading', async () => {
    const onSearchChange = vi.fn();
    const { router, finishRowLoad } = await listAndRow(onSearchChange);
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'brandt' } });
    router.history.push('/row');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onSearchChange).not.toHaveBeenCalled();
    finishRowLoad();
    await screen.findByText('Zeile');
  });
});
