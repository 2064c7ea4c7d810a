import type { AuthAnswer } from '../../../src/contract/auth';
import type { Db } from '../../db/client';
import type { AppContext } from '../../context';
import { refreshInvalid } from '../../errors';
import { issueAccessToken } from './access-tokens';
import { loadSessionUser } from './users';

/** The login and refresh answer: a fresh access token and the user it belongs to. */
export async function authAnswer(
  ctx: AppContext,
  db: Db,
  userId: string,
  sessionId: string,
): Promise<AuthAnswer> {
  const user = await loadSessionUser(db, userId);
  if (!user) throw refreshInvalid();
  const { token, expire } = await issueAccessToken(
    ctx.keys.accessTokenSecret,
    { sub: userId, sid: sessionId },
    ctx.now(),
  );
  return { access_token: token, expire, user };
}
