import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormActions } from '@/components/form/form-actions';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { Card, CardBody } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectItem } from '@/components/ui/select';
import { ROLES, type Role } from '@/contract/auth';
import type { Language } from '@/contract/messages';
import { UserInput, UserUpdate, type UserInput as UserBody } from '@/contract/user';
import { teamsQueryOptions } from '../api/teams';
import { ROLE_LABELS } from './team-words';

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  language: string;
  teamIds: string[];
};

const LANGUAGES = [
  { id: 'de', name: 'Deutsch' },
  { id: 'en', name: 'English' },
];

/**
 * A person of the organisation: name, contact, role, language of their mails, teams. The e-mail
 * address is their login: set when inviting, shown read-only afterwards.
 */
export function UserForm({
  defaultValues,
  isNew,
  onSave,
  submitLabel,
  secondaryActions,
}: {
  defaultValues: UserFormValues;
  isNew: boolean;
  onSave: (data: UserBody) => Promise<void>;
  submitLabel: ReactNode;
  secondaryActions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { data: teams } = useSuspenseQuery(teamsQueryOptions());
  const roles = ROLES.map((role) => ({ id: role, name: i18n._(ROLE_LABELS[role]) }));
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: (isNew ? UserInput : UserUpdate) as never },
    onSubmit: async ({ value }) => {
      await onSave({
        ...value,
        phone: value.phone || undefined,
        role: value.role as Role,
        language: value.language as Language,
      });
    },
  });
  return (
    <form.AppForm>
      <form.Form className="gap-6">
        <form.FormError />
        <Card>
          <CardBody className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <form.AppField name="firstName">
                {(field) => <field.TextField label={t`Vorname`} isRequired autoFocus />}
              </form.AppField>
              <form.AppField name="lastName">
                {(field) => <field.TextField label={t`Nachname`} isRequired />}
              </form.AppField>
            </div>
            {isNew ? (
              <form.AppField name="email">
                {(field) => (
                  <field.TextField
                    label={t`E-Mail-Adresse`}
                    type="email"
                    description={t`An diese Adresse geht die Einladung; sie ist später die Anmeldung.`}
                    isRequired
                  />
                )}
              </form.AppField>
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                <Trans>E-Mail-Adresse</Trans>: {defaultValues.email}
              </p>
            )}
            <div className="grid gap-5 sm:grid-cols-3">
              <form.AppField name="phone">
                {(field) => <field.TextField label={t`Telefon`} type="tel" />}
              </form.AppField>
              <form.AppField name="role">
                {(field) => (
                  <field.SelectField label={t`Rolle`} items={roles} isRequired>
                    {(item) => (
                      <SelectItem id={item.id}>{(item as { name?: string }).name}</SelectItem>
                    )}
                  </field.SelectField>
                )}
              </form.AppField>
              <form.AppField name="language">
                {(field) => (
                  <field.SelectField label={t`Sprache`} items={LANGUAGES}>
                    {(item) => (
                      <SelectItem id={item.id}>{(item as { name?: string }).name}</SelectItem>
                    )}
                  </field.SelectField>
                )}
              </form.AppField>
            </div>
            <form.AppField name="teamIds">
              {(field) => (
                <field.CheckboxGroupField label={t`Teams`}>
                  {teams.data.map((team) => (
                    <Checkbox key={team.id} value={team.id}>
                      {team.name}
                    </Checkbox>
                  ))}
                </field.CheckboxGroupField>
              )}
            </form.AppField>
          </CardBody>
        </Card>
        <FormActions
          cancelTo="/settings/teams"
          submitLabel={submitLabel}
          secondaryActions={secondaryActions}
        />
      </form.Form>
    </form.AppForm>
  );
}
