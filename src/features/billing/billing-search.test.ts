import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BillingSearchSchema, invoiceListParams, recentMonths } from './billing-search';

describe('the billing page search', () => {
  it('drops what it does not know instead of failing the page', () => {
    const search = v.parse(BillingSearchSchema, {
      tab: 'nonsense',
      invoice: 'not-a-uuid',
      status: 'draft',
      period: '2026-13',
    });
    expect(search).toMatchObject({ page: 1, per_page: 25 });
    expect(search.tab).toBeUndefined();
    expect(search.invoice).toBeUndefined();
    expect(search.status).toBeUndefined();
    expect(search.period).toBeUndefined();
  });

  it('asks for the newest period first unless sorted otherwise', () => {
    const search = v.parse(BillingSearchSchema, { status: 'open', period: '2026-03' });
    expect(invoiceListParams(search)).toEqual({
      page: 1,
      per_page: 25,
      search: undefined,
      sort: '-periodStart',
      status: 'open',
      period: '2026-03',
    });
    expect(invoiceListParams({ ...search, sort: 'number' }).sort).toBe('number');
  });
});

describe('recentMonths', () => {
  it('counts back across the turn of the year', () => {
    expect(recentMonths('2026-02-14', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('offers two years by default', () => {
    const months = recentMonths('2026-11-22');
    expect(months).toHaveLength(24);
    expect(months.at(-1)).toBe('2024-12');
  });
});
