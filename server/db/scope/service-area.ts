/**
 * Whether a company's service area covers a transport's pickup, in SQL — the marketplace's
 * visibility, the accept's condition and the "was it ever shown" check all ask the same. Empty
 * means everywhere; a prefix covers the postcodes it starts; from step 1 of the escalation ladder
 * a prefix also covers its Leitregion, the first two digits (decision 042; the contract's
 * `serviceAreaCovers` is the same rule for notifications).
 */
import { sql, type SQL } from 'drizzle-orm';
import { REGION_DIGITS } from '../../../src/contract/escalation';
import type { transports } from '../schema';

type Pickup = Pick<typeof transports, 'startZipCode' | 'escalationStep'>;

export const areaCovers = (serviceArea: SQL, t: Pickup) => sql`(cardinality(${serviceArea}) = 0
  or exists (select 1 from unnest(${serviceArea}) prefix
    where ${t.startZipCode} like prefix || '%'
      or (${t.escalationStep} >= 1 and length(prefix) >= ${sql.raw(String(REGION_DIGITS))}
        and left(prefix, ${sql.raw(String(REGION_DIGITS))})
          = left(${t.startZipCode}, ${sql.raw(String(REGION_DIGITS))}))))`;
