import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';
import { billingProfileQueryOptions } from '../api/billing-profile';
import { BillingProfileForm } from './billing-profile-form';

/** The data printed on invoices, kept by the organisation's administrators. */
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
          isIssuer
            ? t`Absender, Steuernummer oder USt-IdNr. und Bankverbindung auf Ihren Rechnungen.`
            : t`Rechnungsanschrift und E-Mail-Adresse, an die Rechnungen gehen.`
        }
      />
      <CardBody>
        <BillingProfileForm
          profile={profile}
          isIssuer={isIssuer}
          organizationName={me.organization.name}
        />
      </CardBody>
    </Card>
  );
}
