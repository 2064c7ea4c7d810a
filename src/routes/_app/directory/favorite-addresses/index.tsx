import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/directory/favorite-addresses/')({
  staticData: {
    meta: {
      name: 'favorite-addresses',
      title: msg`Favoriten-Adressen`,
      description: msg`Kliniken, Praxen und Einrichtungen, die Sie oft als Start oder Ziel wählen.`,
      parent: 'directory',
      order: 2,
      icon: MapPin,
    },
  },
  component: PlaceholderPage,
});
