import { defaultPayerKind } from '@/contract/payer';
import type { LegalCase } from '@/contract/prescription';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Patient } from '@/contract/patient';
import type { TransportOrderData } from '@/contract/transport';
import type { SeriesOrderData } from '@/contract/transport-series';
import { TRANSPORT_REASONS } from '@/contract/order';
import { FormActions } from '@/components/form/form-actions';
import { revalidateLogic, useAppForm } from '@/components/form/app-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Radio } from '@/components/ui/radio-group';
import { SelectItem } from '@/components/ui/select';
import { teamsQueryOptions } from '../api/list-teams';
import { useOrderDraft } from '../order-draft';
import {
  orderDataFromForm,
  orderFormErrors,
  pickupBefore,
  type OrderFormValues,
} from '../order-form-values';
import { seriesDataFromForm, seriesFormErrors } from '../series-form-values';
import { useTransportLabels } from '../use-transport-labels';
import { MobilityField, OrderNeedsFields } from './order-needs-fields';
import { OrderPatientField } from './order-patient-field';
import { OrderPayerFields } from './order-payer-fields';
import { OrderPrescriptionFields } from '../prescription/order-prescription-fields';
import { OrderPlaceFields } from './order-place-fields';
import { OrderSeriesFields } from './order-series-fields';

/**
 * The transport order (PRODUCT.md §4) for create and update, laid out in the order a ward nurse
 * thinks: who, how they travel (and so which vehicle), from where to where, when, who pays.
 * Every control is reachable with Tab and typing; the draft is kept while typing.
 */
export function OrderForm({
  mode,
  defaultValues,
  draftId,
  baseVersion,
  onSave,
  onSaveSeries,
  submitLabel,
}: {
  mode: 'create' | 'update';
  defaultValues: OrderFormValues;
  draftId: string;
  baseVersion: number | null;
  onSave: (data: TransportOrderData) => Promise<void>;
  /** A new order may be a series (decision 041); it is sent as one. */
  onSaveSeries?: (data: SeriesOrderData) => Promise<void>;
  submitLabel: ReactNode;
}) {
  const { t } = useLingui();
  const labels = useTransportLabels();
  const draft = useOrderDraft(draftId, baseVersion, defaultValues);
  const [patient, setPatient] = useState<Patient | null>(null);
  // The validator reads the picked patient's care level and markers (decision 095).
  const patientRef = useRef<Patient | null>(null);
  const autoPickup = useRef('');
  const teams = useQuery(teamsQueryOptions());
  const form = useAppForm({
    defaultValues: draft.restored?.values ?? defaultValues,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) =>
        value.recurrence?.enabled
          ? seriesFormErrors(value)
          : orderFormErrors(value, mode, patientRef.current),
    },
    onSubmit: async ({ value }) => {
      if (value.recurrence?.enabled && onSaveSeries) {
        await onSaveSeries(seriesDataFromForm(value));
      } else {
        await onSave(orderDataFromForm(value, mode));
      }
      draft.discard();
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const { save } = draft;
  useEffect(() => save(values), [save, values]);

  const patientError = useStore(form.store, (state) =>
    state.fieldMeta.patientId?.errors.map(String).join(' '),
  );

  const pickPatient = (picked: Patient | null) => {
    setPatient(picked);
    patientRef.current = picked;
    form.setFieldValue('patientId', picked?.id ?? '');
    if (!picked) return;
    // The patient's Kasse is the usual payer (decision 096): suggested, still editable.
    const legalCase = form.getFieldValue('prescription').legalCase as LegalCase;
    form.setFieldValue('payer.kind', defaultPayerKind(picked, legalCase));
  };

  return (
    <form.AppForm>
      {/* Leaving loses nothing here: the draft is kept and offered again (decision 025). */}
      <form.Form className="gap-6" asksBeforeLeaving={false} submitsWithKeys>
        {draft.restored && (
          <Alert variant="info">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <History aria-hidden className="size-4" />
              <Trans>Ihr Entwurf wurde wiederhergestellt.</Trans>
              <Button
                variant="link"
                size="sm"
                onPress={() => {
                  draft.discard();
                  form.reset(defaultValues);
                  setPatient(null);
                  patientRef.current = null;
                }}
              >
                <Trans>Entwurf verwerfen</Trans>
              </Button>
            </span>
          </Alert>
        )}
        <form.FormError />
        <Card>
          <CardHeader title={t`Patient und Anlass`} />
          <CardBody className="flex flex-col gap-5">
            <OrderPatientField
              patientId={values.patientId}
              errorMessage={patientError || undefined}
              onPick={pickPatient}
              autoFocus={mode === 'create'}
            />
            <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
              <form.AppField name="reason">
                {(field) => (
                  <field.SelectField label={t`Anlass`} isRequired>
                    {TRANSPORT_REASONS.map((reason) => (
                      <SelectItem key={reason} id={reason}>
                        {labels.reason[reason]}
                      </SelectItem>
                    ))}
                  </field.SelectField>
                )}
              </form.AppField>
              <MobilityField form={form} />
            </div>
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title={t`Medizinisches und Fahrzeug`}
            description={t`Das Fahrzeug wird aus Mobilität, Ausstattung und Infektion vorgeschlagen.`}
          />
          <CardBody>
            <OrderNeedsFields form={form} />
          </CardBody>
        </Card>

        <Card>
          <CardHeader title={t`Abholort`} />
          <CardBody>
            <OrderPlaceFields form={form} prefix="start" patient={patient} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t`Ziel`} />
          <CardBody>
            <OrderPlaceFields form={form} prefix="destination" patient={patient} />
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title={t`Zeit`}
            description={t`Abholzeit oder Termin am Ziel – mit einem Termin wird die Abholung eine Stunde vorher geplant.`}
          />
          <CardBody className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
              <form.AppField
                name="appointmentAt"
                listeners={{
                  // The pickup follows the appointment until the user sets one of their own.
                  onChange: ({ value }) => {
                    const pickup = form.getFieldValue('pickupAt');
                    if (pickup && pickup !== autoPickup.current) return;
                    autoPickup.current = pickupBefore(value);
                    form.setFieldValue('pickupAt', autoPickup.current);
                  },
                }}
              >
                {(field) => <field.DateTimeField label={t`Termin am Ziel`} />}
              </form.AppField>
              <form.AppField name="pickupAt">
                {(field) => <field.DateTimeField label={t`Abholung`} isRequired />}
              </form.AppField>
            </div>
            <form.AppField name="roundTrip.mode">
              {(field) => (
                <field.RadioGroupField label={t`Rückfahrt`} orientation="horizontal">
                  <Radio value="none">{t`Keine`}</Radio>
                  <Radio value="fixed">{t`Mit fester Zeit`}</Radio>
                  <Radio value="onCall">{t`Auf Abruf`}</Radio>
                </field.RadioGroupField>
              )}
            </form.AppField>
            {values.roundTrip.mode === 'fixed' && (
              <form.AppField name="roundTrip.returnAt">
                {(field) => <field.DateTimeField label={t`Rückfahrt um`} isRequired />}
              </form.AppField>
            )}
            {values.roundTrip.mode === 'onCall' && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <Trans>
                  Die Rückfahrt wird angelegt und erscheint erst auf dem Marktplatz, wenn Sie sie in
                  der Transportansicht mit einer Zeit freigeben.
                </Trans>
              </p>
            )}
            {mode === 'create' && onSaveSeries && <OrderSeriesFields form={form} />}
          </CardBody>
        </Card>

        <Card>
          <CardHeader title={t`Abrechnung`} />
          <CardBody>
            <OrderPayerFields form={form} />
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title={t`Verordnung (Muster 4)`}
            description={t`Wie auf der Verordnung angekreuzt. Daneben steht, ob die Krankenkasse die Fahrt genehmigen muss.`}
          />
          <CardBody>
            <OrderPrescriptionFields form={form} patient={patient} />
          </CardBody>
        </Card>

        <Card>
          <CardHeader title={t`Hinweise`} />
          <CardBody className="flex flex-col gap-5">
            <form.AppField name="crewNote">
              {(field) => (
                <field.TextAreaField
                  label={t`Hinweis für die Besatzung`}
                  description={t`z. B. Patient schwerhörig, Schlüssel beim Pförtner`}
                  rows={2}
                />
              )}
            </form.AppField>
            {teams.data && teams.data.data.length > 0 && (
              <form.AppField name="teamId">
                {(field) => (
                  <field.SelectField label={t`Team / Station`} className="sm:max-w-xs">
                    {teams.data.data.map((team) => (
                      <SelectItem key={team.id} id={team.id}>
                        {team.name}
                      </SelectItem>
                    ))}
                  </field.SelectField>
                )}
              </form.AppField>
            )}
          </CardBody>
        </Card>

        <FormActions cancelTo="/" submitLabel={submitLabel} />
      </form.Form>
    </form.AppForm>
  );
}
