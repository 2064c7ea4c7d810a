/**
 * The real chain from a transport's change to the bell: the transports table read through
 * readTransportFacts (server/notification-delivery), not facts given by the test. The ward hears that its
 * transport was taken, and the text names the number and the cities — never the patient. A change
 * or cancellation is told to the company and the ward, but not to the user who made it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';
import { colleagueOf, orgOf, type Org } from './support/transport-parties';
import { newTransport, transportInput } from './support/transports';

type Inbox = {
  data: { notification: { title: string; message: string; type: string; link: string } }[];
  total_rows: number;
};

let harness: Harness;
let ward: Org;
let company: Org;
beforeAll(async () => {
  harness = await startHarness();
  [ward, company] = await Promise.all([
    orgOf(harness, 'medical_facility'),
    orgOf(harness, 'transport_company'),
  ]);
});
afterAll(() => harness.close());

describe('notifications from the transports table', () => {
  it('tells the ordering ward that its transport was accepted, without health data', async () => {
    const transport = await newTransport(ward.client, harness.clock.now());
    const accept = await company.client.post(`/v1/transports/${transport.id}/accept`, {});
    expect(accept.status).toBe(200);
    await harness.events.settle();

    const inbox = await ward.client.get<Inbox>('/v1/notification');
    expect(inbox.status).toBe(200);
    const accepted = inbox.body.data.filter((item) =>
      item.notification.link.endsWith(transport.id),
    );
    expect(accepted).toHaveLength(1);
    const { message, type } = accepted[0]!.notification;
    expect(type).toBe('transport_accepted');
    expect(message).toContain(transport.number);
    // The route label of decision 087: postcode and city, never a street of a private home.
    expect(message).toContain('10115 Berlin → 14467 Potsdam');
    const prescription = transport.prescription!;
    for (const secret of [
      transport.patient.lastName,
      transport.patient.firstName,
      prescription.facility,
      prescription.vehicleNote!,
      transport.payer.insuranceNumber!,
    ]) {
      expect(message).not.toContain(secret);
    }
  });

  it('tells the ward and the company of a change and a cancellation, not the colleague who made them', async () => {
    const colleague = await colleagueOf(harness, ward);
    const transport = await newTransport(ward.client, harness.clock.now());
    expect((await company.client.post(`/v1/transports/${transport.id}/accept`, {})).status).toBe(
      200,
    );
    const edited = await colleague.client.put(`/v1/transports/${transport.id}`, {
      ...transportInput(transport.patientId!, harness.clock.now(), { crewNote: 'Neu' }),
      version: transport.version + 1,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const cancelled = await colleague.client.post(`/v1/transports/${transport.id}/cancel`, {
      reason: 'Termin abgesagt',
    });
    expect(cancelled.status).toBe(200);
    await harness.events.settle();

    const toldOf = async (client: Org['client']) => {
      const inbox = await client.get<Inbox>('/v1/notification?per_page=100');
      return inbox.body.data
        .map((item) => item.notification)
        .filter((item) => item.link.endsWith(transport.id) && item.type !== 'transport_accepted')
        .map((item) => item.type)
        .sort();
    };
    const both = ['transport_cancelled', 'transport_edited'];
    expect(await toldOf(ward.client)).toEqual(both);
    expect(await toldOf(company.client)).toEqual(both);
    expect(await toldOf(colleague.client)).toEqual([]);
  });

  it("tells the company's dispatchers and the assigned crew, not its other crews (decision 071)", async () => {
    const [onCrew, onOtherCrew] = [
      await colleagueOf(harness, company),
      await colleagueOf(harness, company),
    ];
    const crewOf = async (name: string, memberId: string) => {
      const team = await company.client.post<{ id: string }>('/v1/teams', {
        name: `${name} ${onCrew.userId.slice(0, 6)}`,
        crew: true,
        memberIds: [memberId],
      });
      expect(team.status).toBe(201);
      return team.body.id;
    };
    const crew = await crewOf('KTW 1', onCrew.userId);
    await crewOf('KTW 2', onOtherCrew.userId);
    const transport = await newTransport(ward.client, harness.clock.now());
    await company.client.post(`/v1/transports/${transport.id}/accept`, {});
    await company.client.post(`/v1/transports/${transport.id}/crew`, { teamId: crew });
    await ward.client.put(`/v1/transports/${transport.id}`, {
      ...transportInput(transport.patientId!, harness.clock.now(), { crewNote: 'Neu' }),
      version: transport.version + 2,
    });
    await ward.client.post(`/v1/transports/${transport.id}/cancel`, { reason: 'Verlegt' });
    await harness.events.settle();

    const toldOf = async (client: Org['client']) =>
      (await client.get<Inbox>('/v1/notification?per_page=100')).body.data
        .map((item) => item.notification)
        .filter((item) => item.link.endsWith(transport.id) && item.type !== 'transport_accepted')
        .map((item) => item.type)
        .sort();
    const both = ['transport_cancelled', 'transport_edited'];
    // The company's admin is in no crew: a dispatcher.
    expect(await toldOf(company.client)).toEqual(both);
    expect(await toldOf(onCrew.client)).toEqual(both);
    expect(await toldOf(onOtherCrew.client)).toEqual([]);
  });
});
