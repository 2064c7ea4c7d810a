import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import {
  currentPushSubscription,
  disablePush,
  enablePush,
  pushSupport,
} from '../api/push-subscription';
import { clientConfigQueryOptions } from '../api/settings';

type DeviceState = 'checking' | 'on' | 'off' | 'denied' | 'unsupported' | 'failed';

/** "Push auf diesem Gerät aktivieren": honest about a browser that refuses or cannot. */
export function PushOnThisDevice() {
  const { t } = useLingui();
  const { data: config } = useQuery(clientConfigQueryOptions());
  const [state, setState] = useState<DeviceState>(() => {
    const support = pushSupport();
    return support === 'supported' ? 'checking' : support;
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (pushSupport() !== 'supported') return;
    void currentPushSubscription().then((subscription) => setState(subscription ? 'on' : 'off'));
  }, []);

  const toggle = async () => {
    setBusy(true);
    try {
      if (state === 'on') {
        await disablePush();
        setState('off');
      } else if (config) {
        const outcome = await enablePush(config.vapidPublicKey);
        setState(outcome === 'enabled' ? 'on' : outcome);
      }
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader
        title={t`Push auf diesem Gerät`}
        description={t`Benachrichtigungen erscheinen auch, wenn die App geschlossen ist.`}
      />
      <CardBody className="flex flex-col items-start gap-3">
        {state === 'unsupported' && (
          <Alert
            variant="info"
            title={t`Dieser Browser unterstützt keine Push-Benachrichtigungen.`}
          >
            <Trans>Installieren Sie die App oder nutzen Sie einen aktuellen Browser.</Trans>
          </Alert>
        )}
        {state === 'denied' && (
          <Alert variant="warning" title={t`Push ist in diesem Browser blockiert.`}>
            <Trans>
              Erlauben Sie Benachrichtigungen für diese Seite in den Einstellungen des Browsers.
            </Trans>
          </Alert>
        )}
        {state === 'failed' && (
          <Alert variant="error" title={t`Push konnte nicht eingerichtet werden.`}>
            <Trans>Bitte versuchen Sie es später noch einmal.</Trans>
          </Alert>
        )}
        {state === 'on' && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <Trans>Push ist auf diesem Gerät aktiviert.</Trans>
          </p>
        )}
        {(state === 'on' || state === 'off' || state === 'failed' || state === 'checking') && (
          <Button
            variant={state === 'on' ? 'secondary' : 'primary'}
            isPending={busy}
            isDisabled={!config || state === 'checking'}
            onPress={() => void toggle()}
          >
            {state === 'on' ? (
              <Trans>Push auf diesem Gerät deaktivieren</Trans>
            ) : (
              <Trans>Push auf diesem Gerät aktivieren</Trans>
            )}
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
