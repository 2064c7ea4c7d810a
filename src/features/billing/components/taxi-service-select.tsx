import { useLingui } from '@lingui/react/macro';
import { Select as KitSelect, SelectItem } from '@/components/ui/select';
import type { TaxiService } from '@/contract/billing';

const ITEMS = [{ id: 'fixed' }, { id: 'taxi' }, { id: 'mietwagen' }] as const;

/**
 * What the Taxi/Mietwagen class runs as (decision 098): a Taxi carries 7 % within one town or up
 * to 50 km (§ 12 Abs. 2 Nr. 10 UStG), a Mietwagen 19 %; "fixed" keeps the class's rate above.
 */
export function TaxiServiceSelect({
  value,
  onChange,
}: {
  value: TaxiService | undefined;
  onChange: (service: TaxiService | undefined) => void;
}) {
  const { t } = useLingui();
  const names: Record<(typeof ITEMS)[number]['id'], string> = {
    fixed: t`Fester Steuersatz der Klasse`,
    taxi: t`Taxi: 7 % im Gemeindegebiet oder bis 50 km, sonst 19 %`,
    mietwagen: t`Mietwagen: immer 19 %`,
  };
  return (
    <KitSelect
      label={t`Umsatzsteuer für Taxi/Mietwagen`}
      description={t`Fahrzeuge, die für Kranke besonders eingerichtet sind (BTW, KTW), sind steuerfrei (§ 4 Nr. 17 b UStG).`}
      items={[...ITEMS]}
      value={value ?? 'fixed'}
      onChange={(key) =>
        key != null && onChange(key === 'fixed' ? undefined : (key as TaxiService))
      }
    >
      {(item) => <SelectItem id={item.id}>{names[item.id]}</SelectItem>}
    </KitSelect>
  );
}
