import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { accountQueryOptions } from '@/features/account/api/get-account';
import { AccountPage } from '@/features/account/components/account-page';

export const Route = createFileRoute('/_app/settings/account')({
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
