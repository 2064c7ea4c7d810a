/**
 * The ride confirmed on the spot (PRODUCT.md §9, decision 073): who may write and read it, the
 * limits of its images, a replay that changes nothing, the access log, and that it goes with its
 * transport and never into a notification.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RideConfirmation } from '../../src/contract/ride-confirmation';
import { auditLog, notifications, rideConfirmations, transports } from '../../server/db/schema';
import { startHarness, type Harness } from './support/harness';
import { jpegDataUrl, pngDataUrl } from './support/images';
import { colleagueOf, orgOf, type Org } from './support/transport-parties';
import { newTransport } from './support/transports';

let harness: Harness;
let ward: Org;
let company: Org;
let otherCompany: Org;
let stranger: Org;
let crew: Awaited<ReturnType<typeof colleagueOf>>;

beforeAll(async () => {
  harness = await startHarness();
  [ward, company, otherCompany, stranger] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'medical_facility'),
  ]);
  crew = await colleagueOf(harness, company);
});
afterAll(() => harness.close());

const path = (id: string) => `/v1/transports/${id}/confirmation`;
const signature = {
  image: pngDataUrl(600, 300),
  signerName: 'Erika Musterfrau',
  signerRole: 'patient',
};

/** A ward's transport accepted by the company, its crew stepped on to `steps`' last. */
async function underway(steps = ['en_route', 'at_pickup', 'in_transit']) {
  const transport = await newTransport(ward.client, harness.clock.now());
  expect((await company.client.post(`/v1/transports/${transport.id}/accept`)).status).toBe(200);
  for (const status of steps) {
    const step = await crew.client.post(`/v1/transports/${transport.id}/status`, { status });
    expect(step.status, JSON.stringify(step.body)).toBe(200);
  }
  return transport.id;
}

describe('recording a ride confirmation', () => {
  it('is the assigned company’s: the company reads all of it, the ward the signature only', async () => {
    const id = await underway();
    const photo = jpegDataUrl(1600, 1131, 300_000);
    const at = new Date(harness.clock.now().getTime() - 5 * 60_000).toISOString();
    const written = await crew.client.put(path(id), { at, signature, photo });
    expect(written.status, JSON.stringify(written.body)).toBe(204);

    const byCompany = await company.client.get<RideConfirmation>(path(id));
    expect(byCompany.status).toBe(200);
    expect(byCompany.body).toEqual({
      signature: {
        ...signature,
        at,
        by: { userId: crew.userId, name: 'Lena Krause' },
      },
      noSignature: null,
      photo: { image: photo, at, by: { userId: crew.userId, name: 'Lena Krause' } },
    });
    const byWard = await ward.client.get<RideConfirmation>(path(id));
    expect(byWard.status).toBe(200);
    expect(byWard.body.signature?.image).toBe(signature.image);
    expect(byWard.body.photo).toBeNull();
  });

  it('keeps the parts not sent, and a reason replaces the signature', async () => {
    const id = await underway();
    await crew.client.put(path(id), { photo: jpegDataUrl(1200, 900) });
    expect((await crew.client.put(path(id), { signature })).status).toBe(204);
    expect((await crew.client.put(path(id), { noSignature: 'refused' })).status).toBe(204);
    const { body } = await company.client.get<RideConfirmation>(path(id));
    expect(body.signature).toBeNull();
    expect(body.noSignature).toMatchObject({ reason: 'refused', by: { userId: crew.userId } });
    expect(body.photo).not.toBeNull();
  });

  it('is refused to wards (403), before the pickup (409), and another company’s is a 404', async () => {
    const id = await underway();
    expect(await ward.client.put(path(id), { signature })).toMatchObject({
      status: 403,
      body: { code: 1403 },
    });
    // Another company's is as unknown as a missing one; a ward is refused before any lookup.
    expect(await otherCompany.client.put(path(id), { signature })).toMatchObject({
      status: 404,
      body: { code: 1404 },
    });
    expect(await stranger.client.put(path(id), { signature })).toMatchObject({ status: 403 });
    for (const outsider of [otherCompany, stranger]) {
      expect(await outsider.client.get(path(id))).toMatchObject({
        status: 404,
        body: { code: 1404 },
      });
    }
    const early = await underway(['en_route']);
    expect(await crew.client.put(path(early), { signature })).toMatchObject({
      status: 409,
      body: { code: 1410 },
    });
    expect(
      await harness.database.db
        .select()
        .from(rideConfirmations)
        .where(eq(rideConfirmations.transportId, early)),
    ).toEqual([]);
  });

  it('answers a replay of the same Idempotency-Key from its record, changing nothing', async () => {
    const id = await underway();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    expect((await crew.client.put(path(id), { signature }, { headers })).status).toBe(204);
    const [first] = await harness.database.db
      .select()
      .from(rideConfirmations)
      .where(eq(rideConfirmations.transportId, id));
    const replay = await crew.client.put(path(id), { signature }, { headers });
    expect(replay.status).toBe(204);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const [after] = await harness.database.db
      .select()
      .from(rideConfirmations)
      .where(eq(rideConfirmations.transportId, id));
    expect(after).toEqual(first);
  });
});

describe('the limits of a confirmation', () => {
  const refusal = async (body: unknown) => {
    const id = await underway();
    const answer = await crew.client.put(path(id), body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.code).toBe(1422);
    return Object.keys(answer.body.errors as object).sort();
  };

  it('names every offending field', async () => {
    expect(
      await refusal({
        signature: { image: pngDataUrl(2000, 300), signerName: '', signerRole: 'doctor' },
        photo: jpegDataUrl(2400, 1800),
      }),
    ).toEqual(['photo', 'signature.image', 'signature.signerName', 'signature.signerRole']);
    expect(await refusal({})).toEqual(['signature']);
    expect(await refusal({ signature, noSignature: 'nobody' })).toEqual(['noSignature']);
    expect(await refusal({ noSignature: 'asleep' })).toEqual(['noSignature']);
  });

  it('refuses what is not the image it claims, and images past their bytes', async () => {
    const jpegAsSignature = { ...signature, image: jpegDataUrl(600, 300).replace('jpeg', 'png') };
    expect(await refusal({ signature: jpegAsSignature })).toEqual(['signature.image']);
    expect(
      await refusal({ signature: { ...signature, image: 'data:image/png;base64,!!!!' } }),
    ).toEqual(['signature.image']);
    expect(
      await refusal({ signature: { ...signature, image: pngDataUrl(600, 300, 120_000) } }),
    ).toEqual(['signature.image']);
    expect(await refusal({ photo: jpegDataUrl(1600, 1200, 700_000) })).toEqual(['photo']);
    expect(await refusal({ photo: pngDataUrl(1600, 1200) })).toEqual(['photo']);
    expect(await refusal({ photo: 42 })).toEqual(['photo']);
  });

  it('refuses a body past the API’s 1 MiB with 413', async () => {
    const id = await underway();
    const answer = await crew.client.put(path(id), {
      noSignature: 'nobody',
      photo: `data:image/jpeg;base64,${'A'.repeat(1_100_000)}`,
    });
    expect(answer.status).toBe(413);
  });
});

describe('what becomes of a confirmation', () => {
  it('logs each read by its reader, never its content', async () => {
    const id = await underway();
    await crew.client.put(path(id), { signature });
    await ward.client.get(path(id));
    await harness.ctx.auditBuffer.flush();
    const rows = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ride_confirmation'), eq(auditLog.entityId, id)));
    expect(rows).toEqual([
      expect.objectContaining({ organizationId: ward.organizationId, action: 'read' }),
    ]);
  });

  it('is in no notification, and is deleted with its transport', async () => {
    const id = await underway();
    await crew.client.put(path(id), { signature, photo: jpegDataUrl(800, 600) });
    await harness.events.settle();
    const told = await harness.database.db.select().from(notifications);
    expect(JSON.stringify(told)).not.toContain('Musterfrau');

    await harness.database.db.delete(transports).where(eq(transports.id, id));
    expect(
      await harness.database.db
        .select()
        .from(rideConfirmations)
        .where(eq(rideConfirmations.transportId, id)),
    ).toEqual([]);
  });
});
