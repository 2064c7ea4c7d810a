/** The URL search of a server list (page, size, search, sort): shareable, reloadable views. */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';

/** The page sizes a list offers (the pagination's choice). */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

export type ListSearch = {
  page: number;
  per_page: (typeof LIST_PAGE_SIZES)[number];
  search?: string;
  sort?: string;
};

export const listSearchSchema = (sortable: readonly string[]) =>
  v.object({
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
    per_page: v.fallback(v.optional(v.picklist(LIST_PAGE_SIZES), 25), 25),
    search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
    sort: v.fallback(
      v.optional(v.picklist(sortable.flatMap((field) => [field, `-${field}`]))),
      undefined,
    ),
  });

/**
 * The search box's text, applied to the URL after a short pause in typing (page back to 1). A
 * search changed elsewhere (e.g. "Suche zurücksetzen", back in history) shows in the box.
 * Typing and then opening a row at once: the row's navigation is underway (its loader fetching)
 * when the pause ends, and writing the search then would navigate back to the list, cancelling
 * the row the user chose — so a pending search is dropped while another navigation runs.
 */
export function useSearchText(
  search: ListSearch,
  onSearchChange: (next: Partial<ListSearch>) => void,
): [string, (text: string) => void] {
  const router = useRouter();
  const [text, setText] = useState(search.search ?? '');
  const [applied, setApplied] = useState(search.search);
  if (search.search !== applied) {
    setApplied(search.search);
    setText(search.search ?? '');
  }
  useEffect(() => {
    const timer = setTimeout(() => {
      const navigating = router.state.status === 'pending';
      if (!navigating && (search.search ?? '') !== text) {
        onSearchChange({ search: text || undefined, page: 1 });
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [text, search.search, onSearchChange, router]);
  return [text, setText];
}
