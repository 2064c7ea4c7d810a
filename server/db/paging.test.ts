import { describe, expect, it } from 'vitest';
import { COUNT_CAP, countLimit, totalFromPage } from './paging';

describe('totalFromPage', () => {
  it('tells the total from a last page that is neither full nor empty', () => {
    expect(totalFromPage({ page: 1, perPage: 25 }, 7)).toBe(7);
    expect(totalFromPage({ page: 3, perPage: 25 }, 7)).toBe(57);
    expect(totalFromPage({ page: 1, perPage: 25 }, 0)).toBe(0);
  });

  it('needs a count for a full page, or an empty one past the first', () => {
    expect(totalFromPage({ page: 1, perPage: 25 }, 25)).toBeUndefined();
    expect(totalFromPage({ page: 4, perPage: 25 }, 25)).toBeUndefined();
    expect(totalFromPage({ page: 999, perPage: 25 }, 0)).toBeUndefined();
  });
});

describe('countLimit', () => {
  it('counts to 1 000, or to the end of a page that lies further', () => {
    expect(COUNT_CAP).toBe(1_000);
    expect(countLimit({ page: 1, perPage: 25 })).toBe(1_000);
    expect(countLimit({ page: 40, perPage: 25 })).toBe(1_000);
    expect(countLimit({ page: 41, perPage: 25 })).toBe(1_025);
    expect(countLimit({ page: 11, perPage: 100 })).toBe(1_100);
  });
});
