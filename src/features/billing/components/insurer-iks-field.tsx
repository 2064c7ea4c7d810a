import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useBoundField } from '@/components/form/bound-field';
import { TextField as KitTextField } from '@/components/ui/text-field';

/** "109519005, 104940005" → the IKs; spaces inside an IK ("109 519 005") are kept to the check. */
const parseIks = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((part) => part.replace(/\s+/g, ''))
    .filter(Boolean);

/**
 * The Kassen a price list is agreed with, by IK (decision 121): typed as a list, held as text
 * while typing so that a separator does not vanish under the cursor. Empty: the default list.
 */
export function InsurerIksField() {
  const { t } = useLingui();
  const { field, change, ...bound } = useBoundField<string[]>();
  const [text, setText] = useState(() => (field.state.value ?? []).join(', '));
  return (
    <KitTextField
      {...bound}
      label={t`Nur für Krankenkassen (IK)`}
      description={t`Leer lassen für die Standardpreisliste. Mit IKs getrennt durch Kommas gilt die Liste nur für Fahrten, die diese Kassen bezahlen; alle anderen berechnet die Standardpreisliste.`}
      value={text}
      onChange={(next) => {
        setText(next);
        change(parseIks(next));
      }}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}
