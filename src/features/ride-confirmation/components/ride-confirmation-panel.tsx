import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CONFIRMABLE_STATUSES } from '@/contract/confirmable-statuses';
import type { RideConfirmation } from '@/contract/ride-confirmation';
import type { Transport } from '@/contract/transport-answer';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { entriesOfRecord } from '@/lib/offline-writes/overlay';
import { useOutboxEntries } from '@/lib/offline-writes/use-outbox';
import { useCurrentUser } from '@/lib/session';
import { rideConfirmationQueryOptions } from '../api/get-ride-confirmation';
import { NO_SIGNATURE_LABELS, SIGNER_ROLE_LABELS } from '../confirmation-words';
import { ConfirmRideAction } from './confirm-ride-action';

type Given = { at: string; by: { name: string | null } };

function GivenBy({ given }: { given: Given }) {
  const { t } = useLingui();
  const when = formatDateTime(given.at);
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      {given.by.name ? t`Erfasst am ${when} von ${given.by.name}` : t`Erfasst am ${when}`}
    </p>
  );
}

function Confirmation({ confirmation }: { confirmation: RideConfirmation }) {
  const { t, i18n } = useLingui();
  const { signature, noSignature, photo } = confirmation;
  if (!signature && !noSignature && !photo) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans>Noch nicht bestätigt.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {signature && (
        <figure className="flex flex-col gap-1.5">
          {/* The ink is dark: on white in either theme, as on the paper form. */}
          <img
            src={signature.image}
            alt={t`Unterschrift von ${signature.signerName}`}
            className="w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
          />
          <figcaption className="text-sm text-slate-900 dark:text-slate-100">
            {signature.signerName} · {i18n._(SIGNER_ROLE_LABELS[signature.signerRole])}
          </figcaption>
          <GivenBy given={signature} />
        </figure>
      )}
      {noSignature && (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t`Ohne Unterschrift: ${i18n._(NO_SIGNATURE_LABELS[noSignature.reason])}`}
          </p>
          <GivenBy given={noSignature} />
        </div>
      )}
      {photo && (
        <figure className="flex flex-col gap-1.5">
          <img
            src={photo.image}
            alt={t`Foto des Transportscheins`}
            className="max-h-80 w-full rounded-lg border border-slate-200 object-contain dark:border-slate-700"
          />
          <GivenBy given={photo} />
        </figure>
      )}
    </div>
  );
}

/**
 * The ride's confirmation on the transport's page: the company sees the signature (or why there
 * is none) and the Transportschein, the ordering ward the signature; the company's crew can
 * record it here as on "Heute". Each opening is a logged read (decision 073).
 */
export function RideConfirmationPanel({ transport }: { transport: Transport }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const entries = useOutboxEntries();
  const confirmable = CONFIRMABLE_STATUSES.includes(transport.status);
  const query = useQuery({ ...rideConfirmationQueryOptions(transport.id), enabled: confirmable });
  if (!confirmable) return null;
  const company = transport.assignedCompany?.id === user.organization.id;
  return (
    <Card>
      <CardHeader title={t`Fahrtbestätigung`} />
      <CardBody className="flex flex-col gap-4">
        {query.data ? (
          <Confirmation confirmation={query.data} />
        ) : query.isError ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Die Bestätigung kann gerade nicht geladen werden.</Trans>
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>Wird geladen …</Trans>
          </p>
        )}
        {company && (
          <ConfirmRideAction
            transport={transport}
            entries={entries}
            recordEntries={entriesOfRecord(entries, 'transports', transport.id)}
          />
        )}
      </CardBody>
    </Card>
  );
}
