import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { DialogTrigger } from './dialog';
import { renderWithI18n } from './test-render';

describe('ConfirmDialog', () => {
  it('asks Ja/Nein by default and confirms', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithI18n(
      <ConfirmDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Transport annehmen?"
        onConfirm={onConfirm}
      >
        Der Transport wird Ihrem Unternehmen zugewiesen.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Transport annehmen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nein' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ja' })));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers Löschen/Abbrechen when destructive and waits for the action', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithI18n(
      <DialogTrigger>
        <Button>Patient löschen</Button>
        <ConfirmDialog variant="destructive" title="Patient löschen?" onConfirm={onConfirm} />
      </DialogTrigger>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Patient löschen' }));
    const confirm = screen.getByRole('button', { name: 'Löschen' });
    expect(confirm.className).toContain('bg-red-700');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels without confirming', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(
      <DialogTrigger defaultOpen>
        <Button>Öffnen</Button>
        <ConfirmDialog
          variant="destructive"
          title="Löschen?"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </DialogTrigger>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
