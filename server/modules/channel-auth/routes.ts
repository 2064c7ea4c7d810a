/**
 * `POST /v1/auth/channel` (PRODUCT.md §7, seed §7): pusher-js sends the form fields `socket_id`
 * and `channel_name`; the answer `{auth}` lets that socket subscribe. JSON is read too, so the
 * route speaks the contract's language for every other client. A channel that is not the
 * caller's own is 403.
 */
import { Hono } from 'hono';
import { ChannelAuthInput, type ChannelAuthAnswer } from '../../../src/contract/realtime';
import type { AppContext, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { parse, readJson } from '../../http/validate';
import { announceSocketOwner, channelAuth, realtimeCredentials } from '../../realtime';
import { ownChannels } from './own-channels';

const NOT_YOUR_CHANNEL = {
  de: 'Dieser Kanal gehört nicht zu Ihrem Konto.',
  en: 'This channel does not belong to your account.',
};

export function channelAuthRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const credentials = realtimeCredentials(ctx.env, ctx.keys);
  app.post('/', async (c) => {
    const form = /^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '');
    const input = form
      ? parse(c, ChannelAuthInput, await c.req.parseBody())
      : await readJson(c, ChannelAuthInput);
    const caller = c.get('caller');
    if (!ownChannels(caller).includes(input.channel_name)) {
      throw forbidden(NOT_YOUR_CHANNEL);
    }
    // Before the answer: the socket is closed when this session ends (decision 066).
    await announceSocketOwner(ctx, {
      socketId: input.socket_id,
      sessionId: caller.sessionId,
      userId: caller.userId,
    });
    const answer: ChannelAuthAnswer = {
      auth: channelAuth(credentials, input.socket_id, input.channel_name),
    };
    return c.json(answer);
  });
  return app;
}
