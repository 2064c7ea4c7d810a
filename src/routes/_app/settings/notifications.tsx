import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/settings/notifications')({
  staticData: {
    meta: {
      name: 'notifications',
      title: msg`Benachrichtigungen`,
      description: msg`Wann Sie per Push oder E-Mail informiert werden.`,
      parent: 'settings',
      order: 2,
      icon: Bell,
    },
  },
  component: PlaceholderPage,
});
