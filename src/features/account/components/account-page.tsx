import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { SessionUser } from '@/contract/auth';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { accountQueryOptions } from '../api/get-account';
import { DevicesList } from './devices-list';
import { PasswordForm } from './password-form';
import { PersonalInfoForm } from './personal-info-form';

/** Seed §2: personal info, the list of signed-in devices, change password. */
export function AccountPage() {
  const { t } = useLingui();
  const { data: user } = useSuspenseQuery(accountQueryOptions());
  // An answer cached by an earlier version of the app has no teams yet.
  const teams = (user as Partial<SessionUser>).teams ?? [];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title={<Trans>Konto bearbeiten</Trans>}
        description={
          <Trans>
            {user.organization.name} · {user.role === 'admin' ? t`Administrator` : t`Mitglied`}
          </Trans>
        }
        className="pb-0"
      />
      <Card>
        <CardHeader title={t`Persönliche Daten`} />
        <CardBody>
          <PersonalInfoForm user={user} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title={t`Meine Teams`}
          description={t`Die Teams legt ein Administrator Ihrer Organisation fest.`}
        />
        <CardBody>
          {teams.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <Trans>Sie sind noch in keinem Team.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Meine Teams`} className="flex flex-wrap gap-2">
              {teams.map((team) => (
                <li key={team.id}>
                  <Badge variant="info">{team.name}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title={t`Angemeldete Geräte`}
          description={t`Auf diesen Geräten sind Sie angemeldet. Melden Sie Geräte ab, die Sie nicht mehr nutzen oder nicht kennen.`}
        />
        <CardBody>
          <Suspense fallback={<Skeleton className="h-24" />}>
            <DevicesList />
          </Suspense>
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title={t`Passwort ändern`}
          description={t`Nach der Änderung werden Ihre anderen Geräte abgemeldet.`}
        />
        <CardBody>
          <PasswordForm />
        </CardBody>
      </Card>
    </div>
  );
}
