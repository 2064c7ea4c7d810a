import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { DeviceSession } from '@/contract/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UnsentChangesWarning } from '@/components/offline/unsent-changes-warning';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { formatRelative } from '@/lib/date-text';
import { formatDateTime } from '@/lib/dates';
import { useOutboxEntries } from '@/lib/offline-writes/use-outbox';
import { endSessionLocally } from '@/lib/sign-out';
import { sessionsQueryOptions, useLogoutSessions } from '../api/sessions';
import { describeUserAgent, isMobileUserAgent } from '../user-agent';

/** The signed-in devices (seed §2): log out one device, or all of them including this one. */
export function DevicesList() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(sessionsQueryOptions());
  const logout = useLogoutSessions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmAll, setConfirmAll] = useState(false);
  // Logging this device out by hand deletes what it has not sent: asked first, as in the header.
  const unsent = useOutboxEntries().length;
  const [confirmThisDevice, setConfirmThisDevice] = useState<DeviceSession | null>(null);

  const logoutOne = async (session: DeviceSession) => {
    try {
      await logout.mutateAsync({ id: session.id });
      if (session.current) {
        await endSessionLocally(queryClient);
        await navigate({ to: '/login' });
        return;
      }
      toast.show({ title: t`Gerät abgemeldet`, severity: 'success' });
    } catch {
      toast.show({ title: t`Das Gerät konnte nicht abgemeldet werden.`, severity: 'error' });
    }
  };

  const logoutAll = async () => {
    try {
      await logout.mutateAsync({ all: true });
      await endSessionLocally(queryClient);
      await navigate({ to: '/login' });
    } catch {
      toast.show({ title: t`Die Geräte konnten nicht abgemeldet werden.`, severity: 'error' });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label={t`Angemeldete Geräte`}
        className="divide-y divide-slate-200 dark:divide-slate-800"
      >
        {data.data.map((session) => {
          const { browser, system } = describeUserAgent(session.userAgent);
          const Icon = isMobileUserAgent(session.userAgent) ? Smartphone : Laptop;
          const name = [browser ?? t`Unbekannter Browser`, system].filter(Boolean).join(' · ');
          return (
            <li key={session.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 self-start text-slate-500" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                  {name}
                  {session.current && (
                    <Badge variant="success">
                      <Trans>Dieses Gerät</Trans>
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <Trans>
                    Zuletzt aktiv {formatRelative(session.lastUsedAt)} · angemeldet am{' '}
                    {formatDateTime(session.createdAt)}
                  </Trans>
                  {session.ip ? ` · ${session.ip}` : null}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onPress={() =>
                  session.current && unsent > 0
                    ? setConfirmThisDevice(session)
                    : void logoutOne(session)
                }
                aria-label={t`${name} abmelden`}
              >
                <Trans>Abmelden</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button variant="danger" onPress={() => setConfirmAll(true)}>
          <Trans>Alle Geräte abmelden</Trans>
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirmAll}
        onOpenChange={setConfirmAll}
        title={t`Alle Geräte abmelden?`}
        confirmLabel={t`Alle abmelden`}
        variant="destructive"
        onConfirm={logoutAll}
      >
        <Trans>
          Alle Geräte werden abgemeldet, auch dieses. Sie müssen sich danach neu anmelden.
        </Trans>
        {unsent > 0 && (
          <>
            {' '}
            <UnsentChangesWarning unsent={unsent} />
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirmThisDevice !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmThisDevice(null);
        }}
        variant="destructive"
        title={t`Trotzdem abmelden?`}
        confirmLabel={t`Abmelden und verwerfen`}
        onConfirm={() => (confirmThisDevice ? logoutOne(confirmThisDevice) : undefined)}
      >
        <UnsentChangesWarning unsent={unsent} />
      </ConfirmDialog>
    </div>
  );
}
