import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LifeBuoy } from 'lucide-react';
import { HelpPage } from '@/features/help/components/help-page';

export const Route = createFileRoute('/_app/help')({
  staticData: {
    meta: {
      name: 'help',
      title: msg`Hilfe`,
      position: 'bottom',
      icon: LifeBuoy,
    },
  },
  component: HelpPage,
});
