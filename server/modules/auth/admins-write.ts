/**
 * "Users read, admins write" (PRODUCT.md §7): a member's write is refused with 403/1403 before
 * anything is looked up, so a member learns nothing about which records exist.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { forbidden } from '../../errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const adminsWrite = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!READS.has(c.req.method) && c.get('caller').role !== 'admin') throw forbidden();
    await next();
  });
