import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import * as v from 'valibot';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectItem } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/components/ui/styles';
import { ScorecardQuery } from '@/contract/scorecard';
import { isApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session';
import { scorecardQueryOptions } from '../api/get-scorecard';
import { scorecardQuery } from '../scorecard-query';
import type { ScorecardSearch } from '../scorecard-search';
import { useScorecardWords } from '../use-scorecard-words';
import { CsvDownloadButton } from './csv-download-button';
import { FigureDefinitions } from './figure-definitions';
import { FigureTiles } from './figure-tiles';
import { FiguresTable } from './figures-table';
import { ScorecardCharts } from './scorecard-charts';
import { ScorecardPeriod } from './scorecard-period';

const ALL = '_all';

/**
 * "Zuverlässigkeit" (issue 11): for a ward, how reliable each transport company it worked with
 * was; for a company, how reliable it was itself — over a chosen period, as figures, charts and a
 * table, with a CSV for the spreadsheet.
 */
export function ScorecardPage({
  search,
  onSearchChange,
}: {
  search: ScorecardSearch;
  onSearchChange: (next: Partial<ScorecardSearch>) => void;
}) {
  const { t } = useLingui();
  const { language } = useScorecardWords();
  const user = useCurrentUser();
  const isCompany = user.organization.type.value === 'T';
  const query = scorecardQuery(search);
  // The shared schema checks the period before asking; the server's 422 would say the same.
  const checked = v.safeParse(ScorecardQuery, query, { lang: language });
  const card = useQuery({ ...scorecardQueryOptions(query), enabled: checked.success });
  const periodError = checked.success
    ? isApiError(card.error, 1422)
      ? Object.values(card.error.fieldErrors).flat().join(' ')
      : undefined
    : checked.issues.map((issue) => issue.message).join(' ');
  const data = card.data;
  const hasFigures =
    !!data &&
    (data.companies.length > 0 ||
      data.total.accepted + data.total.pickups + data.total.carriedOut > 0);
  const narrowed = data?.companies.find((row) => row.company.id === search.companyId);

  return (
    <div className="flex max-w-7xl flex-col gap-4">
      <PageHeader
        title={<Trans>Zuverlässigkeit</Trans>}
        description={
          isCompany ? (
            <Trans>
              Wie pünktlich und verlässlich Ihr Unternehmen seine Transporte gefahren hat.
            </Trans>
          ) : (
            <Trans>
              Wie pünktlich und verlässlich die Transportunternehmen Ihre Transporte gefahren haben.
            </Trans>
          )
        }
        actions={hasFigures && <CsvDownloadButton card={data} />}
        className="pb-0"
      />
      <ScorecardPeriod
        search={search}
        query={query}
        error={periodError}
        onSearchChange={onSearchChange}
      />
      {periodError ? null : card.isError ? (
        <Alert variant="error" title={t`Die Zahlen konnten nicht geladen werden.`}>
          <Button variant="secondary" size="sm" onPress={() => void card.refetch()}>
            <Trans>Erneut versuchen</Trans>
          </Button>
        </Alert>
      ) : !data ? (
        <Skeleton className="h-96" />
      ) : !hasFigures ? (
        <EmptyState icon={Gauge} title={t`Im gewählten Zeitraum gibt es noch keine Zahlen.`}>
          {isCompany ? (
            <Trans>Sobald Ihr Unternehmen Transporte angenommen hat, stehen sie hier.</Trans>
          ) : (
            <Trans>
              Sobald ein Unternehmen Transporte Ihrer Einrichtung angenommen hat, stehen sie hier.
            </Trans>
          )}
        </EmptyState>
      ) : (
        <div
          className={cx(
            'flex flex-col gap-4 transition-opacity',
            card.isPlaceholderData && 'opacity-60',
          )}
        >
          <FigureTiles figures={isCompany ? data.total : (narrowed ?? data.total)} />
          {!isCompany && data.companies.length > 1 && (
            <Select
              label={t`Unternehmen`}
              selectedKey={search.companyId ?? ALL}
              onSelectionChange={(key) =>
                onSearchChange({ companyId: key === ALL ? undefined : String(key) })
              }
              className="sm:w-80"
            >
              <SelectItem id={ALL}>{t`Alle Unternehmen`}</SelectItem>
              {data.companies.map((row) => (
                <SelectItem key={row.company.id} id={row.company.id}>
                  {row.company.name}
                </SelectItem>
              ))}
            </Select>
          )}
          <ScorecardCharts card={data} narrowedTo={narrowed?.company.name} />
          {!isCompany && (
            <section aria-labelledby="scorecard-table" className="flex flex-col gap-2">
              <h2
                id="scorecard-table"
                className="text-base font-semibold text-slate-900 dark:text-slate-50"
              >
                <Trans>Alle Zahlen je Unternehmen</Trans>
              </h2>
              <FiguresTable
                caption={t`Alle Zahlen je Unternehmen`}
                subject={t`Unternehmen`}
                rows={[
                  ...data.companies.map((row) => ({
                    key: row.company.id,
                    name: row.company.name,
                    figures: row,
                  })),
                  { key: 'total', name: t`Alle Unternehmen`, figures: data.total, isTotal: true },
                ]}
              />
            </section>
          )}
          <FigureDefinitions />
        </div>
      )}
    </div>
  );
}
