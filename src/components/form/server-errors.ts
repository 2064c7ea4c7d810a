/**
 * Puts a failed submit's errors where the user sees them: 422 field errors next to their fields
 * (as `onServer` errors), everything else as the form's own message.
 */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ERROR_CODES } from '@/contract/common';
import { ApiError, NetworkError } from '@/lib/api-error';
import { formFieldName } from './field-errors';

const OFFLINE = msg`Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.`;
const UNEXPECTED = msg`Das hat nicht geklappt. Bitte versuchen Sie es erneut.`;

/** The part of a TanStack form API this module needs; any form's API fits it. */
export type SubmitErrorTarget = {
  fieldInfo: object;
  setFieldMeta: (...args: never[]) => unknown;
  setErrorMap: (...args: never[]) => unknown;
};

type FieldMeta = { isTouched: boolean; errorMap: Record<string, unknown> };

export function setFormError(form: SubmitErrorTarget, message: string | undefined): void {
  form.setErrorMap({ onServer: message } as never);
}

/**
 * Where a failed submit's errors go: each 422 field error whose field `hasField` knows at that
 * field (its first message, as the form's own checks show one), the rest as the form's message.
 * Shared by the TanStack forms (`showSubmitError`) and the light form of the sign-in screen
 * (light-form.ts, decision 130).
 */
export function submitErrorParts(
  error: unknown,
  hasField: (name: string) => boolean,
  i18n: I18n,
): { fieldErrors: Record<string, string>; formMessage: string | undefined } {
  const placed: Record<string, string> = {};
  if (error instanceof ApiError) {
    const fieldErrors = error.code === ERROR_CODES.validation ? error.fieldErrors : {};
    const unplaced: string[] = [];
    for (const [path, messages] of Object.entries(fieldErrors)) {
      const name = formFieldName(path);
      if (path !== '_' && hasField(name)) placed[name] = messages[0]!;
      else unplaced.push(...messages);
    }
    const placedAll = Object.keys(fieldErrors).length > 0 && unplaced.length === 0;
    return {
      fieldErrors: placed,
      formMessage: placedAll ? undefined : [error.message, ...unplaced].join(' '),
    };
  }
  if (error instanceof NetworkError) return { fieldErrors: placed, formMessage: i18n._(OFFLINE) };
  console.error(error);
  return { fieldErrors: placed, formMessage: i18n._(UNEXPECTED) };
}

export function showSubmitError(form: SubmitErrorTarget, error: unknown, i18n: I18n): void {
  const { fieldErrors, formMessage } = submitErrorParts(
    error,
    (name) => name in form.fieldInfo,
    i18n,
  );
  for (const [name, message] of Object.entries(fieldErrors)) {
    form.setFieldMeta(
      name as never,
      ((meta: FieldMeta) => ({
        ...meta,
        isTouched: true,
        errorMap: { ...meta.errorMap, onServer: message },
      })) as never,
    );
  }
  setFormError(form, formMessage);
}

export function clearSubmitError(form: SubmitErrorTarget): void {
  setFormError(form, undefined);
}
