import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Settings } from 'lucide-react';
import { SettingsOverview } from '@/features/teams/components/settings-overview';
import { ownOrganizationQueryOptions } from '@/lib/own-organization';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
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
