import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import {
  NotificationSettingsPage,
  notificationSettingsQueryOptions,
} from '@/features/notifications';

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
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationSettingsQueryOptions()),
  component: NotificationSettingsPage,
});
