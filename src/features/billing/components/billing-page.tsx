import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/components/ui/styles';
import { useCurrentUser } from '@/lib/session';
import type { BillingSearch, BillingTab } from '../billing-search';
import { billingTabsFor, shownTab } from '../load-billing-page';
import { BillingProfileCard } from './billing-profile-card';
import { InvoiceView } from './invoice-view';
import { InvoicesSection } from './invoices-section';
import { MonthDraftView } from './month-draft-view';
import { PriceListSection } from './price-list-section';

const tabStyles = (active: boolean) =>
  cx(
    'flex-1 rounded-md px-3 py-2 text-center text-sm font-medium sm:flex-none',
    active
      ? 'bg-white text-slate-900 shadow-xs dark:bg-slate-700 dark:text-slate-50'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50',
  );

/**
 * `/settings/billing` ("Rechnungen", PRODUCT.md §6): the invoices, the price list (transport
 * companies) and the billing data printed on invoices — for administrators (PRODUCT.md §7).
 */
export function BillingPage({
  search,
  onSearchChange,
}: {
  search: BillingSearch;
  onSearchChange: (next: Partial<BillingSearch>) => void;
}) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const tabs = billingTabsFor(user);
  const tab = shownTab(user, search.tab);
  const labels: Record<BillingTab, string> = {
    invoices: t({ message: 'Rechnungen', context: 'invoice list' }),
    prices: t`Preisliste`,
    profile: t`Rechnungsdaten`,
  };
  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <PageHeader
        title={<Trans>Rechnungen</Trans>}
        description={
          user.organization.type.value === 'T' ? (
            <Trans>
              Monatliche Abrechnungen Ihrer Transporte, Ihre Preise und Ihre Angaben auf Rechnungen.
            </Trans>
          ) : (
            <Trans>Rechnungen für Transporte, die Ihre Einrichtung selbst bezahlt.</Trans>
          )
        }
        className="pb-0"
      />
      {tabs.length > 1 && (
        <nav
          aria-label={t`Bereiche der Abrechnung`}
          className="flex gap-1 rounded-lg bg-slate-100 p-1 sm:w-fit dark:bg-slate-800"
        >
          {tabs.map((name) => (
            <Link
              key={name}
              to="/settings/billing"
              search={{ tab: name }}
              aria-current={tab === name ? 'page' : undefined}
              className={tabStyles(tab === name)}
            >
              {labels[name]}
            </Link>
          ))}
        </nav>
      )}
      <Suspense fallback={<Skeleton className="h-64" />}>
        {tab === undefined ? (
          <Alert variant="info" className="max-w-3xl">
            <Trans>
              Rechnungen, Preise und Rechnungsdaten verwalten die Administratoren Ihrer
              Organisation.
            </Trans>
          </Alert>
        ) : tab === 'profile' ? (
          <BillingProfileCard />
        ) : tab === 'prices' ? (
          <PriceListSection />
        ) : search.invoice ? (
          <InvoiceView id={search.invoice} />
        ) : search.draft ? (
          <MonthDraftView />
        ) : (
          <InvoicesSection search={search} onSearchChange={onSearchChange} />
        )}
      </Suspense>
    </div>
  );
}
