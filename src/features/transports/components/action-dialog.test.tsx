import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/components/ui/test-render';
import { typeDate } from '@/components/ui/type-date';
import { ApiError } from '@/lib/api-error';
import type { TransportCommand } from '../api/transport-commands';
import { ActionDialog, type DialogKind } from './action-dialog';

async function renderDialog(
  kind: DialogKind,
  onSend: (command: TransportCommand) => Promise<unknown>,
  extra: { outboundAt?: string; onOpenChange?: (open: boolean) => void } = {},
) {
  await renderInRouter(
    <ActionDialog
      kind={kind}
      title="Transport"
      confirmLabel="Senden"
      isOpen
      onOpenChange={extra.onOpenChange ?? (() => {})}
      outboundAt={extra.outboundAt}
      onSend={onSend}
    />,
  );
  // The date fields' code is fetched when a form first shows one (decision 060); the bound ends
  // a hang on a busy machine, it measures nothing.
  if (kind === 'release')
    await screen.findByRole('group', { name: /^Rückfahrt um/ }, { timeout: 15_000 });
}

/** As a pointer does: focus moves to the button (the field left is checked), then the click. */
const submit = () => {
  const button = screen.getByRole('button', { name: 'Senden' });
  act(() => button.focus());
  fireEvent.click(button);
};
const cancelButton = () => screen.getByRole('button', { name: 'Abbrechen' });
const returnTime = () => screen.getByRole('group', { name: /^Rückfahrt um/ });
const numberBox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
// react-aria puts the date chosen before the message in the description.
const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const nextYear = String(new Date().getFullYear() + 1);
const refusal = (errors: Record<string, string[]>) =>
  new ApiError(422, { code: 1422, message: 'Bitte prüfen Sie die markierten Felder.', errors });

// The whole dialog renders: slow on a busy 2-core machine, not a wait for anything.
describe('ActionDialog', { timeout: 30_000 }, () => {
  // A date of a series is cancelled alone through the transport's own cancel: the same form.
  it.each(['cancel', 'return'] as const)(
    'marks a blank reason of %s at its field and sends nothing',
    async (kind) => {
      const onSend = vi.fn(async () => {});
      await renderDialog(kind, onSend);
      const reason = screen.getByRole('textbox', { name: /Grund/ });
      fireEvent.change(reason, { target: { value: '  ' } });
      submit();
      await waitFor(() => expect(reason).toBeInvalid());
      expect(reason).toHaveAccessibleDescription('Bitte ausfüllen.');
      expect(screen.queryByText('Bitte füllen Sie die Pflichtfelder aus.')).toBeNull();
      expect(onSend).not.toHaveBeenCalled();
    },
  );

  it('sends the command with the reason and closes', async () => {
    const onSend = vi.fn(async () => {});
    const onOpenChange = vi.fn();
    await renderDialog('cancel', onSend, { onOpenChange });
    fireEvent.change(screen.getByRole('textbox', { name: /Grund/ }), {
      target: { value: 'Termin abgesagt' },
    });
    submit();
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({ action: 'cancel', reason: 'Termin abgesagt' }),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});

describe('ActionDialog: release of an on-call return', { timeout: 30_000 }, () => {
  it('marks a missing time at the field, with no banner, and sends nothing', async () => {
    const onSend = vi.fn(async () => {});
    await renderDialog('release', onSend);
    submit();
    await waitFor(() =>
      expect(returnTime()).toHaveAccessibleDescription(
        endsWith('Bitte ein gültiges Datum mit Uhrzeit angeben.'),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('marks a time in the past at the field, as the server would', async () => {
    const onSend = vi.fn(async () => {});
    await renderDialog('release', onSend);
    typeDate(returnTime(), '010120201000', cancelButton());
    submit();
    await waitFor(() =>
      expect(returnTime()).toHaveAccessibleDescription(
        endsWith('Die Rückfahrt liegt in der Vergangenheit.'),
      ),
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('marks a return before the outbound trip at the field', async () => {
    const onSend = vi.fn(async () => {});
    await renderDialog('release', onSend, { outboundAt: `${nextYear}-03-10T09:00:00.000Z` });
    typeDate(returnTime(), `0903${nextYear}1400`, cancelButton());
    submit();
    await waitFor(() =>
      expect(returnTime()).toHaveAccessibleDescription(
        endsWith('Die Rückfahrt muss nach der Hinfahrt liegen.'),
      ),
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('marks an impossible date at the field instead of moving it to the month’s end', async () => {
    const onSend = vi.fn(async () => {});
    await renderDialog('release', onSend);
    typeDate(returnTime(), `3102${nextYear}1400`, cancelButton());
    submit();
    await waitFor(() =>
      expect(returnTime()).toHaveAccessibleDescription(
        endsWith(`Den 31.02.${nextYear} 14:00 gibt es nicht – der Monat hat 28 Tage.`),
      ),
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the time typed in Germany as an instant', async () => {
    const onSend = vi.fn(async () => {});
    await renderDialog('release', onSend);
    typeDate(returnTime(), `0107${nextYear}0830`, cancelButton());
    submit();
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        action: 'release',
        returnAt: `${nextYear}-07-01T06:30:00.000Z`,
      }),
    );
  });

  it("puts the server's refusal of the time at the field, not above it", async () => {
    const onSend = vi.fn(async () => {
      throw refusal({ returnAt: ['Die Rückfahrt muss nach der Hinfahrt liegen.'] });
    });
    await renderDialog('release', onSend);
    typeDate(returnTime(), `0107${nextYear}0830`, cancelButton());
    submit();
    await waitFor(() =>
      expect(returnTime()).toHaveAccessibleDescription(
        endsWith('Die Rückfahrt muss nach der Hinfahrt liegen.'),
      ),
    );
    expect(screen.queryByText('Bitte prüfen Sie die markierten Felder.')).toBeNull();
  });

  it('shows a refusal without a field above the time and stays open', async () => {
    const onOpenChange = vi.fn();
    const onSend = vi.fn(async () => {
      throw new ApiError(409, { code: 1410, message: 'Die Rückfahrt ist schon freigegeben.' });
    });
    await renderDialog('release', onSend, { onOpenChange });
    typeDate(returnTime(), `0107${nextYear}0830`, cancelButton());
    submit();
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('Die Rückfahrt ist schon freigegeben.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('ActionDialog: completion', { timeout: 30_000 }, () => {
  it('marks missing kilometres at the field, with no banner, and sends nothing', async () => {
    const onSend = vi.fn(async () => {});
    await renderDialog('completed', onSend);
    submit();
    await waitFor(() => expect(numberBox('Gefahrene Kilometer')).toBeInvalid());
    expect(numberBox('Gefahrene Kilometer')).toHaveAccessibleDescription(
      'Bitte ganze Kilometer von 0 bis 2000 angeben.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('marks kilometres beyond the limit at the field, as the server would', async () => {
    const onSend = vi.fn(async () => {});
    await renderDialog('completed', onSend);
    fireEvent.change(numberBox('Gefahrene Kilometer'), { target: { value: '2500' } });
    fireEvent.blur(numberBox('Gefahrene Kilometer'));
    submit();
    await waitFor(() =>
      expect(numberBox('Gefahrene Kilometer')).toHaveAccessibleDescription(
        'Bitte ganze Kilometer von 0 bis 2000 angeben.',
      ),
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends km and waiting minutes with the time of the tap', async () => {
    const onSend = vi.fn(async () => {});
    await renderDialog('completed', onSend);
    fireEvent.change(numberBox('Gefahrene Kilometer'), { target: { value: '12' } });
    fireEvent.blur(numberBox('Gefahrene Kilometer'));
    fireEvent.change(numberBox('Wartezeit'), { target: { value: '20' } });
    fireEvent.blur(numberBox('Wartezeit'));
    submit();
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        action: 'status',
        step: { status: 'completed', km: 12, waitingMinutes: 20, at: expect.any(String) },
      }),
    );
  });

  it("puts the server's refusal at its field and a refusal without one above", async () => {
    const onSend = vi.fn(async () => {
      throw refusal({
        waitingMinutes: ['Bitte ganze Minuten von 0 bis 1440 angeben.'],
        at: ['Der Schritt liegt vor dem vorigen.'],
      });
    });
    await renderDialog('completed', onSend);
    fireEvent.change(numberBox('Gefahrene Kilometer'), { target: { value: '12' } });
    fireEvent.blur(numberBox('Gefahrene Kilometer'));
    submit();
    await waitFor(() =>
      expect(numberBox('Wartezeit')).toHaveAccessibleDescription(
        'Bitte ganze Minuten von 0 bis 1440 angeben.',
      ),
    );
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('Der Schritt liegt vor dem vorigen.');
  });
});
