import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OnceOpened } from './once-opened';

describe('OnceOpened', () => {
  it('loads the overlay only when it first opens and keeps it after it closes', async () => {
    const load = vi.fn(async () => ({
      default: ({ isOpen }: { isOpen: boolean }) => <p>{isOpen ? 'offen' : 'geschlossen'}</p>,
    }));
    const Overlay = lazy(load);
    const show = (isOpen: boolean) => (
      <OnceOpened isOpen={isOpen}>
        <Overlay isOpen={isOpen} />
      </OnceOpened>
    );

    const { rerender } = render(show(false));
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();

    rerender(show(true));
    expect(await screen.findByText('offen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Still rendered once closed, so that the overlay's closing transition can run.
    rerender(show(false));
    expect(screen.getByText('geschlossen')).toBeInTheDocument();
  });
});
