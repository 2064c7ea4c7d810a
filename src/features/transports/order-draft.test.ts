import { describe, expect, it } from 'vitest';
import { emptyOrderForm } from './order-form-values';
import {
  DRAFT_MAX_AGE_MS,
  draftFormId,
  hasInput,
  usableDraft,
  type OrderDraft,
} from './order-draft';

const now = Date.parse('2026-11-22T10:00:00Z');
const draft = (baseVersion: number | null, age = 60_000): OrderDraft => ({
  values: { ...emptyOrderForm(), crewNote: 'Klingel defekt' },
  baseVersion,
  savedAt: now - age,
});

describe('usableDraft', () => {
  it('continues a new order typed before the reload', () => {
    expect(usableDraft(draft(null), null, emptyOrderForm(), now)?.values.crewNote).toBe(
      'Klingel defekt',
    );
  });

  it('offers an edit only for the version it was started from', () => {
    expect(usableDraft(draft(3), 3, emptyOrderForm(), now)).toBeDefined();
    expect(usableDraft(draft(3), 4, emptyOrderForm(), now)).toBeUndefined();
  });

  it('forgets drafts older than a day, and has nothing when nothing was kept', () => {
    expect(
      usableDraft(draft(null, DRAFT_MAX_AGE_MS + 1), null, emptyOrderForm(), now),
    ).toBeUndefined();
    expect(usableDraft(undefined, null, emptyOrderForm(), now)).toBeUndefined();
  });

  it('neither keeps nor offers a draft without input (issue 27.7)', () => {
    const untouched: OrderDraft = { values: emptyOrderForm(), baseVersion: null, savedAt: now };
    expect(usableDraft(untouched, null, emptyOrderForm(), now)).toBeUndefined();
    expect(hasInput(emptyOrderForm(), emptyOrderForm())).toBe(false);
    // The class the form suggests by itself is no input; one the user chose is.
    const suggested = { ...emptyOrderForm(), transportClass: 'KTW' as const };
    expect(hasInput(suggested, emptyOrderForm())).toBe(false);
    expect(hasInput({ ...suggested, classChosen: true }, emptyOrderForm())).toBe(true);
    expect(hasInput({ ...emptyOrderForm(), crewNote: 'x' }, emptyOrderForm())).toBe(true);
  });

  it('keeps one draft for a new order and one per edited transport', () => {
    expect(draftFormId()).toBe('create');
    expect(draftFormId('abc')).toBe('update:abc');
  });
});
