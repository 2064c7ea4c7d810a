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

export function showSubmitError(form: SubmitErrorTarget, error: unknown, i18n: I18n): void {
  let formMessage: string | undefined;
  if (error instanceof ApiError) {
    const fieldErrors = error.code === ERROR_CODES.validation ? error.fieldErrors : {};
    const unplaced: string[] = [];
    for (const [path, messages] of Object.entries(fieldErrors)) {
      const name = formFieldName(path);
      if (path !== '_' && name in form.fieldInfo) {
        form.setFieldMeta(
          name as never,
          ((meta: FieldMeta) => ({
            ...meta,
            isTouched: true,
            // One message per field, as the form's own checks show (field-errors.ts).
            errorMap: { ...meta.errorMap, onServer: messages[0] },
          })) as never,
        );
      } else {
        unplaced.push(...messages);
      }
    }
    const placedAll = Object.keys(fieldErrors).length > 0 && unplaced.length === 0;
    formMessage = placedAll ? undefined : [error.message, ...unplaced].join(' ');
  } else if (error instanceof NetworkError) {
    formMessage = i18n._(OFFLINE);
  } else {
    console.error(error);
    formMessage = i18n._(UNEXPECTED);
  }
  setFormError(form, formMessage);
}

export function clearSubmitError(form: SubmitErrorTarget): void {
  setFormError(form, undefined);
}
