import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { patientFields, type Patient } from '@/contract/patient';
import { useQueuedSave } from '@/components/offline/use-queued-save';
import { Button } from '@/components/ui/button';
import { ComboBox, ComboBoxItem } from '@/components/ui/combo-box';
import { Dialog, Modal } from '@/components/ui/dialog';
import { formatDate } from '@/lib/dates';
import {
  emptyPatientForm,
  PatientForm,
  patientQueryOptions,
  patientsListQueryOptions,
  patientWrites,
} from '@/features/patients';

const label = (patient: Patient) => `${patient.lastName}, ${patient.firstName}`;

/**
 * The patient of an order, found by typing part of the name, insurance number or city — or
 * created here in a dialog with the patient form, queued like any patient (so also offline).
 */
export function OrderPatientField({
  patientId,
  errorMessage,
  onPick,
  autoFocus,
}: {
  patientId: string;
  errorMessage?: string;
  onPick: (patient: Patient) => void;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const save = useQueuedSave();
  const [text, setText] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const picked = useQuery({ ...patientQueryOptions(patientId), enabled: !!patientId });
  // The patient just chosen or created, shown at once: while its record loads the field would
  // otherwise go blank and back, and react-aria opens the list again on such a change of text.
  const [chosen, setChosen] = useState<Patient | null>(null);
  const current = chosen?.id === patientId ? chosen : picked.data;
  const inputValue = text ?? (current ? label(current) : '');
  const matches = useQuery(
    patientsListQueryOptions({ page: 1, per_page: 10, search: text?.trim() || undefined }),
  );
  // The chosen patient stays in the list, or the combo box would forget it on leaving the field.
  const found = matches.data?.data ?? [];
  const items =
    current && !found.some((item) => item.id === current.id) ? [...found, current] : found;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <ComboBox
          label={t`Patient`}
          isRequired
          autoFocus={autoFocus}
          placeholder={t`Name, Versichertennr. oder Ort eingeben`}
          className="min-w-0 flex-1"
          items={items}
          inputValue={inputValue}
          onInputChange={setText}
          isLoading={matches.isFetching}
          selectedKey={patientId || null}
          onSelectionChange={(key) => {
            const patient = items.find((item) => item.id === key);
            // Leaving the field with other text keeps the chosen patient.
            if (!patient) return;
            setChosen(patient);
            setText(null);
            onPick(patient);
          }}
          isInvalid={!!errorMessage}
          errorMessage={errorMessage}
          emptyText={t`Kein Patient gefunden – mit „Neuer Patient“ anlegen`}
        >
          {(patient: Patient) => (
            <ComboBoxItem id={patient.id} textValue={label(patient)}>
              <span className="flex flex-col">
                <span className="font-medium">{label(patient)}</span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {formatDate(patient.birthday)}
                  {patient.address ? ` · ${patient.address.city}` : ''}
                </span>
              </span>
            </ComboBoxItem>
          )}
        </ComboBox>
        {/* On a phone the icon alone (its name stays for screen readers): the search needs the width. */}
        <Button variant="secondary" onPress={() => setCreating(true)}>
          <UserPlus aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">
            <Trans>Neuer Patient</Trans>
          </span>
        </Button>
      </div>
      {current && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Geboren {formatDate(current.birthday)}</Trans>
          {current.healthInsuranceNumber && ` · ${current.healthInsuranceNumber}`}
          {current.insurer && ` · ${current.insurer.name}`}
          {current.particularities && ` · ${current.particularities}`}
        </p>
      )}
      <Modal size="xl" isOpen={creating} onOpenChange={setCreating}>
        <Dialog title={t`Neuer Patient`}>
          <PatientForm
            defaultValues={emptyPatientForm()}
            submitLabel={<Trans>Patient anlegen und übernehmen</Trans>}
            onCancel={() => setCreating(false)}
            onSave={async (data) => {
              const id = crypto.randomUUID();
              await save(patientWrites.create(id, data), t`Patient ${data.lastName} angelegt`);
              const now = new Date().toISOString();
              // The same mapping the server answers with; the patient may still be queued.
              const patient = {
                ...patientFields(data),
                id,
                version: 1,
                createdAt: now,
                updatedAt: now,
              };
              setChosen(patient);
              setCreating(false);
              setText(null);
              onPick(patient);
            }}
          />
        </Dialog>
      </Modal>
    </div>
  );
}
