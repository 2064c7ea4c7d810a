import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { PasswordStrengthMeter } from '@/components/ui/password-strength';
import type { useTextForm } from './text-form';

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
}: {
  form: unknown;
  label: string;
  retryLabel: string;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const f = form as TextForm;
  const password = useStore(
    f.store,
    (state) => (state.values as { password?: string }).password ?? '',
  );
  return (
    <>
      <f.AppField name={'password' as never}>
        {(field) => (
          <field.PasswordField
            label={label}
            description={t`Mindestens 8 Zeichen. Ein langer Satz ist sicher und gut zu merken.`}
            autoComplete="new-password"
            isRequired
            autoFocus={autoFocus}
          />
        )}
      </f.AppField>
      <PasswordStrengthMeter password={password} className="-mt-3" />
      <f.AppField name={'passwordRetry' as never}>
        {(field) => (
          <field.PasswordField label={retryLabel} autoComplete="new-password" isRequired />
        )}
      </f.AppField>
    </>
  );
}
