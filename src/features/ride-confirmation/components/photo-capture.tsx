import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { downscalePhoto } from '../downscale-photo';

/**
 * The photo of the paper Transportschein (Muster 4): the phone's camera opens directly
 * (`capture="environment"`), and the picture is made small here before it is kept (decision 075).
 */
export function PhotoCapture({
  photo,
  onChange,
}: {
  photo: string | null;
  onChange: (photo: string | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const take = async (file: File | undefined) => {
    if (!file) return;
    setState('busy');
    try {
      const small = await downscalePhoto(file);
      onChange(small);
      setState(small ? 'idle' : 'failed');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className={buttonStyles({ variant: 'secondary' })}>
          <Camera aria-hidden className="size-4" />
          {photo ? t`Neues Foto` : t`Transportschein fotografieren`}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          data-testid="transportschein-photo"
          onChange={(event) => void take(event.currentTarget.files?.[0])}
        />
        {photo && (
          <Button variant="ghost" onPress={() => onChange(null)}>
            <Trash2 aria-hidden className="size-4" />
            <Trans>Foto entfernen</Trans>
          </Button>
        )}
      </div>
      {state === 'busy' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Foto wird verkleinert …</Trans>
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          <Trans>Das Foto konnte nicht gelesen werden. Bitte noch einmal aufnehmen.</Trans>
        </p>
      )}
      {photo && (
        <img
          src={photo}
          alt={t`Foto des Transportscheins`}
          className="max-h-40 w-fit rounded-lg border border-slate-200 dark:border-slate-700"
        />
      )}
    </div>
  );
}
