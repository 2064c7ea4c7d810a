import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CirclePlus } from 'lucide-react';
import { TransportCreatePage } from '@/features/transports/components/transport-create-page';

export const Route = createFileRoute('/_app/transport/create')({
  staticData: {
    meta: {
      name: 'transport-create',
      title: msg`Transport erstellen`,
      parent: 'transport',
      order: 2,
      icon: CirclePlus,
    },
  },
  component: TransportCreatePage,
});
