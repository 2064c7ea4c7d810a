/** `/v1/account*`: the signed-in user's own data, password and devices (PRODUCT.md §7). */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  AccountUpdateInput,
  PasswordChangeInput,
  SessionLogoutInput,
  type DeviceSession,
} from '../../../src/contract/auth';
import { users } from '../../db/schema';
import type { AppContext, AppEnv } from '../../context';
import { invalid, notFound, tooManyRequests } from '../../errors';
import { readJson } from '../../http/validate';
import { blockedFor, hit, reset } from '../../lib/rate-limit';
import { loginLimits } from '../auth/limits';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireUser } from '../auth/require-user';
import { invalidateUserSessions, liveSessions, revokeSessions } from '../auth/sessions';
import { loadSessionUser } from '../auth/users';

export function accountRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(ctx));

  app.get('/', async (c) => {
    const user = await loadSessionUser(c.get('db'), c.get('caller').userId);
    if (!user) throw notFound();
    return c.json(user);
  });

  app.put('/', async (c) => {
    const input = await readJson(c, AccountUpdateInput);
    const { userId } = c.get('caller');
    const db = c.get('db');
    await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        ...(input.language ? { language: input.language } : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(users.id, userId));
    // Requests carry the user's language (Caller): the next ones must see the new one.
    await invalidateUserSessions(db, userId);
    return c.json(await loadSessionUser(db, userId));
  });

  app.put('/password', async (c) => {
    const input = await readJson(c, PasswordChangeInput);
    const { userId, sessionId } = c.get('caller');
    const db = c.get('db');
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    // Guessing the current password through this form is limited like guessing it at login.
    const limits = loginLimits(user.email, c.get('ip'));
    const wait = await blockedFor(db, limits, ctx.now());
    if (wait > 0) throw tooManyRequests(wait);
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      await hit(db, limits, ctx.now());
      throw invalid({
        oldPassword: [
          c.get('language') === 'en'
            ? 'The current password is wrong.'
            : 'Das aktuelle Passwort ist falsch.',
        ],
      });
    }
    await reset(db, [limits[0]!.key]);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: ctx.now() })
        .where(and(eq(users.id, userId)));
      await revokeSessions(tx, { userId, exceptSessionId: sessionId }, ctx.now());
    });
    return c.body(null, 204);
  });

  app.get('/sessions', async (c) => {
    const { userId, sessionId } = c.get('caller');
    const rows = await liveSessions(c.get('db'), userId, ctx.now());
    const data: DeviceSession[] = rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === sessionId,
    }));
    return c.json({ data, total_rows: data.length });
  });

  app.post('/logout', async (c) => {
    const input = await readJson(c, SessionLogoutInput);
    const { userId } = c.get('caller');
    const db = c.get('db');
    if ('all' in input) {
      await revokeSessions(db, { userId }, ctx.now());
      return c.body(null, 204);
    }
    const own = (await liveSessions(db, userId, ctx.now())).some((s) => s.id === input.id);
    if (!own) throw notFound();
    await revokeSessions(db, { sessionId: input.id }, ctx.now());
    return c.body(null, 204);
  });

  return app;
}
