import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { PATIENT_SORTS } from '@/contract/patient';
import { PatientsPage } from '@/features/patients/components/patients-page';
import { listSearchSchema, useListSearchChange, type ListSearch } from '@/lib/list-search';

const PatientsSearchSchema = listSearchSchema(PATIENT_SORTS);

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
  const search = Route.useSearch() as ListSearch;
  const onSearchChange = useListSearchChange(Route.useNavigate());
  return <PatientsPage search={search} onSearchChange={onSearchChange} />;
}
