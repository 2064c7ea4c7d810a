import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import * as v from 'valibot';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { OnlyForTransportCompanies } from '@/components/layout/only-for-transport-companies';
import { useCurrentUser } from '@/lib/session';

const MarketplaceSearch = v.object({
  view: v.optional(v.fallback(v.picklist(['open', 'scheduled']), 'open')),
});

export const Route = createFileRoute('/_app/marketplace')({
  validateSearch: MarketplaceSearch,
  staticData: {
    meta: {
      name: 'marketplace',
      title: msg`Marktplatz`,
      position: 'top',
      onlyTransportCompany: true,
      icon: Store,
      views: [
        {
          name: 'marketplace-open',
          title: msg`Offene Transporte`,
          to: '/marketplace',
          search: { view: 'open' },
          isDefault: true,
        },
        {
          name: 'marketplace-scheduled',
          title: msg`Eingeplante Transporte`,
          to: '/marketplace',
          search: { view: 'scheduled' },
        },
      ],
    },
  },
  component: Marketplace,
});

function Marketplace() {
  const user = useCurrentUser();
  if (user.organization.type.value !== 'T') return <OnlyForTransportCompanies />;
  return <PlaceholderPage />;
}
