import {
  carrierConsignmentListSchema,
  carrierTrackingEndpoints,
  podUploadedSchema,
  trackingEventBatchResponseSchema,
  type CarrierConsignment,
  type TrackingEventBatch,
} from '@freight/contracts';
import type { ZodType } from 'zod';

/** A carrier's systems, over HTTP, with the carrier's API key: the same calls a real carrier makes. */
export class CarrierClient {
  constructor(
    private readonly baseUrl: string,
    private readonly key: string,
  ) {}

  private async call<T>(method: string, path: string, schema: ZodType<T>, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return schema.parse(JSON.parse(text));
  }

  /** Every consignment of the carrier still to deliver, page by page. */
  async openConsignments(): Promise<CarrierConsignment[]> {
    const all: CarrierConsignment[] = [];
    let after: string | null = null;
    do {
      const query = new URLSearchParams({ 'filter[isFullyDelivered]': 'false', 'page[limit]': '500' });
      if (after) query.set('page[after]', after);
      const page = await this.call(
        'GET',
        `${carrierTrackingEndpoints.consignments.path}?${query.toString()}`,
        carrierConsignmentListSchema,
      );
      all.push(...page.data);
      after = page.meta.next;
    } while (after);
    return all;
  }

  report(events: TrackingEventBatch['events']) {
    return this.call('POST', carrierTrackingEndpoints.events.path, trackingEventBatchResponseSchema, {
      events,
    }).then((answer) => answer.data);
  }

  uploadPod(consignmentNo: string, file: Buffer) {
    return this.call('POST', carrierTrackingEndpoints.proofOfDelivery.path, podUploadedSchema, {
      consignmentNo,
      content: file.toString('base64'),
    }).then((answer) => answer.data);
  }
}
