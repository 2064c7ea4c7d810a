/**
 * The data scope of a request, after Medplum's per-request repository: who asks, the request's
 * database handle, and every table of organisation data as that caller sees it (policies.ts).
 * requireUser opens one per request; routes and services ask it, never the raw handle, for
 * organisation data.
 */
import type { Caller } from '../../caller';
import type { Db } from '../client';
import { POLICIES, type Policies } from './policies';
import type { OwnedPolicy, Policy } from './policy';
import { OwnedRecords, ScopedRecords, type ScopeAccess } from './scoped-records';

type RecordsOf<TPolicy extends Policy> = TPolicy extends OwnedPolicy
  ? OwnedRecords<TPolicy>
  : ScopedRecords<TPolicy>;

export type ScopedTables = { readonly [K in keyof Policies]: RecordsOf<Policies[K]> };

export type DataScope = ScopedTables & {
  readonly caller: Caller;
  /**
   * The request's handle — the root, the Idempotency-Key transaction or a transaction of this
   * scope — for what is not organisation data: the access log, rate limits, sessions.
   */
  readonly handle: Db;
  /** Runs `work` in a transaction; inside it, only the scope it is given may be used. */
  transaction<T>(work: (scope: DataScope) => Promise<T>): Promise<T>;
};

class Scope implements ScopeAccess {
  #inTransaction = false;

  constructor(
    readonly caller: Caller,
    private readonly handleOf: () => Db,
  ) {}

  get handle(): Db {
    // On PGlite, a statement outside a running transaction waits for it: the request would hang.
    if (this.#inTransaction) {
      throw new Error('a transaction of this scope is running: use the scope it was given');
    }
    return this.handleOf();
  }

  async transaction<T>(work: (scope: DataScope) => Promise<T>): Promise<T> {
    const handle = this.handle;
    this.#inTransaction = true;
    try {
      return await handle.transaction((tx) => work(openScope(this.caller, () => tx)));
    } finally {
      this.#inTransaction = false;
    }
  }
}

function scopedTables(scope: ScopeAccess): ScopedTables {
  const tables = Object.entries(POLICIES).map(([name, policy]: [string, Policy]) => [
    name,
    'owner' in policy
      ? new OwnedRecords(policy as OwnedPolicy, scope)
      : new ScopedRecords(policy, scope),
  ]);
  return Object.fromEntries(tables) as ScopedTables;
}

/**
 * The scope of `caller`. `handleOf` is asked for every statement, so a scope opened before the
 * Idempotency-Key middleware swaps the request's handle for its transaction works inside it.
 */
export function openScope(caller: Caller, handleOf: () => Db): DataScope {
  const scope = new Scope(caller, handleOf);
  return Object.assign(scope, scopedTables(scope));
}
