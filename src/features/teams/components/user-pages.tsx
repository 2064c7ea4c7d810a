import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useCurrentUser } from '@/lib/session';
import { useCreateUser, useDeleteUser, userQueryOptions, useUpdateUser } from '../api/users';
import { AdminsOnly } from './admins-only';
import { RemoveAction } from './remove-action';
import { UserForm } from './user-form';
import { UserStatusBadge } from './user-status-badge';

export function UserCreatePage() {
  const { t } = useLingui();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <AdminsOnly>
      <div className="flex max-w-3xl flex-col gap-4">
        <PageHeader
          title={<Trans>Benutzer anlegen</Trans>}
          description={
            <Trans>
              Die Person bekommt eine E-Mail mit einem Link, über den sie ihr Passwort festlegt.
              Erst danach kann sie sich anmelden.
            </Trans>
          }
          className="pb-2"
        />
        <UserForm
          isNew
          defaultValues={{
            firstName: '',
            lastName: '',
            email: '',
            phone: '',
            role: 'member',
            language: me.language,
            teamIds: [],
          }}
          submitLabel={<Trans>Anlegen und einladen</Trans>}
          onSave={async (data) => {
            await create.mutateAsync(data);
            toast.show({ title: t`Einladung gesendet an ${data.email}`, severity: 'success' });
            await navigate({ to: '/settings/teams' });
          }}
        />
      </div>
    </AdminsOnly>
  );
}

export function UserUpdatePage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(userQueryOptions(id));
  const update = useUpdateUser(id);
  const remove = useDeleteUser();
  const name = `${user.firstName} ${user.lastName}`;
  const backToList = () => void navigate({ to: '/settings/teams' });
  return (
    <AdminsOnly>
      <div className="flex max-w-3xl flex-col gap-4">
        <PageHeader
          title={name}
          description={<UserStatusBadge status={user.status} />}
          className="pb-2"
        />
        <UserForm
          key={user.updatedAt}
          isNew={false}
          defaultValues={{
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phone: user.phone ?? '',
            role: user.role,
            language: user.language,
            teamIds: user.teams.map((team) => team.id),
          }}
          submitLabel={<Trans>Speichern</Trans>}
          secondaryActions={
            <RemoveAction
              label={t`Benutzer entfernen`}
              title={t`Benutzer entfernen?`}
              onRemove={() => remove.mutateAsync(user.id)}
              onRemoved={backToList}
            >
              <Trans>
                {name} verliert den Zugang sofort und wird auf allen Geräten abgemeldet.
              </Trans>
            </RemoveAction>
          }
          onSave={async ({ email: _email, ...data }) => {
            await update.mutateAsync(data);
            toast.show({ title: t`Änderungen gespeichert`, severity: 'success' });
            backToList();
          }}
        />
      </div>
    </AdminsOnly>
  );
}
