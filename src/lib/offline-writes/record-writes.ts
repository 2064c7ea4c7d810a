/** The queued writes of a record resource whose API path is its name (`patients/<id>`). */
import type { QueuedResource, QueuedWrite } from './types';

export function recordWrites(resource: QueuedResource) {
  const write = (rest: Omit<QueuedWrite, 'resource' | 'idempotencyKey'>): QueuedWrite => ({
    resource,
    // Made when the user saves: every replay of this write sends the same key.
    idempotencyKey: crypto.randomUUID(),
    ...rest,
  });
  return {
    create: (id: string, data: object) =>
      write({
        operation: 'create',
        recordId: id,
        method: 'POST',
        path: resource,
        body: { ...data, id },
      }),
    update: (id: string, data: object, version: number) =>
      write({
        operation: 'update',
        recordId: id,
        method: 'PUT',
        path: `${resource}/${id}`,
        body: { ...data, id, version },
      }),
    delete: (id: string) =>
      write({ operation: 'delete', recordId: id, method: 'DELETE', path: `${resource}/${id}` }),
  };
}
