import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/transport/update/$id')({
  staticData: {
    meta: {
      name: 'transport-update',
      title: msg`Transport bearbeiten`,
      parent: 'transport',
      visible: false,
    },
  },
  component: PlaceholderPage,
});
