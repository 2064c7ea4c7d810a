/**
 * The Pusher HTTP API's trigger endpoints (`POST /apps/{id}/events`, `/batch_events`) on the
 * embedded server, so the official `pusher` SDK — or any tool made for Pusher Channels or
 * soketi — drives it unchanged. Requests are signed with the app secret (signatures.ts); an
 * accepted event goes out through the database signal, so it reaches every instance's sockets.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppContext, AppEnv } from '../context';
import { invalid, notFound, payloadTooLarge, unauthenticated } from '../errors';
import { readJson } from '../http/validate';
import { allowedCharacters, wellFormed } from '../../src/contract/text-rules';
import { DeliveryTooLarge, sendDelivery } from './fan-out';
import { VALID_CHANNEL, VALID_SOCKET_ID } from './protocol';
import { checkApiSignature } from './signatures';

/** As on every route; `data` itself is bounded by the schema. */
const MAX_BODY_BYTES = 1024 * 1024;

const Channel = v.pipe(v.string(), v.regex(VALID_CHANNEL, 'invalid channel name'));
export const TriggerEvent = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_\-.:]{1,200}$/, 'invalid event name')),
  // JSON text, as the SDK sends it; the product's text rules keep bidi tricks out of the UI.
  data: v.pipe(v.string(), v.maxLength(10_240), wellFormed, allowedCharacters({ multiline: true })),
  channels: v.optional(v.pipe(v.array(Channel), v.minLength(1), v.maxLength(100))),
  channel: v.optional(Channel),
  socket_id: v.optional(v.pipe(v.string(), v.regex(VALID_SOCKET_ID, 'invalid socket id'))),
});
export const BatchEvents = v.object({
  batch: v.pipe(v.array(TriggerEvent), v.minLength(1), v.maxLength(10)),
});

export function triggerApiRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const credentials = ctx.keys.realtime;
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw payloadTooLarge();
      },
    }),
  );

  /**
   * The body, parsed against `schema`, if the request is signed: malformed is 400/422 (as on
   * every route here), unsigned 401 — read before the signature, which covers the raw body.
   */
  async function signedBody<T extends v.GenericSchema>(c: Context<AppEnv>, schema: T) {
    if (c.req.param('appId') !== credentials.appId) throw notFound();
    // The raw text first: the signature covers it byte for byte (Hono keeps it for the parse).
    const body = await c.req.text();
    const input = await readJson(c, schema);
    const signed = checkApiSignature(
      credentials,
      { method: 'POST', path: new URL(c.req.url).pathname, query: c.req.query(), body },
      ctx.now().getTime(),
    );
    if (!signed) throw unauthenticated();
    return input as v.InferOutput<T>;
  }

  const send = async (event: v.InferOutput<typeof TriggerEvent>) => {
    const channels = event.channels ?? (event.channel ? [event.channel] : []);
    if (channels.length === 0) throw invalid({ channels: ['channels or channel is required'] });
    try {
      await sendDelivery(ctx.database.db, {
        channels,
        event: event.name,
        data: event.data,
        socketId: event.socket_id,
      });
    } catch (error) {
      if (error instanceof DeliveryTooLarge) throw payloadTooLarge();
      throw error;
    }
  };

  app.post('/:appId/events', async (c) => {
    await send(await signedBody(c, TriggerEvent));
    return c.json({});
  });
  app.post('/:appId/batch_events', async (c) => {
    const { batch } = await signedBody(c, BatchEvents);
    for (const event of batch) await send(event);
    return c.json({ batch: batch.map(() => ({})) });
  });
  return app;
}
