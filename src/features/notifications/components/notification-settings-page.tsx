import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import {
  notificationTypesFor,
  type NotificationSettings,
  type NotificationType,
} from '@/contract/notification';
import { useCurrentUser } from '@/lib/session';
import { notificationSettingsQueryOptions, useSaveNotificationSettings } from '../api/settings';
import { PushOnThisDevice } from './push-on-this-device';
import { TYPE_LABELS } from './type-labels';

/**
 * `/settings/notifications` (PRODUCT.md §5): per notification type, push and e-mail on or off
 * (in the app they always appear), and push on this device.
 */
export function NotificationSettingsPage() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const { data: stored } = useSuspenseQuery(notificationSettingsQueryOptions());
  const [settings, setSettings] = useState<NotificationSettings>(stored);
  const save = useSaveNotificationSettings();
  const types = notificationTypesFor(user.organization.type.value);
  const set = (type: NotificationType, channel: 'push' | 'email', on: boolean) =>
    setSettings((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }));
  const changed = JSON.stringify(settings) !== JSON.stringify(stored);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title={<Trans>Benachrichtigungen</Trans>}
        description={
          <Trans>
            In der App sehen Sie jede Benachrichtigung. Wählen Sie, was Sie zusätzlich per Push oder
            E-Mail erreicht.
          </Trans>
        }
        className="pb-0"
      />
      <Card>
        <CardHeader title={t`Benachrichtigungen nach Ereignis`} />
        <CardBody className="p-0 sm:p-0">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-500 dark:border-slate-700 dark:text-slate-400">
                <th scope="col" className="px-4 py-2 sm:px-6">
                  <Trans>Ereignis</Trans>
                </th>
                <th scope="col" className="w-20 px-2 py-2 text-center">
                  <Trans>Push</Trans>
                </th>
                <th scope="col" className="w-20 px-2 py-2 text-center">
                  <Trans>E-Mail</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {types.map((type) => {
                const label = i18n._(TYPE_LABELS[type]);
                return (
                  <tr
                    key={type}
                    className="border-b border-slate-100 last:border-0 dark:border-slate-800"
                  >
                    <th
                      scope="row"
                      className="px-4 py-3 text-left font-normal text-slate-900 sm:px-6 dark:text-slate-100"
                    >
                      {label}
                    </th>
                    <td className="px-2 py-3">
                      <div className="flex justify-center">
                        <Switch
                          aria-label={t`${label}: Push`}
                          isSelected={settings[type].push}
                          onChange={(on) => set(type, 'push', on)}
                        />
                      </div>
                    </td>
                    <td className="px-2 py-3">
                      <div className="flex justify-center">
                        <Switch
                          aria-label={t`${label}: E-Mail`}
                          isSelected={settings[type].email}
                          onChange={(on) => set(type, 'email', on)}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="flex justify-end border-t border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-700">
            <Button
              isDisabled={!changed}
              isPending={save.isPending}
              onPress={() =>
                save.mutate(settings, {
                  onSuccess: () =>
                    toast.show({
                      title: t`Einstellungen gespeichert`,
                      severity: 'success',
                      life: 4000,
                    }),
                  onError: () =>
                    toast.show({ title: t`Speichern fehlgeschlagen`, severity: 'error' }),
                })
              }
            >
              <Trans>Speichern</Trans>
            </Button>
          </div>
        </CardBody>
      </Card>
      <PushOnThisDevice />
    </div>
  );
}
