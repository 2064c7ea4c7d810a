import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LifeBuoy } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/help')({
  staticData: {
    meta: {
      name: 'help',
      title: msg`Hilfe`,
      position: 'bottom',
      icon: LifeBuoy,
    },
  },
  component: PlaceholderPage,
});
