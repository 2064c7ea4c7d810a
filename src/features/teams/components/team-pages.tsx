import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { teamQueryOptions, useDeleteTeam, useSaveTeam } from '../api/teams';
import { AdminsOnly } from './admins-only';
import { RemoveAction } from './remove-action';
import { TeamForm } from './team-form';

export function TeamCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveTeam();
  return (
    <AdminsOnly>
      <div className="flex max-w-3xl flex-col gap-4">
        <PageHeader title={<Trans>Team anlegen</Trans>} className="pb-2" />
        <TeamForm
          defaultValues={{ name: '', description: '', crew: false, memberIds: [] }}
          submitLabel={<Trans>Anlegen</Trans>}
          onSave={async (data) => {
            await save.mutateAsync(data);
            toast.show({ title: t`Team ${data.name} angelegt`, severity: 'success' });
            await navigate({ to: '/settings/teams' });
          }}
        />
      </div>
    </AdminsOnly>
  );
}

export function TeamUpdatePage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: team } = useSuspenseQuery(teamQueryOptions(id));
  const save = useSaveTeam(id);
  const remove = useDeleteTeam();
  const backToList = () => void navigate({ to: '/settings/teams' });
  return (
    <AdminsOnly>
      <div className="flex max-w-3xl flex-col gap-4">
        <PageHeader
          title={team.name}
          description={<Trans>Team bearbeiten</Trans>}
          className="pb-2"
        />
        <TeamForm
          key={`${team.id}:${team.version}`}
          defaultValues={{
            name: team.name,
            description: team.description ?? '',
            crew: team.crew,
            memberIds: team.members.map((member) => member.id),
          }}
          submitLabel={<Trans>Speichern</Trans>}
          secondaryActions={
            <RemoveAction
              label={t`Team löschen`}
              title={t`Team löschen?`}
              onRemove={() => remove.mutateAsync(team.id)}
              onRemoved={backToList}
            >
              <Trans>
                „{team.name}“ wird gelöscht. Die Mitglieder bleiben Benutzer Ihrer Organisation.
              </Trans>
            </RemoveAction>
          }
          onSave={async (data) => {
            await save.mutateAsync({ ...data, version: team.version });
            toast.show({ title: t`Team ${data.name} gespeichert`, severity: 'success' });
            backToList();
          }}
        />
      </div>
    </AdminsOnly>
  );
}
