import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { accountQueryOptions } from '@/features/account/api/get-account';
import { AccountPage } from '@/features/account/components/account-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/account')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'account',
      title: msg`Konto bearbeiten`,
      navTitle: msg`Konto`,
      description: msg`Persönliche Daten, Passwort und angemeldete Geräte.`,
      parent: 'settings',
      order: 1,
      icon: UserRound,
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(accountQueryOptions()),
  component: AccountPage,
});
