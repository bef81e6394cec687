import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiryReasons, formMessagesB, type Enquiry, type EnquiryList } from '@freight/contracts';
import { consignments, mailOutbox, sites } from '../../db/schema';
import {
  book,
  useConsignmentWorld,
  errorsOf,
  expectFirstError,
} from '../consignments/consignment-world.fixture';
import { recordTrackingEvents } from '../consignments';

const ENQUIRIES = '/api/sender/v0/enquiries';
let consignmentId: string;
let consignmentNo: string;

const body = (id: string, over: Record<string, unknown> = {}) => ({
  data: {
    type: 'consignment',
    reason: 'POD Request',
    description: 'The receiver says nothing arrived.',
    consignment: { id, link: `https://shipping.example/site/1/consignment/${id}` },
    ...over,
  },
});

const w = useConsignmentWorld();
beforeAll(async () => {
  const alice = await w.world.signIn('alice');
  const { consignment } = await book(alice, w.booking);
  consignmentId = consignment.id;
  consignmentNo = consignment.consignmentNo;
  await recordTrackingEvents(w.t.database.db, Number(consignment.id), [
    {
      type: 'pickedUp',
      occurredAt: new Date('2026-03-09T22:35:00Z'),
      description: 'Picked up from sender',
      location: 'Melbourne VIC',
    },
  ]);
});

describe('POST /api/sender/v0/enquiries', () => {
  it('lodges an enquiry with its subject and user, and e-mails support the link and latest events', async () => {
    const alice = await w.world.signIn('alice');
    const res = await alice.post(ENQUIRIES, body(consignmentId));
    expect(res.statusCode).toBe(201);
    const enquiry = res.json<{ data: Enquiry }>().data;
    expect(enquiry).toMatchObject({
      type: 'consignment',
      reason: 'POD Request',
      subject: `POD Request: consignment ${consignmentNo}`,
      description: 'The receiver says nothing arrived.',
      consignment: { id: consignmentId },
      user: { fullName: 'alice Tester', email: 'alice@example.com' },
    });
    // the view's path, on the app's own address rather than the one the client sent
    expect(enquiry.consignment.link).toBe(`http://localhost:80/site/1/consignment/${consignmentId}`);
    expect(enquiry.createdAt).toBe(w.t.clock.now().toISOString());

    const [mail] = await w.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'enquiry'));
    expect(mail?.to).toBe(w.t.config.helpContact.email);
    expect(mail?.subject).toBe(enquiry.subject);
    expect(mail?.text).toContain(enquiry.consignment.link);
    expect(mail?.text).toContain('alice Tester <alice@example.com>');
    // the receiver is in Adelaide: the event is in its time
    expect(mail?.text).toContain(
      'Tue 10 Mar 2026, 9:05 am ACDT: Picked up, Picked up from sender (Melbourne VIC)',
    );
    expect(mail?.sentAt).not.toBeNull();
  });

  it('offers the spec’s reasons and no others; "other" needs a description', async () => {
    expect(enquiryReasons).toEqual([
      'POD Request',
      'Overdue',
      'Delivery ETA',
      'Partial Delivery',
      'Redirection',
      'Return to Sender',
      'Carrier Pre-Alert',
      'Redelivery',
      'Damaged Freight',
      'Nil Scan',
      'other',
    ]);
    const alice = await w.world.signIn('alice');
    const unknown = await alice.post(ENQUIRIES, body(consignmentId, { reason: 'Lost' }));
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown.json())[0]?.pointer).toBe('/data/reason');
    expectFirstError(unknown, '/data/reason', formMessagesB.oneOf(enquiryReasons));
    const noReason = await alice.post(ENQUIRIES, body(consignmentId, { reason: undefined }));
    // the form's required text, as the form shows it before sending
    expectFirstError(noReason, '/data/reason', 'cannot be blank');
    const other = await alice.post(ENQUIRIES, body(consignmentId, { reason: 'other', description: '  ' }));
    expectFirstError(other, '/data/description', 'Describe the enquiry');
    const badLink = await alice.post(
      ENQUIRIES,
      body(consignmentId, { consignment: { id: consignmentId, link: 'javascript:alert(1)' } }),
    );
    expect(badLink.statusCode).toBe(422);
    expect(errorsOf(badLink.json())[0]?.pointer).toBe('/data/consignment/link');
    // a link support would trust must lead to this consignment's view, nowhere else
    for (const link of [
      `https://shipping.example/site/1/consignment/${Number(consignmentId) + 1}`,
      `https://shipping.example/site/1/consignment/${consignmentId}/../../../login`,
      'https://evil.example/reset-password',
    ]) {
      const elsewhere = await alice.post(
        ENQUIRIES,
        body(consignmentId, { consignment: { id: consignmentId, link } }),
      );
      expectFirstError(elsewhere, '/data/consignment/link', "must be the link of this consignment's view");
    }
    const wrongType = await alice.post(ENQUIRIES, body(consignmentId, { type: 'manifest' }));
    // the one type there is, named
    expectFirstError(wrongType, '/data/type', formMessagesB.oneOf(['consignment']));
    const overlong = await alice.post(ENQUIRIES, body(consignmentId, { description: 'x'.repeat(2001) }));
    expect(overlong.statusCode).toBe(422);
    expect(errorsOf(overlong.json())[0]?.pointer).toBe('/data/description');
  });

  it('may be lodged on a suspended site, where consignments cannot be created', async () => {
    const alice = await w.world.signIn('alice');
    const { consignment } = await book(alice, w.booking);
    await w.t.database.db
      .update(consignments)
      .set({ siteId: w.world.ids.suspended })
      .where(eq(consignments.id, Number(consignment.id)));
    const [site] = await w.t.database.db
      .select({ status: sites.status })
      .from(sites)
      .where(eq(sites.id, w.world.ids.suspended));
    expect(site?.status).toBe('suspended');
    const res = await alice.post(ENQUIRIES, body(consignment.id, { reason: 'Overdue' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Enquiry }>().data.reason).toBe('Overdue');
  });

  it('never reaches another organisation’s consignment, and needs a signed-in user', async () => {
    const olly = await w.world.signIn('olly');
    const res = await olly.post(ENQUIRIES, body(consignmentId));
    expect(res.statusCode).toBe(404);
    const list = await olly.get(`${ENQUIRIES}?filter[consignment.id]=${consignmentId}`);
    expect(list.statusCode).toBe(404);
    const anonymous = await w.t.app.inject({
      method: 'GET',
      url: `${ENQUIRIES}?filter[consignment.id]=${consignmentId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/sender/v0/enquiries', () => {
  it('answers the consignment’s enquiries, newest first, and needs filter[consignment.id]', async () => {
    const dan = await w.world.signIn('dan');
    w.t.clock.advance(60_000);
    const lodged = await dan.post(ENQUIRIES, body(consignmentId, { reason: 'Damaged Freight' }));
    expect(lodged.statusCode).toBe(201);
    const res = await dan.get(`${ENQUIRIES}?filter[consignment.id]=${consignmentId}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<EnquiryList>().data;
    expect(list.map((e) => [e.reason, e.user.fullName])).toEqual([
      ['Damaged Freight', 'dan Tester'],
      ['POD Request', 'alice Tester'],
    ]);
    const missing = await dan.get(ENQUIRIES);
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing.json())[0]?.pointer).toBe('/querystring/filter[consignment.id]');
  });
});
