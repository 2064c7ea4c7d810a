import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/components/ui/test-render';
import { typeDate } from '@/components/ui/type-date';
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

describe('PatientForm birth date', { timeout: 30_000 }, () => {
  const birthDate = () => screen.getByRole('group', { name: /^Geburtsdatum/ });
  const segments = () => within(birthDate()).getAllByRole('spinbutton');
  /** The form with its date field, whose code arrives after the form's (decision 060). */
  const renderWithDate = async () => {
    const onSave = await renderForm();
    await screen.findByRole('group', { name: /^Geburtsdatum/ }, { timeout: 15_000 });
    return onSave;
  };

  it('marks 31/02/1950 as a date that does not exist, keeps it as typed and saves nothing', async () => {
    const onSave = await renderWithDate();
    fireEvent.change(box('Vorname'), { target: { value: 'Erika' } });
    fireEvent.change(box('Nachname'), { target: { value: 'Muster' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Weiblich' }));
    typeDate(birthDate(), '31021950', box('Telefon'));

    const message = 'Den 31.02.1950 gibt es nicht – der Monat hat 28 Tage.';
    await waitFor(() => expect(birthDate()).toHaveAccessibleDescription(message));
    // Not quietly the 28th: what was typed stays on screen.
    await waitFor(() =>
      expect(segments().map((segment) => segment.textContent)).toEqual(['31', '02', '1950']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Patient anlegen' }));
    await waitFor(() => expect(segments()[0]).toHaveFocus());
    expect(birthDate()).toHaveAccessibleDescription(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a real date typed the same way', async () => {
    const onSave = await renderWithDate();
    fireEvent.change(box('Vorname'), { target: { value: 'Erika' } });
    fireEvent.change(box('Nachname'), { target: { value: 'Muster' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Weiblich' }));
    typeDate(birthDate(), '28021950', box('Telefon'));
    fireEvent.click(screen.getByRole('button', { name: 'Patient anlegen' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ birthday: '1950-02-28' })),
    );
  });
});
