import { describe, expect, it } from 'vitest';
import { emptyOrderForm } from './order-form-values';
import { DRAFT_MAX_AGE_MS, draftFormId, usableDraft, type OrderDraft } from './order-draft';

const now = Date.parse('2026-11-22T10:00:00Z');
const draft = (baseVersion: number | null, age = 60_000): OrderDraft => ({
  values: { ...emptyOrderForm(), crewNote: 'Klingel defekt' },
  baseVersion,
  savedAt: now - age,
});

describe('usableDraft', () => {
  it('continues a new order typed before the reload', () => {
    expect(usableDraft(draft(null), null, now)?.values.crewNote).toBe('Klingel defekt');
  });

  it('offers an edit only for the version it was started from', () => {
    expect(usableDraft(draft(3), 3, now)).toBeDefined();
    expect(usableDraft(draft(3), 4, now)).toBeUndefined();
  });

  it('forgets drafts older than a day, and has nothing when nothing was kept', () => {
    expect(usableDraft(draft(null, DRAFT_MAX_AGE_MS + 1), null, now)).toBeUndefined();
    expect(usableDraft(undefined, null, now)).toBeUndefined();
  });

  it('keeps one draft for a new order and one per edited transport', () => {
    expect(draftFormId()).toBe('create');
    expect(draftFormId('abc')).toBe('update:abc');
  });
});
