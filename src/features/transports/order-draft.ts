/**
 * Drafts of the order form survive a reload (issue 8). They live in the TanStack Query cache
 * under `transportKeys.draft`, which is persisted encrypted with the user's non-extractable key
 * and wiped on logout (decisions 009, 017) — so health data typed into the form is never kept in
 * clear text, and no second store needs its own encryption and wipe.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { transportKeys } from './api/transport-keys';
import type { OrderFormValues } from './order-form-values';

export type OrderDraft = {
  values: OrderFormValues;
  /** The version of the transport an edit started from; null for a new order. */
  baseVersion: number | null;
  savedAt: number;
};

/** A draft older than this is not offered any more. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * Whether the form holds anything the user put in: values other than the form's defaults. The
 * class the form suggests by itself (not chosen) is no input. An untouched form is neither kept
 * nor announced as "restored" (issue 27.7).
 */
export function hasInput(values: OrderFormValues, defaults: OrderFormValues): boolean {
  const typed = values.classChosen
    ? values
    : { ...values, transportClass: defaults.transportClass };
  return JSON.stringify(typed) !== JSON.stringify(defaults);
}

/** The draft to continue with, if the one stored still fits the record it was made for. */
export function usableDraft(
  stored: OrderDraft | undefined,
  baseVersion: number | null,
  defaults: OrderFormValues,
  now: number = Date.now(),
): OrderDraft | undefined {
  if (!stored || !hasInput(stored.values, defaults)) return undefined;
  if (now - stored.savedAt > DRAFT_MAX_AGE_MS) return undefined;
  // An edit made from an older version would silently undo someone else's change.
  if (stored.baseVersion !== baseVersion) return undefined;
  return stored;
}

/** The form id a draft belongs to: one new order, and one per edited transport. */
export const draftFormId = (transportId?: string) =>
  transportId ? `update:${transportId}` : 'create';

/**
 * Keeps the form's values as a draft while typing (debounced) and drops it on submit; values
 * without input (see hasInput) drop it too.
 */
export function useOrderDraft(
  formId: string,
  baseVersion: number | null,
  defaults: OrderFormValues,
) {
  const queryClient = useQueryClient();
  const key = transportKeys.draft(formId);
  const [restored] = useState(() =>
    usableDraft(queryClient.getQueryData<OrderDraft>(key), baseVersion, defaults),
  );
  const defaultsRef = useRef(defaults);
  useEffect(() => {
    defaultsRef.current = defaults;
  }, [defaults]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(
    (values: OrderFormValues) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (!hasInput(values, defaultsRef.current)) {
          queryClient.removeQueries({ queryKey: transportKeys.draft(formId), exact: true });
          return;
        }
        queryClient.setQueryData<OrderDraft>(transportKeys.draft(formId), {
          values,
          baseVersion,
          savedAt: Date.now(),
        });
      }, 400);
    },
    [queryClient, formId, baseVersion],
  );

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    queryClient.removeQueries({ queryKey: transportKeys.draft(formId), exact: true });
  }, [queryClient, formId]);

  return { restored, save, discard };
}
