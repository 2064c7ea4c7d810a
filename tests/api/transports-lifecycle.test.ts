/**
 * The lifecycle over HTTP (PRODUCT.md §4, §7): every step by the one allowed to take it, the
 * refusals by role, organisation and status (403/1403, 404/1404, 409/1410), device times, the
 * first accept winning a race and gap-free numbers under concurrent creates — on the database
 * the run is configured with (PGlite or PostgreSQL).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportEvents } from '../../server/db/schema';
import { startHarness, type Harness } from './support/harness';
import { colleagueOf, orgOf, teamOf, type Org } from './support/transport-parties';
import { hoursFrom, newPatient, newTransport, transportInput } from './support/transports';

let harness: Harness;
let ward: Org;
let otherWard: Org;
let company: Org;
let rival: Org;
beforeAll(async () => {
  harness = await startHarness();
  [ward, otherWard, company, rival] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
    orgOf(harness, 'transport_company'),
  ]);
});
afterAll(() => harness.close());

const now = () => harness.clock.now();
const post = (org: Org, id: string, action: string, body: unknown = {}) =>
  org.client.post(`/v1/transports/${id}/${action}`, body);
const refused = (status: number, code: number) => ({
  status,
  body: expect.objectContaining({ code }),
});

/** A ward's open transport, accepted by `company`. */
async function accepted() {
  const transport = await newTransport(ward.client, now());
  expect((await post(company, transport.id, 'accept')).status).toBe(200);
  return transport;
}

describe('accepting', () => {
  it('assigns the transport to the first company, shows it the full record', async () => {
    const transport = await newTransport(ward.client, now());
    expect(await company.client.get(`/v1/transports/${transport.id}`)).toMatchObject(
      refused(404, 1404),
    );
    const accept = await post(company, transport.id, 'accept');
    expect(accept.status).toBe(200);
    expect(accept.body).toMatchObject({
      status: 'assigned',
      version: 2,
      assignedCompany: { id: company.organizationId },
      patient: { lastName: 'Meier', healthInsuranceNumber: 'X110411675' },
      actions: ['return', 'assignCrew', 'en_route'],
    });
    expect(await post(rival, transport.id, 'accept')).toMatchObject(refused(409, 1410));
    expect(await post(company, transport.id, 'accept')).toMatchObject(refused(409, 1410));
    expect(await post(ward, transport.id, 'accept')).toMatchObject(refused(403, 1403));
    expect(await rival.client.get(`/v1/transports/${transport.id}`)).toMatchObject(
      refused(404, 1404),
    );
  });

  it('gives one 200 and one 409 to two companies accepting at once, and one assignment', async () => {
    for (let round = 0; round < 5; round++) {
      const transport = await newTransport(ward.client, now());
      const answers = await Promise.all([
        post(company, transport.id, 'accept'),
        post(rival, transport.id, 'accept'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const accepts = await harness.database.db
        .select()
        .from(transportEvents)
        .where(
          and(eq(transportEvents.transportId, transport.id), eq(transportEvents.action, 'accept')),
        );
      expect(accepts).toHaveLength(1);
    }
  });

  it('tells a dispatcher whose colleague accepted first who it was', async () => {
    const colleague = await colleagueOf(harness, company);
    for (let round = 0; round < 3; round++) {
      const transport = await newTransport(ward.client, now());
      const answers = await Promise.all([
        post(company, transport.id, 'accept'),
        colleague.client.post(`/v1/transports/${transport.id}/accept`, {}),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const [won, lost] = answers[0]!.status === 200 ? answers : [answers[1]!, answers[0]!];
      const winner = won === answers[0] ? company.userId : colleague.userId;
      const name = winner === colleague.userId ? 'Lena Krause' : expect.any(String);
      expect(lost!.body).toMatchObject({
        code: 1410,
        message: expect.stringMatching(/aus Ihrem Unternehmen hat diesen Transport bereits/),
        current: { acceptedBy: { id: winner, name } },
      });
    }
    // A company that was not first hears of no name: the winner is another organisation's.
    const transport = await newTransport(ward.client, now());
    expect((await post(company, transport.id, 'accept')).status).toBe(200);
    const rivals = await post(rival, transport.id, 'accept');
    expect(rivals).toMatchObject(refused(409, 1410));
    expect(rivals.body).not.toHaveProperty('current');
  });

  it('answers 404 for a transport a company never saw on its marketplace', async () => {
    const own = await newTransport(company.client, now());
    expect(own.status).toBe('assigned');
    expect(await post(rival, own.id, 'accept')).toMatchObject(refused(404, 1404));
  });
});

describe('numbers', () => {
  it('are unique and gap-free under concurrent creates', async () => {
    const patientId = await newPatient(ward.client);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        ward.client.post('/v1/transports', transportInput(patientId, now())),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const sequences = answers
      .map((answer) => Number(String(answer.body.number).slice(7)))
      .sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(12);
    expect(sequences.at(-1)! - sequences[0]!).toBe(11);
  });
});

describe('return, cancel and edit', () => {
  it('lets the company give it back with a reason, to the marketplace', async () => {
    const transport = await accepted();
    expect(await post(company, transport.id, 'return', {})).toMatchObject(refused(422, 1422));
    expect(await post(ward, transport.id, 'return', { reason: 'x' })).toMatchObject(
      refused(403, 1403),
    );
    const back = await post(company, transport.id, 'return', { reason: 'Kein Fahrzeug frei' });
    // The answer names the transport, not its patient: the company may no longer see it in full.
    expect(back.body).toEqual({
      id: transport.id,
      number: transport.number,
      status: 'open',
      version: expect.any(Number),
    });
    expect((await company.client.get(`/v1/transports/${transport.id}`)).status).toBe(404);
    expect(await post(rival, transport.id, 'accept')).toMatchObject({ status: 200 });
  });

  it('lets only the orderer cancel, with a reason, until the patient is on board', async () => {
    const transport = await accepted();
    expect(await post(company, transport.id, 'cancel', { reason: 'x' })).toMatchObject(
      refused(403, 1403),
    );
    expect(await post(otherWard, transport.id, 'cancel', { reason: 'x' })).toMatchObject(
      refused(404, 1404),
    );
    expect(await post(ward, transport.id, 'cancel', { reason: '' })).toMatchObject(
      refused(422, 1422),
    );
    await post(company, transport.id, 'status', { status: 'en_route' });
    const cancelled = await post(ward, transport.id, 'cancel', { reason: 'Patient nicht bereit' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', actions: [] });
    expect(await post(ward, transport.id, 'cancel', { reason: 'x' })).toMatchObject(
      refused(409, 1410),
    );

    const underway = await accepted();
    await post(company, underway.id, 'status', { status: 'en_route' });
    await post(company, underway.id, 'status', { status: 'in_transit' });
    expect(await post(ward, underway.id, 'cancel', { reason: 'x' })).toMatchObject(
      refused(409, 1410),
    );
  });

  it('lets the orderer edit with its version until a crew sets off', async () => {
    const transport = await newTransport(ward.client, now());
    const body = {
      ...transportInput(transport.patientId!, now(), { crewNote: 'Neu' }),
      version: transport.version,
    };
    const edited = await ward.client.put(`/v1/transports/${transport.id}`, body);
    expect(edited.body).toMatchObject({ version: 2, crewNote: 'Neu', number: transport.number });
    expect(await ward.client.put(`/v1/transports/${transport.id}`, body)).toMatchObject(
      refused(409, 1409),
    );
    await post(company, transport.id, 'accept');
    expect(
      await company.client.put(`/v1/transports/${transport.id}`, { ...body, version: 3 }),
    ).toMatchObject(refused(403, 1403));
    await post(company, transport.id, 'status', { status: 'en_route' });
    expect(
      await ward.client.put(`/v1/transports/${transport.id}`, { ...body, version: 4 }),
    ).toMatchObject(refused(409, 1410));
  });
});

describe('the crew’s steps', () => {
  it('walks 3 → 4 → 7 → 8 → completed with device times, km and waiting minutes', async () => {
    const transport = await accepted();
    const start = now().getTime();
    const at = (minutes: number) => new Date(start - 60 * 60_000 + minutes * 60_000).toISOString();
    // Before the acceptance: refused.
    expect(
      await post(company, transport.id, 'status', { status: 'en_route', at: at(0) }),
    ).toMatchObject(refused(422, 1422));
    const later = (minutes: number) => new Date(start + minutes * 1000).toISOString();
    harness.clock.set(new Date(start + 10_000));
    for (const [status, time] of [
      ['en_route', later(1)],
      ['at_pickup', later(2)],
      ['in_transit', later(3)],
      ['at_destination', later(4)],
    ] as const) {
      const answer = await post(company, transport.id, 'status', { status, at: time });
      expect(answer.body.status, JSON.stringify(answer.body)).toBe(status);
    }
    expect(await post(company, transport.id, 'status', { status: 'completed' })).toMatchObject(
      refused(422, 1422),
    );
    const done = await post(company, transport.id, 'status', {
      status: 'completed',
      at: later(5),
      km: 18,
      waitingMinutes: 20,
    });
    expect(done.body).toMatchObject({ status: 'completed', km: 18, waitingMinutes: 20 });
    const history = await ward.client.get(`/v1/transports/${transport.id}/events`);
    expect(history.body.map((event: { action: string }) => event.action)).toEqual([
      'create',
      'accept',
      'en_route',
      'at_pickup',
      'in_transit',
      'at_destination',
      'completed',
    ]);
    expect(history.body[2]).toMatchObject({
      fromStatus: 'assigned',
      toStatus: 'en_route',
      at: later(1),
    });
  });

  it('refuses a time in the future or before the previous step, and skipped required steps', async () => {
    const transport = await accepted();
    expect(
      await post(company, transport.id, 'status', { status: 'en_route', at: hoursFrom(now(), 1) }),
    ).toMatchObject(refused(422, 1422));
    expect(await post(company, transport.id, 'status', { status: 'in_transit' })).toMatchObject(
      refused(409, 1410),
    );
    expect(await post(rival, transport.id, 'status', { status: 'en_route' })).toMatchObject(
      refused(404, 1404),
    );
    expect(await post(ward, transport.id, 'status', { status: 'en_route' })).toMatchObject(
      refused(403, 1403),
    );
    await post(company, transport.id, 'status', { status: 'en_route' });
    expect(
      await post(company, transport.id, 'status', {
        status: 'in_transit',
        at: new Date(now().getTime() - 60 * 60_000).toISOString(),
      }),
    ).toMatchObject(refused(422, 1422));
  });
});

describe('crews and teams', () => {
  it('hands the transport to one of the company’s crews, lists by team, and takes it back', async () => {
    const transport = await accepted();
    const crew = await teamOf(harness, company, `Wagen ${transport.number}`);
    const foreignTeam = await teamOf(harness, rival, `Fremd ${transport.number}`);
    expect(await post(company, transport.id, 'crew', { teamId: foreignTeam })).toMatchObject(
      refused(422, 1422),
    );
    expect(await post(ward, transport.id, 'crew', { teamId: null })).toMatchObject(
      refused(403, 1403),
    );
    const handed = await post(company, transport.id, 'crew', { teamId: crew });
    expect(handed.body.crew).toEqual({ id: crew, name: `Wagen ${transport.number}` });
    const listed = await company.client.get(`/v1/transports?teamId=${crew}`);
    expect(listed.body.data.map((item: { id: string }) => item.id)).toEqual([transport.id]);
    const back = await post(company, transport.id, 'crew', { teamId: null });
    expect(back.body.crew).toBeNull();
  });

  it('lets a ward order for one of its departments, not for another organisation’s', async () => {
    const department = await teamOf(harness, ward, `Station ${Date.now()}`);
    const transport = await newTransport(ward.client, now(), { teamId: department });
    expect(transport.team).toMatchObject({ id: department });
    const foreign = await teamOf(harness, otherWard, `Station fremd ${Date.now()}`);
    const patientId = await newPatient(ward.client);
    expect(
      await ward.client.post(
        '/v1/transports',
        transportInput(patientId, now(), { teamId: foreign }),
      ),
    ).toMatchObject(refused(422, 1422));
  });
});
