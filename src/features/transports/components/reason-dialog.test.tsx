import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/components/ui/test-render';
import { ApiError } from '@/lib/api-error';
import { ReasonForm } from './reason-dialog';

async function renderForm(onSend: (reason: string) => Promise<unknown>) {
  await renderInRouter(
    <ReasonForm title="Rest der Serie absagen" confirmLabel="Serie absagen" onSend={onSend} />,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Serie absagen' }));
const reason = () => screen.getByRole('textbox', { name: /Grund/ });

// The whole dialog renders: slow on a busy 2-core machine, not a wait for anything.
describe(
  'ReasonForm (the rest of a series, a date: cancel or give back)',
  { timeout: 30_000 },
  () => {
    it('sends the trimmed reason', async () => {
      const onSend = vi.fn(async () => {});
      await renderForm(onSend);
      fireEvent.change(reason(), { target: { value: '  Patient verlegt  ' } });
      submit();
      await waitFor(() => expect(onSend).toHaveBeenCalledWith('Patient verlegt'));
    });

    it('marks an empty or blank reason at its field, with no banner, and sends nothing', async () => {
      const onSend = vi.fn(async () => {});
      await renderForm(onSend);
      fireEvent.change(reason(), { target: { value: '   ' } });
      submit();
      await waitFor(() => expect(reason()).toBeInvalid());
      expect(reason()).toHaveAccessibleDescription('Bitte ausfüllen.');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onSend).not.toHaveBeenCalled();
    });

    it("puts the server's refusal of the reason at the field, the rest above it", async () => {
      const onSend = vi.fn(async () => {
        throw new ApiError(422, {
          code: 1422,
          message: 'Bitte prüfen Sie die markierten Felder.',
          errors: { reason: ['Höchstens 500 Zeichen.'] },
        });
      });
      await renderForm(onSend);
      fireEvent.change(reason(), { target: { value: 'Patient verlegt' } });
      submit();
      await waitFor(() => expect(reason()).toHaveAccessibleDescription('Höchstens 500 Zeichen.'));
      expect(screen.queryByText('Bitte prüfen Sie die markierten Felder.')).toBeNull();
    });

    it('shows a refusal without a field above the reason', async () => {
      const onSend = vi.fn(async () => {
        throw new ApiError(409, { code: 1409, message: 'Die Serie ist schon abgesagt.' });
      });
      await renderForm(onSend);
      fireEvent.change(reason(), { target: { value: 'Patient verlegt' } });
      submit();
      const [alert] = await screen.findAllByRole('alert');
      expect(alert).toHaveTextContent('Die Serie ist schon abgesagt.');
    });
  },
);
