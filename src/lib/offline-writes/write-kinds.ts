/**
 * How a feature declares the writes it queues (PRODUCT.md §8): each kind names its endpoint, what
 * it does to its record while it waits (the pending overlay), and which queries it touches. A
 * kind is a resource's create, update or delete, or a command such as a transport's status step
 * (its body carries the time it was tapped). lib/ knows no feature: features bring their kinds.
 */
import type { QueryKey } from '@tanstack/query-core';
import type { Endpoint } from '@/contract/endpoint';
import type { QueuedWrite, WriteEffect } from './queued-write';

/** What the overlay needs of a kind: how a queued body changes the record. */
export type WriteKind<TRecord> = {
  kind: string;
  recordType: string;
  effect: WriteEffect;
  /** The record as it will be once the write went through; undefined when nothing is known. */
  apply: (
    record: TRecord | undefined,
    body: Record<string, unknown> | undefined,
  ) => TRecord | undefined;
};

/** A kind that also makes writes: `kind(recordId, body)` is the write to save. */
export type QueueableKind<TRecord, TBody> = WriteKind<TRecord> &
  ((recordId: string, body: TBody) => QueuedWrite);

export function defineWrite<TRecord, TBody extends object | undefined>(spec: {
  kind: string;
  recordType: string;
  effect: WriteEffect;
  /** The operation it sends; a path parameter, if any, is the record's id. */
  endpoint: Endpoint<{ id: string }, TBody, unknown> | Endpoint<void, TBody, unknown>;
  touches: QueryKey[];
  apply: (record: TRecord | undefined, body: TBody) => TRecord | undefined;
}): QueueableKind<TRecord, TBody> {
  const make = (recordId: string, body: TBody): QueuedWrite => ({
    kind: spec.kind,
    recordType: spec.recordType,
    recordId,
    effect: spec.effect,
    method: spec.endpoint.method,
    path: (spec.endpoint.path as (params: { id: string }) => string)({ id: recordId }),
    body: body as Record<string, unknown> | undefined,
    // Made when the user saves or taps: every replay of this write sends the same key.
    idempotencyKey: crypto.randomUUID(),
    touches: spec.touches,
  });
  return Object.assign(make, {
    kind: spec.kind,
    recordType: spec.recordType,
    effect: spec.effect,
    apply: spec.apply as WriteKind<TRecord>['apply'],
  });
}

/** The kinds of writes of one record type, as the overlay looks them up. */
export type RecordWrites<TRecord> = {
  recordType: string;
  kinds: readonly WriteKind<TRecord>[];
};

type Versioned = { id: string; version: number; createdAt: string; updatedAt: string };

/**
 * The create, update and delete of a versioned resource (PRODUCT.md §7): `fields` maps the
 * queued data to the record's answered fields — the contract's mapping the server presents with.
 */
export function resourceWrites<TData extends object, TFields extends object>(spec: {
  recordType: string;
  endpoints: {
    create: Endpoint<void, TData & { id: string }, unknown>;
    update: Endpoint<{ id: string }, TData & { id: string; version: number }, unknown>;
    delete: Endpoint<{ id: string }, undefined, unknown>;
  };
  fields: (data: TData) => TFields;
  touches: QueryKey[];
}) {
  type Answered = TFields & Versioned;
  const now = () => new Date().toISOString();
  const create = defineWrite<Answered, TData & { id: string }>({
    kind: `${spec.recordType}.create`,
    recordType: spec.recordType,
    effect: 'create',
    endpoint: spec.endpoints.create,
    touches: spec.touches,
    apply: (_, body) => ({
      ...spec.fields(body),
      id: body.id,
      version: 1,
      createdAt: now(),
      updatedAt: now(),
    }),
  });
  const update = defineWrite<Answered, TData & { id: string; version: number }>({
    kind: `${spec.recordType}.update`,
    recordType: spec.recordType,
    effect: 'update',
    endpoint: spec.endpoints.update,
    touches: spec.touches,
    // An update raises the version it was made from by one.
    apply: (record, body) => ({
      ...spec.fields(body),
      id: body.id,
      version: body.version + 1,
      createdAt: record?.createdAt ?? now(),
      updatedAt: now(),
    }),
  });
  const remove = defineWrite<Answered, undefined>({
    kind: `${spec.recordType}.delete`,
    recordType: spec.recordType,
    effect: 'delete',
    endpoint: spec.endpoints.delete,
    touches: spec.touches,
    apply: (record) => record,
  });
  return {
    recordType: spec.recordType,
    kinds: [create, update, remove],
    create: (id: string, data: TData) => create(id, { ...data, id }),
    update: (id: string, data: TData, version: number) => update(id, { ...data, id, version }),
    delete: (id: string) => remove(id, undefined),
  };
}
