import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useCallback } from 'react';
import * as v from 'valibot';
import { PATIENT_SORTS } from '@/contract/patient';
import { PatientsPage, type PatientsSearch } from '@/features/patients/components/patients-page';

const sorts = PATIENT_SORTS.flatMap((field) => [field, `-${field}`]);

/** Page, size, search and sort live in the URL, so a list view can be shared and reloaded. */
const PatientsSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  per_page: v.fallback(v.optional(v.picklist([10, 25, 50, 100]), 25), 25),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  sort: v.fallback(v.optional(v.picklist(sorts)), undefined),
});

export const Route = createFileRoute('/_app/directory/patients/')({
  validateSearch: PatientsSearchSchema,
  staticData: {
    meta: {
      name: 'patients',
      title: msg`Patienten`,
      description: msg`Stammdaten der Patienten: Name, Geburtsdatum, Versicherung, Adresse und Besonderheiten.`,
      parent: 'directory',
      order: 1,
      icon: Users,
    },
  },
  component: PatientsRoute,
});

function PatientsRoute() {
  const search = Route.useSearch() as PatientsSearch;
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: Partial<PatientsSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...next }) as never, replace: true }),
    [navigate],
  );
  return <PatientsPage search={search} onSearchChange={onSearchChange} />;
}
