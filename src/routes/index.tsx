import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export const Route = createFileRoute('/')({
  component: () => (
    <h1 className="p-8 text-2xl font-semibold">
      <Trans>Geplante Transporte</Trans>
    </h1>
  ),
});
