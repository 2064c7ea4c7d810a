import { Trans, useLingui } from '@lingui/react/macro';
import { AccountUpdateInput, type SessionUser } from '@/contract/auth';
import type { Language } from '@/contract/messages';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { clearSubmitError, showSubmitError } from '@/components/form/server-errors';
import { SelectItem } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { applyLanguage } from '@/lib/language';
import { useUpdateAccount } from '../api/update-account';

const LANGUAGES = [
  { id: 'de', name: 'Deutsch' },
  { id: 'en', name: 'English' },
];

/** Seed §3 account fields: first name, last name, phone — plus the language of mails and UI. */
export function PersonalInfoForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const update = useUpdateAccount();
  const form = useAppForm({
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      language: user.language as string,
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: AccountUpdateInput as never },
    onSubmit: async ({ value, formApi }) => {
      clearSubmitError(formApi);
      try {
        const saved = await update.mutateAsync({ ...value, language: value.language as Language });
        await applyLanguage(saved.language);
        formApi.reset({ ...value });
        toast.show({ title: t`Änderungen gespeichert`, severity: 'success' });
      } catch (error) {
        showSubmitError(formApi, error, i18n);
      }
    },
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.FormError />
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="firstName">
            {(field) => <field.TextField label={t`Vorname`} autoComplete="given-name" isRequired />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => (
              <field.TextField label={t`Nachname`} autoComplete="family-name" isRequired />
            )}
          </form.AppField>
        </div>
        <TextField
          label={t`E-Mail-Adresse`}
          value={user.email}
          isReadOnly
          description={t`Ihre E-Mail-Adresse kann nur ein Administrator Ihrer Organisation ändern.`}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="phone">
            {(field) => <field.TextField label={t`Telefon`} type="tel" autoComplete="tel" />}
          </form.AppField>
          <form.AppField name="language">
            {(field) => (
              <field.SelectField
                label={t`Sprache`}
                items={LANGUAGES}
                description={t`Für die Oberfläche und E-Mails.`}
              >
                {(item) => (
                  <SelectItem id={item.id}>{(item as unknown as { name: string }).name}</SelectItem>
                )}
              </field.SelectField>
            )}
          </form.AppField>
        </div>
        <div className="flex justify-end">
          <form.SubmitButton>
            <Trans>Speichern</Trans>
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
