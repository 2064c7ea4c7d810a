import { Trans } from '@lingui/react/macro';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useScorecardWords, type FigureKey } from '../use-scorecard-words';

const ORDER: FigureKey[] = [
  'onTime',
  'medianDelayMinutes',
  'carriedOut',
  'returns',
  'cancelledAfterAssignment',
  'delaysReported',
  'delaysUnreported',
  'accepted',
  'medianMinutesToAcceptance',
];

/** How each figure is counted, in one sentence each (decision 043). */
export function FigureDefinitions() {
  const { names, definitions } = useScorecardWords();
  return (
    <Card>
      <CardHeader
        title={<Trans>So werden die Zahlen ermittelt</Trans>}
        description={definitions.period}
      />
      <CardBody>
        <dl className="grid gap-x-8 gap-y-3 text-sm md:grid-cols-2">
          {ORDER.map((key) => (
            <div key={key}>
              <dt className="font-semibold text-slate-900 dark:text-slate-100">{names[key]}</dt>
              <dd className="text-slate-600 dark:text-slate-400">{definitions[key]}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
