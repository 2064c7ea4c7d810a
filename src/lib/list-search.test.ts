import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearchText, type ListSearch } from './list-search';

describe('useSearchText', () => {
  it('empties the box when the search is cleared elsewhere, and does not bring it back', () => {
    vi.useFakeTimers();
    const onSearchChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ search }: { search: ListSearch }) => useSearchText(search, onSearchChange),
      { initialProps: { search: { page: 1, per_page: 25, search: 'Xaver' } as ListSearch } },
    );
    expect(result.current[0]).toBe('Xaver');
    rerender({ search: { page: 1, per_page: 25 } });
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearchChange).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
