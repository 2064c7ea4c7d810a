import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { ownOrganizationQueryOptions } from '@/lib/own-organization';
import { useCurrentUser } from '@/lib/session';

/**
 * A company without a service area sees the whole marketplace but is told of no new transport
 * (notifications go by postcode prefix): said where it looks for work, with the way to the one
 * field that changes it. Only admins can set it; members are told whom to ask.
 */
export function ServiceAreaHint() {
  const { t } = useLingui();
  const me = useCurrentUser();
  const organization = useQuery(ownOrganizationQueryOptions());
  if (organization.data?.serviceArea.length !== 0) return null;
  const admin = me.role === 'admin';
  return (
    <Alert
      variant="info"
      title={t`Kein Einsatzgebiet festgelegt`}
      action={
        admin && (
          <Link to="/settings" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            <Trans>Einsatzgebiet festlegen</Trans>
          </Link>
        )
      }
    >
      {admin
        ? t`Sie sehen den ganzen Marktplatz, werden aber über keinen neuen Transport benachrichtigt. Legen Sie in den Einstellungen fest, aus welchen Postleitzahl-Bereichen Sie Transporte übernehmen.`
        : t`Sie sehen den ganzen Marktplatz, werden aber über keinen neuen Transport benachrichtigt. Ein Administrator Ihrer Organisation kann das Einsatzgebiet in den Einstellungen festlegen.`}
    </Alert>
  );
}
