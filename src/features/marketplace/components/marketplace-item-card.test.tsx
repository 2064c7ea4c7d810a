import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketplaceItem } from '@/contract/transport-answer';
import { renderInRouter } from '@/components/ui/test-render';
import { MarketplaceItemCard } from './marketplace-item-card';

const item = (id: string, number: string): MarketplaceItem => ({
  id,
  number,
  pickupAt: '2026-11-30T08:30:00Z',
  appointmentAt: null,
  transportClass: 'KTW',
  mobility: 'lying',
  equipment: [],
  infection: { type: 'none' },
  weightKg: null,
  start: { zipCode: '10115', city: 'Berlin' },
  destination: { zipCode: '14467', city: 'Potsdam' },
  patient: { initials: 'E. B.', ageBand: '70-79' },
  seriesId: null,
  urgent: false,
});

afterEach(cleanup);

describe('a marketplace card a notification pointed to', () => {
  it('is scrolled to and marked as the current one; the others are not', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    await renderInRouter(
      <ul>
        <MarketplaceItemCard item={item('a', 'T-1')} canAccept onAccept={() => {}} />
        <MarketplaceItemCard item={item('b', 'T-2')} canAccept onAccept={() => {}} highlighted />
      </ul>,
    );
    const pointed = await screen.findByRole('listitem', { name: 'T-2' });
    expect(pointed.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('listitem', { name: 'T-1' }).hasAttribute('aria-current')).toBe(false);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(pointed);
  });
});
