import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import {
  insurerKeyOf,
  priceListValidOn,
  type PriceList,
  type PriceLists,
} from '@/contract/billing';
import { todayInGermany } from '@/contract/dates';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';

/**
 * Every version, newest first: which one applies today, which are planned, which are past — each
 * among the lists of its Kassen (the default list's apart, decision 121).
 */
export function PriceListHistory({
  lists,
  onUse,
}: {
  lists: PriceLists;
  onUse: (version: PriceList) => void;
}) {
  const { t } = useLingui();
  const today = todayInGermany();
  const appliesToday = (version: PriceList) =>
    priceListValidOn(
      lists.versions.filter(
        (other) => insurerKeyOf(other.insurerIks) === insurerKeyOf(version.insurerIks),
      ),
      today,
    )?.id === version.id;
  return (
    <Card>
      <CardHeader title={t`Versionen`} />
      <CardBody className="p-0 sm:p-0">
        {lists.versions.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600 sm:px-5 dark:text-slate-400">
            <Trans>Noch keine Versionen.</Trans>
          </p>
        ) : (
          <ul
            aria-label={t`Versionen der Preisliste`}
            className="divide-y divide-slate-200 dark:divide-slate-800"
          >
            {lists.versions.map((version) => {
              const isCurrent = appliesToday(version);
              const isPlanned = version.validFrom > today;
              return (
                <li key={version.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                      <Trans>ab {formatDate(version.validFrom)}</Trans>
                      {isCurrent ? (
                        <Badge variant="success">{t`Aktuell`}</Badge>
                      ) : isPlanned ? (
                        <Badge variant="info">{t`Geplant`}</Badge>
                      ) : (
                        <Badge>{t`Abgelöst`}</Badge>
                      )}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                      {version.insurerIks?.length ? (
                        <Trans>Krankenkassen: IK {version.insurerIks.join(', ')}</Trans>
                      ) : (
                        <Trans>Standardpreisliste</Trans>
                      )}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      <Trans>
                        KTW-Grundpauschale {formatCents(version.classes.KTW.baseFeeCents)}
                      </Trans>
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => onUse(version)}
                    aria-label={t`Preise ab ${formatDate(version.validFrom)} ins Formular übernehmen`}
                  >
                    <Trans>Übernehmen</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
