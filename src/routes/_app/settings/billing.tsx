import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReceiptText } from 'lucide-react';
import { useCallback } from 'react';
import {
  BillingPage,
  BillingSearchSchema,
  loadBillingPage,
  type BillingSearch,
} from '@/features/billing';
import { getSession } from '@/lib/session';
import { loadAreaTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_app/settings/billing')({
  // Its texts come with the area, not in the first load (decision 112).
  beforeLoad: loadAreaTexts,
  validateSearch: BillingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBillingPage(context.queryClient, getSession()?.user, deps),
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
  component: BillingRoute,
});

function BillingRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Filters, search and page change in place: no new history entry per choice.
  const onSearchChange = useCallback(
    (next: Partial<BillingSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true }),
    [navigate],
  );
  return <BillingPage search={search} onSearchChange={onSearchChange} />;
}
