import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormActions } from '@/components/form/form-actions';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { Card, CardBody } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { TeamInput, type TeamData } from '@/contract/team';
import { useCurrentUser } from '@/lib/session';
import { usersQueryOptions } from '../api/users';

export type TeamFormValues = {
  name: string;
  description: string;
  crew: boolean;
  memberIds: string[];
};

/**
 * A department or crew: its name, what it does, and who is in it. A transport company marks its
 * crews: their members open the app on "Heute" (decision 070).
 */
export function TeamForm({
  defaultValues,
  onSave,
  submitLabel,
  secondaryActions,
}: {
  defaultValues: TeamFormValues;
  onSave: (data: TeamData) => Promise<void>;
  submitLabel: ReactNode;
  secondaryActions?: ReactNode;
}) {
  const { t } = useLingui();
  const isCompany = useCurrentUser().organization.type.value === 'T';
  const { data: users } = useSuspenseQuery(usersQueryOptions());
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: TeamInput as never },
    onSubmit: async ({ value }) => {
      await onSave({
        name: value.name.trim(),
        description: value.description.trim() || undefined,
        ...(isCompany ? { crew: value.crew } : {}),
        memberIds: value.memberIds,
      });
    },
  });
  return (
    <form.AppForm>
      <form.Form className="gap-6">
        <form.FormError />
        <Card>
          <CardBody className="flex flex-col gap-5">
            <form.AppField name="name">
              {(field) => (
                <field.TextField
                  label={t`Name`}
                  description={t`z. B. „Station 3B“ oder „KTW 2 – Frühdienst“`}
                  isRequired
                  autoFocus
                />
              )}
            </form.AppField>
            <form.AppField name="description">
              {(field) => <field.TextAreaField label={t`Beschreibung`} />}
            </form.AppField>
            {isCompany && (
              <form.AppField name="crew">
                {(field) => (
                  <field.CheckboxField>
                    {t`Besatzung: die Mitglieder fahren Transporte, ihre App öffnet auf „Heute“`}
                  </field.CheckboxField>
                )}
              </form.AppField>
            )}
            <form.AppField name="memberIds">
              {(field) => (
                <field.CheckboxGroupField label={t`Mitglieder`}>
                  {users.data.map((user) => (
                    <Checkbox key={user.id} value={user.id}>
                      {`${user.firstName} ${user.lastName}`}
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
