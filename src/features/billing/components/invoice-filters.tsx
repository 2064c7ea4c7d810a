import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { todayInGermany } from '@/contract/dates';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectItem } from '@/components/ui/select';
import { useSearchText } from '@/lib/list-search';
import { formatMonth } from '../billing-format';
import {
  LISTED_STATUSES,
  recentMonths,
  type BillingSearch,
  type ListedStatus,
} from '../billing-search';
import { BILLED_PAYER_KINDS, type BilledPayerKind } from '@/contract/billing';
import { INVOICE_STATUS_LABELS, PAYER_KIND_LABELS } from '../billing-words';

const ALL = '_all';

/** Search by number or name, the month (Leistungszeitraum), the status and the payer's kind. */
export function InvoiceFilters({
  search,
  onSearchChange,
}: {
  search: BillingSearch;
  onSearchChange: (next: Partial<BillingSearch>) => void;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useSearchText(search, onSearchChange);
  const months = useMemo(() => recentMonths(todayInGermany()), []);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:flex lg:items-end">
      <SearchField
        label={t`Suche`}
        placeholder={t`Nummer oder Name`}
        value={text}
        onChange={setText}
        className="lg:w-72"
      />
      <Select
        label={t`Leistungszeitraum`}
        selectedKey={search.period ?? ALL}
        onSelectionChange={(key) =>
          onSearchChange({ period: key === ALL ? undefined : String(key), page: 1 })
        }
        className="lg:w-56"
      >
        <SelectItem id={ALL}>{t`Alle Monate`}</SelectItem>
        {months.map((month) => (
          <SelectItem key={month} id={month}>
            {formatMonth(month, i18n.locale)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t`Status`}
        selectedKey={search.status ?? ALL}
        onSelectionChange={(key) =>
          onSearchChange({
            status: key === ALL ? undefined : (String(key) as ListedStatus),
            page: 1,
          })
        }
        className="lg:w-48"
      >
        <SelectItem id={ALL}>{t`Alle Status`}</SelectItem>
        {LISTED_STATUSES.map((status) => (
          <SelectItem key={status} id={status}>
            {i18n._(INVOICE_STATUS_LABELS[status])}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t`Kostenträger`}
        selectedKey={search.payer ?? ALL}
        onSelectionChange={(key) =>
          onSearchChange({
            payer: key === ALL ? undefined : (String(key) as BilledPayerKind),
            page: 1,
          })
        }
        className="lg:w-52"
      >
        <SelectItem id={ALL}>{t`Alle Kostenträger`}</SelectItem>
        {BILLED_PAYER_KINDS.map((kind) => (
          <SelectItem key={kind} id={kind}>
            {i18n._(PAYER_KIND_LABELS[kind])}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
