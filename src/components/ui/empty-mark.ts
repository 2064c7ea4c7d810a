/**
 * The one mark for "no value" in tables, cards and details (issue 10.18): an en dash, never a
 * hyphen or an empty cell, so a missing value reads the same in every column.
 */
export const EMPTY_MARK = '–';

/** The value, or the empty mark when there is none (null, undefined or blank text). */
export function orEmptyMark(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : EMPTY_MARK;
}
