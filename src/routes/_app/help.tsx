import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LifeBuoy } from 'lucide-react';
import { HelpPage } from '@/features/help/components/help-page';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/help')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'help',
      title: msg`Hilfe`,
      position: 'bottom',
      icon: LifeBuoy,
    },
  },
  component: HelpPage,
});
