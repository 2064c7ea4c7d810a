import { renderHook } from '@testing-library/react';
import type { AuthAnswer } from '@/contract/auth';
import { listReturnSearch, useListReturn } from './list-return';
import type { ListSearch } from './list-search';
import { clearSession, setSession } from './session';

const session = {
  access_token: 'token',
  expire: 2_000_000_000,
  user: { id: 'u', organization: { id: 'o', name: 'Station 3', type: { value: 'MD' } } },
} as AuthAnswer;

afterEach(() => clearSession());

describe('returning to a list', () => {
  it('gives each list the search it was last shown with, and forgets them on sign-out', () => {
    setSession(session);
    expect(listReturnSearch('/directory/patients')).toBeUndefined();
    const shown: ListSearch[] = [
      { page: 2, per_page: 10, search: 'Brandt' },
      { page: 1, per_page: 10, search: 'Keller', sort: '-birthday' },
    ];
    const { rerender } = renderHook(({ search }) => useListReturn('/directory/patients', search), {
      initialProps: { search: shown[0]! },
    });
    rerender({ search: shown[1]! });
    renderHook(() => useListReturn('/directory/favorite-addresses', { page: 3, per_page: 25 }));

    expect(listReturnSearch('/directory/patients')).toEqual({
      page: 1,
      per_page: 10,
      search: 'Keller',
      sort: '-birthday',
    });
    expect(listReturnSearch('/directory/favorite-addresses')).toEqual({ page: 3, per_page: 25 });
    clearSession();
    expect(listReturnSearch('/directory/patients')).toBeUndefined();
  });
});
