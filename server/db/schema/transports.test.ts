import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEED_FLAGS } from '../../../src/contract/order';
import { transports } from './transports';

describe('the transports table', () => {
  it('has a yes/no column for every yes/no need of an order, named as its field is', () => {
    const columns = getTableColumns(transports);
    expect(columns.stairsWithoutLift.name).toBe('stairs_without_lift');
    for (const flag of NEED_FLAGS) {
      const column = columns[flag];
      expect(column.columnType).toBe('PgBoolean');
      expect(column.notNull).toBe(true);
      expect(column.default).toBe(false);
    }
  });
});
