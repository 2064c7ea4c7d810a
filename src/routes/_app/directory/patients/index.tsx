import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/directory/patients/')({
  staticData: {
    meta: {
      name: 'patients',
      title: msg`Patienten`,
      description: msg`Stammdaten der Patienten: Name, Geburtsdatum, Versicherung, Adresse und Besonderheiten.`,
      parent: 'directory',
      order: 1,
      icon: Users,
    },
  },
  component: PlaceholderPage,
});
