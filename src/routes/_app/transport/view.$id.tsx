import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/transport/view/$id')({
  staticData: {
    meta: {
      name: 'transport-view',
      title: msg`Transport`,
      parent: 'transport',
      visible: false,
    },
  },
  component: PlaceholderPage,
});
