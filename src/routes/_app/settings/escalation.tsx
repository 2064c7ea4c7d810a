import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Siren } from 'lucide-react';
import { EscalationSettingsPage, escalationLadderQueryOptions } from '@/features/escalation';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/escalation')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  staticData: {
    meta: {
      name: 'escalation',
      title: msg`Eskalation`,
      description: msg`Was geschieht, wenn niemand einen Transport annimmt.`,
      parent: 'settings',
      order: 5,
      icon: Siren,
      onlyMedicalAdmin: true,
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(escalationLadderQueryOptions()),
  component: EscalationSettingsPage,
});
