import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/components/ui/test-render';
import { emptyPatientForm } from '../patient-form-values';
import { PatientForm } from './patient-form';

async function renderForm() {
  const onSave = vi.fn(async () => {});
  await renderInRouter(
    <PatientForm
      defaultValues={emptyPatientForm()}
      onSave={onSave}
      submitLabel="Patient anlegen"
      onCancel={() => {}}
    />,
  );
  return onSave;
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

// The whole form renders: slow on a busy 2-core machine, not a wait for anything.
describe('PatientForm', { timeout: 30_000 }, () => {
  it('marks Krankenkasse required as soon as an IK number is typed (issue 10.9)', async () => {
    await renderForm();
    expect(box('Krankenkasse')).not.toBeRequired();
    fireEvent.change(box('IK-Nummer'), { target: { value: '1' } });
    expect(box('Krankenkasse')).toBeRequired();
  });

  it('marks street, number, postcode and city required once a city is typed', async () => {
    await renderForm();
    for (const name of ['Straße', 'Hausnummer', 'PLZ', 'Ort']) expect(box(name)).not.toBeRequired();
    fireEvent.change(box('Ort'), { target: { value: 'Berlin' } });
    for (const name of ['Straße', 'Hausnummer', 'PLZ', 'Ort']) expect(box(name)).toBeRequired();
  });

  it('shows one message per field, the most basic first (issue 10.8)', async () => {
    await renderForm();
    fireEvent.change(box('Straße'), { target: { value: 'Seestraße' } });
    fireEvent.click(screen.getByRole('button', { name: 'Patient anlegen' }));
    await waitFor(() => expect(box('PLZ')).toBeInvalid());
    expect(box('PLZ')).toHaveAccessibleDescription('Bitte ausfüllen.');
  });

  it('keeps the browser from filling in the user’s own address (issue 10.11)', async () => {
    await renderForm();
    for (const name of ['Straße', 'Hausnummer', 'PLZ', 'Ort', 'Etage']) {
      expect(box(name)).toHaveAttribute('autocomplete', 'off');
    }
  });
});
