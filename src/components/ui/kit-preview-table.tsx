/** Dev-only: the data table part of the kit preview, sorting and paging a fake server list. */
import { useMemo, useState } from 'react';
import { Ambulance, Pencil, Trash2, XCircle } from 'lucide-react';
import type { SortDescriptor } from 'react-aria-components';
import { formatDateTime } from '@/lib/dates';
import { Badge, type BadgeProps } from './badge';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ActionMenu, MenuItem, MenuSeparator } from './menu';
import { Pagination } from './pagination';
import { Switch } from './switch';
import { DataTable, type DataTableColumn } from './table';

type Transport = {
  id: string;
  number: string;
  patient: string;
  pickupAt: string;
  route: string;
  transportClass: string;
  status: 'open' | 'assigned' | 'en_route' | 'completed' | 'cancelled';
};

const STATUS: Record<Transport['status'], { label: string; variant: BadgeProps['variant'] }> = {
  open: { label: 'Offen', variant: 'info' },
  assigned: { label: 'Zugewiesen', variant: 'neutral' },
  en_route: { label: 'Unterwegs', variant: 'warning' },
  completed: { label: 'Abgeschlossen', variant: 'success' },
  cancelled: { label: 'Storniert', variant: 'danger' },
};

const NAMES = [
  'Anna Berg',
  'Bernd Adler',
  'Carla Dietz',
  'Dieter Engel',
  'Eva Fuchs',
  'Frank Graf',
  'Gisela Hahn',
];
const CITIES = ['Köln', 'Bonn', 'Leverkusen', 'Bergisch Gladbach', 'Hürth', 'Brühl'];
const CLASSES = ['KTW', 'BTW', 'Taxi', 'KTW schwer'];
const STATUSES = Object.keys(STATUS) as Transport['status'][];

const ALL: Transport[] = Array.from({ length: 57 }, (_, index) => ({
  id: `t${index + 1}`,
  number: `T-2026-${String(123 + index).padStart(6, '0')}`,
  patient: NAMES[index % NAMES.length]!,
  pickupAt: new Date(
    Date.UTC(2026, 4, 4 + (index % 9), 6 + (index % 11), (index * 15) % 60),
  ).toISOString(),
  route: `${CITIES[index % CITIES.length]} → ${CITIES[(index + 2) % CITIES.length]}`,
  transportClass: CLASSES[index % CLASSES.length]!,
  status: STATUSES[index % STATUSES.length]!,
}));

const columns: DataTableColumn<Transport>[] = [
  { id: 'number', header: 'Nummer', cell: (t) => t.number, allowsSorting: true, hideInCards: true },
  {
    id: 'patient',
    header: 'Patient',
    cell: (t) => t.patient,
    allowsSorting: true,
    isRowHeader: true,
  },
  {
    id: 'pickupAt',
    header: 'Abholung',
    cell: (t) => formatDateTime(t.pickupAt),
    allowsSorting: true,
  },
  { id: 'route', header: 'Strecke', cell: (t) => t.route },
  { id: 'transportClass', header: 'Art', cell: (t) => t.transportClass },
  {
    id: 'status',
    header: 'Status',
    cell: (t) => (
      <Badge dot variant={STATUS[t.status].variant}>
        {STATUS[t.status].label}
      </Badge>
    ),
    allowsSorting: true,
  },
];

export function KitPreviewTable() {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'pickupAt', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [isLoading, setLoading] = useState(false);
  const [isEmpty, setEmpty] = useState(false);
  const [layout, setLayout] = useState<'auto' | 'cards'>('auto');

  const rows = useMemo(() => {
    const key = sort.column as keyof Transport;
    const sorted = [...ALL].sort((a, b) => a[key].localeCompare(b[key], 'de'));
    if (sort.direction === 'descending') sorted.reverse();
    return sorted.slice((page - 1) * perPage, page * perPage);
  }, [sort, page, perPage]);

  const items = isEmpty || isLoading ? [] : rows;
  const total = isEmpty ? 0 : ALL.length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-x-6">
        <Switch isSelected={isLoading} onChange={setLoading}>
          Lädt (Skelett)
        </Switch>
        <Switch isSelected={isEmpty} onChange={setEmpty}>
          Leer
        </Switch>
        <Switch isSelected={layout === 'cards'} onChange={(on) => setLayout(on ? 'cards' : 'auto')}>
          Kartenansicht erzwingen
        </Switch>
      </div>
      <DataTable
        aria-label="Geplante Transporte"
        layout={layout}
        columns={columns}
        items={items}
        isLoading={isLoading}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onRowAction={() => {}}
        emptyState={
          <EmptyState
            icon={Ambulance}
            title="Keine Transporte geplant"
            action={<Button size="sm">Transport anlegen</Button>}
          >
            Für den gewählten Zeitraum gibt es keine Transporte.
          </EmptyState>
        }
        rowActions={(t) => (
          <ActionMenu label={`Aktionen für ${t.number}`}>
            <MenuItem id="edit">
              <Pencil aria-hidden="true" />
              Bearbeiten
            </MenuItem>
            <MenuItem id="cancel">
              <XCircle aria-hidden="true" />
              Stornieren
            </MenuItem>
            <MenuSeparator />
            <MenuItem id="delete" isDanger>
              <Trash2 aria-hidden="true" />
              Löschen
            </MenuItem>
          </ActionMenu>
        )}
      />
      <Pagination
        page={page}
        perPage={perPage}
        totalRows={total}
        isDisabled={isLoading}
        onPageChange={setPage}
        onPerPageChange={(size) => {
          setPerPage(size);
          setPage(1);
        }}
      />
    </div>
  );
}
