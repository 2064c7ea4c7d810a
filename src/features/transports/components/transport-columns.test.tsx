import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transport } from '@/contract/transport-answer';
import { renderInRouter } from '@/components/ui/test-render';
import { useTransportColumns } from './transport-columns';

const transport = {
  id: 't1',
  number: 'T-2026-000042',
  status: 'assigned',
  escalationStep: 0,
  organization: { id: 'w', name: 'Klinikum Nord' },
  assignedCompany: { id: 'c', name: 'Krankenfahrten Schnell' },
  team: { id: 'd', name: 'Station 3B' },
  crew: { id: 'k', name: 'KTW 2' },
  patient: { firstName: 'Erika', lastName: 'Brandt' },
  pickupAt: '2026-11-30T08:30:00Z',
  start: { address: { city: 'Berlin' } },
  destination: { address: { city: 'Potsdam' } },
  transportClass: 'KTW',
  mobility: 'lying',
  seriesId: null,
} as unknown as Transport;

/** Each column as a header and its cell for the one transport, as "header: text". */
function Columns({ isCompany }: { isCompany: boolean }) {
  const columns = useTransportColumns(isCompany);
  return (
    <dl>
      {columns.map((column) => (
        <div key={column.id} data-testid={column.id}>
          <dt>{column.header}</dt>
          <dd>{column.cell(transport)}</dd>
        </div>
      ))}
    </dl>
  );
}

const column = (id: string) => screen.getByTestId(id).textContent;

describe('the planned transports’ columns', () => {
  it('show a ward the company and its own department apart', async () => {
    await renderInRouter(<Columns isCompany={false} />);
    await screen.findByTestId('party');
    expect(column('party')).toBe('UnternehmenKrankenfahrten Schnell');
    expect(column('team')).toBe('AbteilungStation 3B');
  });

  it('show a company who ordered and its own crew apart', async () => {
    await renderInRouter(<Columns isCompany />);
    await screen.findByTestId('party');
    expect(column('party')).toBe('AuftraggeberKlinikum Nord');
    expect(column('team')).toBe('BesatzungKTW 2');
  });
});
