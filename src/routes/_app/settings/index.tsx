import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Settings } from 'lucide-react';
import { SettingsOverview } from '@/features/teams/components/settings-overview';
import { ownOrganizationQueryOptions } from '@/lib/own-organization';

export const Route = createFileRoute('/_app/settings/')({
  staticData: {
    meta: {
      name: 'settings',
      title: msg`Einstellungen`,
      description: msg`Ihr Konto, Benachrichtigungen, Rechnungen und die Teams Ihrer Organisation.`,
      position: 'bottom',
      icon: Settings,
    },
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(ownOrganizationQueryOptions()),
  component: SettingsOverview,
});
