/** The data scope: organisation data as the caller of a request sees it (decision 010). */
export { openScope, type DataScope } from './data-scope';
export { POLICIES } from './policies';
export type { ListQuery, CreateOutcome, UpdateOutcome } from './scoped-records';
export type { RowOf } from './policy';
export { areaCovers } from './service-area';
