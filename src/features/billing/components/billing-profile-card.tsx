import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatIban, type BillingProfile } from '@/contract/billing';
import { useCurrentUser } from '@/lib/session';
import { billingProfileQueryOptions } from '../api/billing-profile';
import { BillingProfileForm } from './billing-profile-form';

/** The data printed on invoices: a form for admins, the facts for everyone else. */
export function BillingProfileCard() {
  const { t } = useLingui();
  const me = useCurrentUser();
  const { data: profile } = useSuspenseQuery(billingProfileQueryOptions());
  const isIssuer = me.organization.type.value === 'T';
  return (
    <Card className="w-full max-w-4xl">
      <CardHeader
        title={<Trans>Rechnungsdaten</Trans>}
        description={
          me.role !== 'admin'
            ? t`Ändern können das nur Administratoren.`
            : isIssuer
              ? t`Absender, Steuernummer oder USt-IdNr. und Bankverbindung auf Ihren Rechnungen.`
              : t`Rechnungsanschrift und E-Mail-Adresse, an die Rechnungen gehen.`
        }
      />
      <CardBody>
        {me.role === 'admin' ? (
          <BillingProfileForm
            profile={profile}
            isIssuer={isIssuer}
            organizationName={me.organization.name}
          />
        ) : profile ? (
          <BillingProfileFacts profile={profile} />
        ) : (
          <Alert variant="info">
            <Trans>Ihre Organisation hat noch keine Rechnungsdaten hinterlegt.</Trans>
          </Alert>
        )}
      </CardBody>
    </Card>
  );
}

function BillingProfileFacts({ profile: p }: { profile: BillingProfile }) {
  const { t } = useLingui();
  const facts: [string, string | null][] = [
    [t`Name`, p.name],
    [
      t`Anschrift`,
      [p.addition, `${p.street} ${p.houseNumber}`, `${p.zipCode} ${p.city}`, p.country]
        .filter(Boolean)
        .join(', '),
    ],
    [t`E-Mail für Rechnungen`, p.invoiceEmail],
    [t`USt-IdNr.`, p.vatId],
    [t`Steuernummer`, p.taxNumber],
    [t`IBAN`, p.iban ? formatIban(p.iban) : null],
    [t`BIC`, p.bic],
    [t`Bank`, p.bankName],
    [t`Zahlungsziel`, t`${p.paymentTermDays} Tage`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
