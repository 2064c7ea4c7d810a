import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BookUser } from 'lucide-react';
import { SectionOverview } from '@/components/layout/section-overview';

export const Route = createFileRoute('/_app/directory/')({
  staticData: {
    meta: {
      name: 'directory',
      title: msg`Stammdaten`,
      description: msg`Patienten und häufig genutzte Adressen Ihrer Organisation.`,
      position: 'top',
      icon: BookUser,
    },
  },
  component: SectionOverview,
});
