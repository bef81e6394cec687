import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { useWorld } from '../../testing/test-world';
import { notifyLateConsignments } from './receiver-notifications';
import { createTrackingWorld, trackingEvent } from './tracking-world.fixture';

const w = useWorld(createTrackingWorld);
beforeAll(async () => {
  w.t.clock.set('2026-03-10T00:00:00Z');
});

const receiverMails = () =>
  w.t.database.db
    .select({ kind: mailOutbox.kind, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(like(mailOutbox.kind, 'receiver.%'));

const settingsUrl = () => `/api/sender/v0/sites/${w.world.ids.melbourne}/receiver-notifications`;

describe('receiver notifications', () => {
  it('e-mail the receiver a link when picked up, out for delivery and delivered, never twice', async () => {
    const consignment = await w.world.bookRoad();
    const no = consignment.consignmentNo;
    await w.world.report(w.world.keys.road, [
      { eventId: 'n-1', consignmentNo: no, type: 'pickedUp', occurredAt: '2026-03-09T09:00:00+11:00' },
      { eventId: 'n-2', consignmentNo: no, type: 'inTransit', occurredAt: '2026-03-09T12:00:00+11:00' },
    ]);
    await w.t.app.jobs.drain();
    // a second pick-up scan, and the same job run again, send nothing more
    await w.world.report(w.world.keys.road, [
      { eventId: 'n-3', consignmentNo: no, type: 'pickedUp', occurredAt: '2026-03-09T13:00:00+11:00' },
    ]);
    await w.t.app.jobs.drain();
    await w.world.report(w.world.keys.road, [
      { eventId: 'n-4', consignmentNo: no, type: 'outForDelivery', occurredAt: '2026-03-09T14:00:00+11:00' },
      { eventId: 'n-5', consignmentNo: no, type: 'delivered', occurredAt: '2026-03-09T15:00:00+11:00' },
    ]);
    await w.t.app.jobs.drain();
    const mails = await receiverMails();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['receiver.pickedUp', 'receiver@adelaide.example'],
      ['receiver.outForDelivery', 'receiver@adelaide.example'],
      ['receiver.delivered', 'receiver@adelaide.example'],
    ]);
    expect(mails[0]?.subject).toBe(`Your consignment ${no} from Melbourne DC has been picked up`);
    const link = /Follow it here: (\S+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(link).toMatch(/\/track\/[\w-]{43}$/);
    const token = link.split('/track/')[1] ?? '';
    const page = await w.t.app.inject({ method: 'GET', url: `/api/tracking/v0/${token}` });
    expect(page.statusCode).toBe(200);
    // nothing of prices or the sender's contacts reaches the receiver
    expect(mails.map((m) => m.text).join('\n')).not.toMatch(/\$|03 9000 0000/);
  });

  it('follow the site’s setting for each kind', async () => {
    const alice = await w.world.signIn('alice');
    expect((await alice.get(settingsUrl())).json()).toEqual({
      data: { pickedUp: true, outForDelivery: true, delivered: true, late: true },
    });
    const changed = await alice.request('PUT', settingsUrl(), {
      body: { data: { pickedUp: false, outForDelivery: true, delivered: true, late: true } },
    });
    expect(changed.statusCode).toBe(200);
    const before = (await receiverMails()).length;
    const consignment = await w.world.bookRoad();
    await w.world.report(w.world.keys.road, [
      trackingEvent('s-1', consignment.consignmentNo, 'pickedUp', '2026-03-09T09:00:00+11:00'),
    ]);
    await w.t.app.jobs.drain();
    expect((await receiverMails()).length).toBe(before);
    const olly = await w.world.signIn('olly');
    expect((await olly.get(settingsUrl())).statusCode).toBe(403);
    const bad = await alice.request('PUT', settingsUrl(), { body: { data: { pickedUp: 'yes' } } });
    expect(bad.statusCode).toBe(422);
  });

  it('tell the receiver once when the ETA passes undelivered', async () => {
    const consignment = await w.world.bookRoad({ contactEmail: 'late@adelaide.example' });
    const eta = consignment.estimatedTimeOfArrival ?? '';
    const deps = { db: w.t.database.db, clock: w.t.clock, mailer: w.t.app.mailer, config: w.t.config };
    w.t.clock.set(`${eta}T20:00:00Z`);
    const lateMails = async () => (await receiverMails()).filter((m) => m.to === 'late@adelaide.example');
    await notifyLateConsignments(deps);
    expect(await lateMails()).toHaveLength(1);
    await notifyLateConsignments(deps);
    expect((await lateMails()).map((m) => m.kind)).toEqual(['receiver.late']);
    expect((await lateMails())[0]?.text).toContain(`It was expected by ${eta}`);
    w.t.clock.set('2026-03-10T00:00:00Z');
  });
});
