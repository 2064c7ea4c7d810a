import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptText } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const Route = createFileRoute('/_app/settings/billing')({
  staticData: {
    meta: {
      name: 'billing',
      title: msg`Rechnungen`,
      description: msg`Rechnungsdaten, Preise und monatliche Abrechnungen.`,
      parent: 'settings',
      order: 3,
      icon: ReceiptText,
    },
  },
  component: PlaceholderPage,
});
