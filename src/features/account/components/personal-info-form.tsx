import { Trans, useLingui } from '@lingui/react/macro';
import { AccountUpdateInput, type SessionUser } from '@/contract/auth';
import type { Language } from '@/contract/messages';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { SelectItem } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { applyLanguage } from '@/lib/language';
import { useUpdateAccount } from '../api/update-account';

const LANGUAGES = [
  { id: 'de', name: 'Deutsch' },
  { id: 'en', name: 'English' },
];

/** Seed §3 account fields: first name, last name, phone — plus the language of mails and UI. */
export function PersonalInfoForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
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
      const saved = await update.mutateAsync({ ...value, language: value.language as Language });
      await applyLanguage(saved.language);
      formApi.reset({ ...value });
      toast.show({ title: t`Änderungen gespeichert`, severity: 'success' });
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
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
            <Trans>E-Mail-Adresse</Trans>
          </span>
          <span className="rounded-lg bg-slate-100 px-3 py-2 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {user.email}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Ihre E-Mail-Adresse kann nur ein Administrator Ihrer Organisation ändern.</Trans>
          </span>
        </div>
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
