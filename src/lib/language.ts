/**
 * The UI language: applied on the device at once and, for a signed-in user, saved on the account
 * too, so mails and other devices follow it (issue 3).
 */
import * as v from 'valibot';
import { accountApi } from '@/contract/account-api';
import type { Language } from '@/contract/messages';
import { call } from './api-client';
import { activateLanguage } from './i18n';
import { getSession, updateSessionUser } from './session';

/** Applies a language on this device (UI texts, <html lang>; lib/dates follows the UI texts). */
export async function applyLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  // Form validation with the shared schemas speaks the UI language (src/contract/messages.ts).
  v.setGlobalConfig({ lang: language });
}

export async function saveLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  const session = getSession();
  if (!session || session.user.language === language) return;
  const { firstName, lastName, phone } = session.user;
  try {
    const user = await call(accountApi.update, {
      body: { firstName, lastName, phone, language },
    });
    updateSessionUser(user);
  } catch {
    // Offline or refused: the device keeps the choice; the account follows on the next change.
  }
}
