import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/planned-transport-calendar')({
  staticData: {
    meta: {
      name: 'planned-transport-calendar',
      title: msg`Transportkalender`,
      parent: 'transport',
      order: 1,
      icon: CalendarDays,
    },
  },
  component: PlaceholderPage,
});
