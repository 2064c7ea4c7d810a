import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import {
  EscalationLadderInput,
  URGENT_HOURS,
  WIDEN_HOURS,
  type EscalationLadder,
} from '@/contract/escalation';
import { useCurrentUser } from '@/lib/session';
import { escalationLadderQueryOptions, useSaveEscalationLadder } from '../api/escalation-ladder';
import { LadderSteps, type TypedLadder } from './ladder-steps';

/**
 * `/settings/escalation` (issue 11; decision 042): when an open transport nobody takes is offered
 * further afield and marked urgent. The defaults work without set-up; the organisation's admins
 * change them (others see them).
 */
export function EscalationSettingsPage() {
  const { data: ladder } = useSuspenseQuery(escalationLadderQueryOptions());
  const isAdmin = useCurrentUser().role === 'admin';
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title={<Trans>Eskalation</Trans>}
        description={
          <Trans>
            Was geschieht, wenn niemand einen offenen Transport annimmt: Stufe für Stufe erreicht er
            mehr Unternehmen und mehr Menschen in Ihrer Organisation. Ein kurzfristiger Auftrag hat
            zuerst ein Drittel seiner Zeit bis zur Abholung, bevor Stufe 1 greift, und zwei Drittel
            vor Stufe 2.
          </Trans>
        }
        className="pb-0"
      />
      <LadderForm ladder={ladder} isAdmin={isAdmin} />
    </div>
  );
}

function LadderForm({ ladder, isAdmin }: { ladder: EscalationLadder; isAdmin: boolean }) {
  const { t } = useLingui();
  const save = useSaveEscalationLadder();
  const form = useAppForm({
    defaultValues: {
      widenHoursBefore: ladder.widenHoursBefore,
      urgentHoursBefore: ladder.urgentHoursBefore,
    },
    // Checked as soon as a field is left, not first on save: the preview below follows the hours
    // as typed, and an hour out of range should be named next to its field before anyone saves.
    validationLogic: revalidateLogic({ mode: 'blur' }),
    validators: { onDynamic: EscalationLadderInput as never },
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync(value);
      formApi.reset({
        widenHoursBefore: saved.widenHoursBefore,
        urgentHoursBefore: saved.urgentHoursBefore,
      });
      toast.show({ title: t`Eskalationsstufen gespeichert`, severity: 'success' });
    },
  });
  return (
    <form.AppForm>
      <form.Form>
        <Card>
          <CardHeader
            title={t`Stufen`}
            description={
              ladder.updatedAt
                ? undefined
                : t`Es gelten die Voreinstellungen: 4 und 2 Stunden vor der Abholung.`
            }
          />
          <CardBody className="flex flex-col gap-6">
            <form.FormError />
            <div className="grid gap-5 sm:grid-cols-2">
              <form.AppField name="widenHoursBefore">
                {(field) => (
                  <field.NumberField
                    label={t`Stufe 1: Umkreis erweitern`}
                    description={t`Stunden vor der Abholung`}
                    unit={t`Std.`}
                    minValue={WIDEN_HOURS.min}
                    maxValue={WIDEN_HOURS.max}
                    isDisabled={!isAdmin}
                    isRequired
                  />
                )}
              </form.AppField>
              <form.AppField name="urgentHoursBefore">
                {(field) => (
                  <field.NumberField
                    label={t`Stufe 2: als dringend markieren`}
                    description={t`Stunden vor der Abholung`}
                    unit={t`Std.`}
                    minValue={URGENT_HOURS.min}
                    maxValue={URGENT_HOURS.max}
                    isDisabled={!isAdmin}
                    isRequired
                  />
                )}
              </form.AppField>
            </div>
            <form.Subscribe selector={(state) => state.values}>
              {(values) => <LadderSteps ladder={values as TypedLadder} />}
            </form.Subscribe>
          </CardBody>
        </Card>
        {isAdmin ? (
          <div className="flex justify-end">
            <form.SubmitButton>
              <Trans>Speichern</Trans>
            </form.SubmitButton>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Nur Administratoren Ihrer Organisation können die Stufen ändern.</Trans>
          </p>
        )}
      </form.Form>
    </form.AppForm>
  );
}
