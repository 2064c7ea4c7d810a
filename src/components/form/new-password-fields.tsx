import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import { personalWords } from '@/contract/password';
import { PasswordStrengthMeter } from '@/components/ui/password-strength';
import type { useTextForm } from './text-form';
import { usePasswordStrength } from './use-password-strength';

/** Any app form fits: every one has the password field. */
type TextForm = ReturnType<typeof useTextForm>;

/**
 * A new password with its strength (Schwach/Mittel/Stark) and the repetition: the `password` and
 * `passwordRetry` fields of registration, reset and password change.
 */
export function NewPasswordFields({
  form,
  label,
  retryLabel,
  autoFocus,
  knownWords,
}: {
  form: unknown;
  label: string;
  retryLabel: string;
  autoFocus?: boolean;
  /** The person's name and e-mail: a password made of them is easy to guess. */
  knownWords?: readonly string[];
}) {
  const { t } = useLingui();
  const f = form as TextForm;
  const password = useStore(
    f.store,
    (state) => (state.values as { password?: string }).password ?? '',
  );
  // Registration names the person in the same form; the server rates with the same words.
  const typed = useStore(f.store, (state) => {
    const values = state.values as { email?: string; firstname?: string; lastname?: string };
    return `${values.email ?? ''}\n${values.firstname ?? ''}\n${values.lastname ?? ''}`;
  });
  const words = useMemo(() => {
    const [email, firstName, lastName] = typed.split('\n');
    return [...personalWords({ email, firstName, lastName }), ...(knownWords ?? [])];
  }, [typed, knownWords]);
  const strength = usePasswordStrength(password, words);
  return (
    <>
      <f.AppField name={'password' as never}>
        {(field) => (
          <field.PasswordField
            label={label}
            description={t`Mindestens 8 Zeichen und mindestens „Mittel“. Ein langer Satz aus mehreren Wörtern ist sicher und gut zu merken.`}
            autoComplete="new-password"
            isRequired
            autoFocus={autoFocus}
          />
        )}
      </f.AppField>
      <PasswordStrengthMeter strength={strength} className="-mt-3" />
      <f.AppField name={'passwordRetry' as never}>
        {(field) => (
          <field.PasswordField label={retryLabel} autoComplete="new-password" isRequired />
        )}
      </f.AppField>
    </>
  );
}
