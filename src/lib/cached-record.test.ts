import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { newestCachedRecord } from './cached-record';

type Row = { id: string; version: number; firstName: string };
const page = (...data: Row[]) => ({ data, total_rows: data.length });

describe('newestCachedRecord', () => {
  it('prefers a list that holds a newer version than the cached detail', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      ['patients', 'list', { page: 1 }],
      page({ id: 'a', version: 2, firstName: 'Anna' }),
    );
    const detail = { id: 'a', version: 1, firstName: 'Erika' };
    expect(newestCachedRecord(queryClient, ['patients', 'list'], 'a', detail)).toEqual({
      id: 'a',
      version: 2,
      firstName: 'Anna',
    });
  });

  it('keeps the detail when no list is newer, and finds a record only a list holds', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      ['patients', 'list', { page: 1 }],
      page({ id: 'a', version: 2, firstName: 'Anna' }),
    );
    queryClient.setQueryData(
      ['patients', 'list', { page: 2 }],
      page({ id: 'b', version: 4, firstName: 'Berta' }),
    );
    const detail = { id: 'a', version: 3, firstName: 'Clara' };
    expect(newestCachedRecord(queryClient, ['patients', 'list'], 'a', detail)).toBe(detail);
    expect(
      newestCachedRecord<Row>(queryClient, ['patients', 'list'], 'b', undefined)?.version,
    ).toBe(4);
    expect(
      newestCachedRecord<Row>(queryClient, ['patients', 'list'], 'c', undefined),
    ).toBeUndefined();
  });
});
