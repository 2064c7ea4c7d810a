import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Siren } from 'lucide-react';
import { EscalationSettingsPage, escalationLadderQueryOptions } from '@/features/escalation';

export const Route = createFileRoute('/_app/settings/escalation')({
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
