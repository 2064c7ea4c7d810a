import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Users } from 'lucide-react';
import { PATIENT_SORTS } from '@/contract/list-sorts';
import { patientsListQueryOptions } from '@/features/patients/api/list-patients';
import { PatientsPage } from '@/features/patients/components/patients-page';
import { useListReturn } from '@/lib/list-return';
import { listSearchSchema, type ListSearch } from '@/lib/list-search';
import { loadList } from '@/lib/load-list';
import { loadAreaTexts } from '@/lib/i18n';

const PatientsSearchSchema = listSearchSchema(PATIENT_SORTS);

export const Route = createFileRoute('/_app/directory/patients/')({
  // Its texts come with the area, not in the first load (decision 112, 131).
  beforeLoad: loadAreaTexts,
  validateSearch: PatientsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadList(context.queryClient, patientsListQueryOptions(deps)),
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
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Search, sort and page change in place: no new history entry per keystroke or page.
  const onSearchChange = useCallback(
    (next: Partial<ListSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true }),
    [navigate],
  );
  useListReturn('/directory/patients', search);
  return <PatientsPage search={search} onSearchChange={onSearchChange} />;
}
