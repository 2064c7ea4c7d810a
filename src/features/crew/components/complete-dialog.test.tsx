import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/components/ui/test-render';
import { CompleteDialog } from './complete-dialog';

async function renderDialog() {
  const onComplete = vi.fn();
  await renderInRouter(
    <CompleteDialog number="T-2026-000123" isOpen onCancel={() => {}} onComplete={onComplete} />,
  );
  // The form's code is fetched when the dialog first opens (decision 060).
  await screen.findByRole('textbox', { name: /^Gefahrene Kilometer/ }, { timeout: 15_000 });
  return onComplete;
}

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
/** Types a number; react-aria's NumberField takes it when the input is left. */
const type = (name: string, value: string) => {
  fireEvent.change(box(name), { target: { value } });
  fireEvent.blur(box(name));
};
/** As a pointer does: focus moves to the button (the field left is checked), then the click. */
const complete = () => {
  const button = screen.getByRole('button', { name: 'Abschließen' });
  act(() => button.focus());
  fireEvent.click(button);
};

// The whole dialog renders: slow on a busy 2-core machine, not a wait for anything.
describe('CompleteDialog (the crew completes, queued)', { timeout: 30_000 }, () => {
  it('marks missing kilometres at the field and queues nothing', async () => {
    const onComplete = await renderDialog();
    complete();
    await waitFor(() => expect(box('Gefahrene Kilometer')).toBeInvalid());
    expect(box('Gefahrene Kilometer')).toHaveAccessibleDescription(
      'Bitte ganze Kilometer von 0 bis 2000 angeben.',
    );
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('marks a waiting time past a day at the field instead of cutting it to the limit', async () => {
    const onComplete = await renderDialog();
    type('Gefahrene Kilometer', '23');
    type('Wartezeit', '1500');
    complete();
    await waitFor(() =>
      expect(box('Wartezeit')).toHaveAccessibleDescription(
        'Bitte ganze Minuten von 0 bis 1440 angeben.',
      ),
    );
    expect(box('Wartezeit')).toHaveValue('1.500');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('queues km and waiting minutes', async () => {
    const onComplete = await renderDialog();
    type('Gefahrene Kilometer', '23');
    type('Wartezeit', '10');
    complete();
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith({ km: 23, waitingMinutes: 10 }));
  });
});
