import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import {
  OrganizationUpdate,
  serviceArea,
  serviceAreaFromText,
  type OrganizationSettings,
} from '@/contract/organization';
import { useCurrentUser } from '@/lib/session';
import { ownOrganizationQueryOptions } from '@/lib/own-organization';
import { useUpdateOrganization } from '../api/organization';
import { orEmptyMark } from '@/components/ui/empty-mark';

/** The organisation's own data on the settings overview: a form for admins, facts for members. */
export function OrganizationCard() {
  const { t } = useLingui();
  const me = useCurrentUser();
  const { data: organization } = useSuspenseQuery(ownOrganizationQueryOptions());
  return (
    <Card>
      <CardHeader
        title={<Trans>Organisation</Trans>}
        description={
          me.role === 'admin'
            ? t`Name, Anschrift und Telefon Ihrer Organisation.`
            : t`Ändern können das nur Administratoren.`
        }
      />
      <CardBody>
        {me.role === 'admin' ? (
          <OrganizationForm organization={organization} />
        ) : (
          <OrganizationFacts organization={organization} />
        )}
      </CardBody>
    </Card>
  );
}

function OrganizationFacts({ organization: o }: { organization: OrganizationSettings }) {
  const { t } = useLingui();
  const facts: [string, string | null][] = [
    [t`Name`, o.name],
    [t`Anschrift`, `${o.address}, ${o.zipCode} ${o.city}`],
    [t`Telefon`, o.phone],
    ...(o.type.value === 'T'
      ? ([
          [t`Anzahl Fahrzeuge`, o.fleetSize === null ? null : String(o.fleetSize)],
          [t`Einsatzgebiet (PLZ-Bereiche)`, o.serviceArea.join(', ')],
        ] as [string, string | null][])
      : ([[t`Patient vorbereiten`, t`${o.preparePatientMinutes} Minuten vor der Ankunft`]] as [
          string,
          string | null,
        ][])),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{orEmptyMark(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrganizationForm({ organization: o }: { organization: OrganizationSettings }) {
  const { t } = useLingui();
  const update = useUpdateOrganization();
  const isCompany = o.type.value === 'T';
  const form = useAppForm({
    defaultValues: {
      name: o.name,
      address: o.address,
      zipCode: o.zipCode,
      city: o.city,
      country: o.country,
      phone: o.phone ?? '',
      fleetSize: o.fleetSize,
      preparePatientMinutes: o.preparePatientMinutes,
      serviceAreaText: o.serviceArea.join(', '),
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: OrganizationUpdate as never },
    onSubmit: async ({ value, formApi }) => {
      const { serviceAreaText, ...fields } = value;
      const saved = await update.mutateAsync({
        ...fields,
        phone: fields.phone || undefined,
        ...(isCompany ? { serviceArea: serviceAreaFromText(serviceAreaText) } : {}),
      });
      formApi.reset({ ...value, serviceAreaText: saved.serviceArea.join(', ') });
      toast.show({ title: t`Änderungen gespeichert`, severity: 'success' });
    },
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.FormError />
        <form.AppField name="name">
          {(field) => <field.TextField label={t`Name`} isRequired />}
        </form.AppField>
        <form.AppField name="address">
          {(field) => <field.TextField label={t`Straße und Hausnummer`} isRequired />}
        </form.AppField>
        <div className="grid gap-5 sm:grid-cols-3">
          <form.AppField name="zipCode">
            {(field) => <field.TextField label={t`PLZ`} isRequired />}
          </form.AppField>
          <form.AppField name="city">
            {(field) => <field.TextField label={t`Ort`} isRequired />}
          </form.AppField>
          <form.AppField name="phone">
            {(field) => <field.TextField label={t`Telefon`} type="tel" />}
          </form.AppField>
        </div>
        {!isCompany && (
          <div className="grid gap-5 sm:grid-cols-3">
            <form.AppField name="preparePatientMinutes">
              {(field) => (
                <field.NumberField
                  label={t`Patient vorbereiten (Minuten vor der Ankunft)`}
                  description={t`So lange vor der geschätzten Ankunft des Fahrzeugs wird die Station benachrichtigt.`}
                  minValue={5}
                  maxValue={120}
                  isRequired
                />
              )}
            </form.AppField>
          </div>
        )}
        {isCompany && (
          <div className="grid gap-5 sm:grid-cols-3">
            <form.AppField name="fleetSize">
              {(field) => (
                <field.NumberField
                  label={t`Anzahl Fahrzeuge`}
                  minValue={1}
                  maxValue={10000}
                  isRequired
                />
              )}
            </form.AppField>
            <div className="sm:col-span-2">
              <form.AppField
                name="serviceAreaText"
                validators={{
                  onChange: ({ value }) => {
                    const result = v.safeParse(serviceArea, serviceAreaFromText(value));
                    return result.success ? undefined : result.issues[0].message;
                  },
                }}
              >
                {(field) => (
                  <field.TextField
                    label={t`Einsatzgebiet (PLZ-Bereiche)`}
                    description={t`Anfänge der Postleitzahlen, durch Komma getrennt, z. B. „10, 12, 13“. Der Marktplatz zeigt Transporte aus diesem Gebiet.`}
                  />
                )}
              </form.AppField>
            </div>
          </div>
        )}
        <div className="flex justify-end">
          <form.SubmitButton>
            <Trans>Speichern</Trans>
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  );
}
