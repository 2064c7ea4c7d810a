import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoMatches } from './empty-state';
import { renderWithI18n } from './test-render';

describe('NoMatches', () => {
  it('offers to clear the search that found nothing (issue 10.19)', () => {
    const onClear = vi.fn();
    renderWithI18n(<NoMatches search="Xaver" onClear={onClear} />);
    expect(screen.getByText('Keine Treffer')).toBeInTheDocument();
    expect(screen.getByText('Für „Xaver“ wurde nichts gefunden.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Suche zurücksetzen' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
