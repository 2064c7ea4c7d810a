import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Truck } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/')({
  staticData: {
    meta: {
      name: 'transport',
      title: msg`Geplante Transporte`,
      navTitle: msg`Transporte`,
      position: 'top',
      icon: Truck,
      views: [{ name: 'planned-transports', title: msg`Geplante Transporte`, to: '/' }],
    },
  },
  component: PlaceholderPage,
});
