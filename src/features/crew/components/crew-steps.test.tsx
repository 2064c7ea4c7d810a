import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '@/components/ui/test-render';
import { entryOf } from '@/lib/offline-writes/testing/items';
import { crewStep } from '@/features/transports';
import { QueuedSteps } from './queued-steps';
import { StepButtons } from './step-buttons';

const names = () => screen.queryAllByRole('button').map((button) => button.textContent);
/** The primary button is the brand-coloured one (ui/button.tsx). */
const isPrimary = (name: RegExp) =>
  screen.getByRole('button', { name }).className.includes('bg-brand-600');

describe('the step buttons', () => {
  it('offer the next step only, with its FMS number; the next in order primary, skipping it secondary', () => {
    const { rerender } = renderWithI18n(
      <StepButtons status="assigned" isDisabled={false} onStep={vi.fn()} />,
    );
    expect(names()).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^3 ?Einsatz übernommen \/ Anfahrt$/ })).toBeTruthy();
    rerender(<StepButtons status="en_route" isDisabled={false} onStep={vi.fn()} />);
    // The next in the normal order first and primary; skipping it is the quieter choice.
    expect(names()).toEqual(['44 Am Abholort', '77 Patient aufgenommen']);
    expect(isPrimary(/^4 ?Am Abholort$/)).toBe(true);
    expect(isPrimary(/^7 ?Patient aufgenommen$/)).toBe(false);
    rerender(<StepButtons status="in_transit" isDisabled={false} onStep={vi.fn()} />);
    expect(isPrimary(/^8 ?Am Ziel$/)).toBe(true);
    expect(isPrimary(/abschließen$/)).toBe(false);
    rerender(<StepButtons status="at_destination" isDisabled={false} onStep={vi.fn()} />);
    expect(names()).toEqual(['Transport abschließen']);
    rerender(<StepButtons status="completed" isDisabled={false} onStep={vi.fn()} />);
    expect(names()).toEqual([]);
  });
});

describe('steps still on the phone', () => {
  it('show a waiting step with the time it was tapped, a refused one with the reason', () => {
    const waiting = entryOf(crewStep('t-1', { status: 'in_transit', at: '2026-11-22T17:35:00Z' }));
    const refused = entryOf(
      crewStep('t-1', { status: 'en_route', at: '2026-11-22T17:20:00Z' }),
      'failed',
    );
    refused.body = {
      ...refused.body!,
      outcome: {
        state: 'refused',
        status: 409,
        error: { code: 1410, message: 'Der Transport wurde storniert.' },
      },
    };
    const entries = [refused, waiting];
    renderWithI18n(<QueuedSteps entries={entries} recordEntries={entries} />);
    // Times in Germany: 17:35 UTC is 18:35 in Berlin in November.
    expect(
      screen.getByText(
        '7 Patient aufgenommen · getippt 18:35 · wird gesendet, sobald eine Verbindung besteht',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('3 Einsatz übernommen / Anfahrt (getippt 18:20) nicht übernommen'),
    ).toBeTruthy();
    expect(screen.getByText('Der Transport wurde storniert.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verwerfen' })).toBeTruthy();
  });
});
