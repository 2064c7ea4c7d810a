import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Truck } from 'lucide-react';
import { OnlyForTransportCompanies } from '@/components/layout/only-for-transport-companies';
import { crewsQueryOptions, FleetPage, vehiclesQueryOptions } from '@/features/dispatch';
import { getSession, useCurrentUser } from '@/lib/session';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/vehicles')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'vehicles',
      title: msg`Fahrzeuge`,
      description: msg`Ihre Flotte: Art, Ausstattung, Besatzung.`,
      parent: 'settings',
      order: 5,
      icon: Truck,
      onlyTransportCompany: true,
    },
  },
  loader: ({ context }) => {
    if (getSession()?.user.organization.type.value !== 'T') return;
    return Promise.all([
      context.queryClient.ensureQueryData(vehiclesQueryOptions()),
      context.queryClient.ensureQueryData(crewsQueryOptions()),
    ]);
  },
  component: VehiclesRoute,
});

function VehiclesRoute() {
  const isCompany = useCurrentUser().organization.type.value === 'T';
  return isCompany ? <FleetPage /> : <OnlyForTransportCompanies />;
}
