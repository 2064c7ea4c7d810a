import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { DataTable, type DataTableColumn } from './table';
import { renderWithI18n } from './test-render';

type Patient = { id: string; name: string; city: string };

const patients: Patient[] = [
  { id: 'p1', name: 'Anna Berg', city: 'Köln' },
  { id: 'p2', name: 'Bernd Adler', city: 'Bonn' },
];

const columns: DataTableColumn<Patient>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, allowsSorting: true, isRowHeader: true },
  { id: 'city', header: 'Ort', cell: (p) => p.city, allowsSorting: true },
];

function SortableTable({ onSortChange }: { onSortChange: (d: SortDescriptor) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  return (
    <DataTable
      aria-label="Patienten"
      columns={columns}
      items={patients}
      sortDescriptor={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders a grid with a header row and a row per item', () => {
    renderWithI18n(<DataTable aria-label="Patienten" columns={columns} items={patients} />);
    const table = screen.getByRole('grid', { name: 'Patienten' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Ort']);
    expect(within(table).getByRole('rowheader', { name: 'Anna Berg' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('reports sorting through the controlled sort descriptor', () => {
    const onSortChange = vi.fn();
    renderWithI18n(<SortableTable onSortChange={onSortChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(nameHeader);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(screen.getByRole('columnheader', { name: /Ort/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'city', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: /Ort/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('shows the empty state when there are no items', () => {
    renderWithI18n(<DataTable aria-label="Patienten" columns={columns} items={[]} />);
    expect(screen.getByText('Keine Einträge')).toBeInTheDocument();
  });

  it('shows a caller empty state', () => {
    renderWithI18n(
      <DataTable
        aria-label="Patienten"
        columns={columns}
        items={[]}
        emptyState={<p>Noch keine Patienten</p>}
      />,
    );
    expect(screen.getByText('Noch keine Patienten')).toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads', () => {
    renderWithI18n(
      <DataTable aria-label="Patienten" columns={columns} items={[]} isLoading skeletonRows={4} />,
    );
    const table = screen.getByRole('grid');
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByText('Keine Einträge')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
  });

  it.each(['table', 'cards'] as const)(
    'keeps the rows readable while a %s refreshes: no dimming, no announcement, busy',
    (layout) => {
      const { container } = renderWithI18n(
        <DataTable
          aria-label="Patienten"
          columns={columns}
          items={patients}
          isLoading
          layout={layout}
        />,
      );
      const list = screen.getByRole('grid');
      expect(list.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
      // A refresh every 30 s or after each realtime event would otherwise be read out each time.
      expect(screen.queryByRole('status')).toBeNull();
      for (let element: Element | null = list; element; element = element.parentElement) {
        expect(element.className).not.toMatch(/opacity/);
      }
      expect(container.querySelector('.animate-loading-bar')).not.toBeNull();
    },
  );

  it('opens rows and renders row actions', () => {
    const onRowAction = vi.fn();
    const onEdit = vi.fn();
    renderWithI18n(
      <DataTable
        aria-label="Patienten"
        columns={columns}
        items={patients}
        onRowAction={onRowAction}
        rowActions={(p) => (
          <Button size="sm" variant="ghost" onPress={() => onEdit(p.id)}>
            Bearbeiten
          </Button>
        )}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Aktionen' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Bearbeiten' })[1]!);
    expect(onEdit).toHaveBeenCalledWith('p2');
    fireEvent.click(screen.getByRole('rowheader', { name: 'Anna Berg' }));
    expect(onRowAction).toHaveBeenCalledWith('p1');
  });

  it('lays rows out as cards with labelled values and a sort control', () => {
    const onSortChange = vi.fn();
    renderWithI18n(
      <DataTable
        aria-label="Patienten"
        layout="cards"
        columns={columns}
        items={patients}
        sortDescriptor={{ column: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    const list = screen.getByRole('grid', { name: 'Patienten' });
    const cards = within(list).getAllByRole('row');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Bernd Adler');
    expect(within(cards[1]!).getByText('Ort')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Bonn')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Aufsteigend sortiert' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
  });
});
