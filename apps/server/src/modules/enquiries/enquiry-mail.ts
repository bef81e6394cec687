import { enquiryReasonLabel, type EnquiryReason } from '@freight/contracts';

export interface EnquiryMailInput {
  subject: string;
  reason: EnquiryReason;
  description: string | null;
  link: string;
  consignmentNo: string;
  carrierName: string;
  siteName: string;
  organisationName: string;
  user: { fullName: string; email: string | null };
  /** Newest first, already written in the receiver's time. */
  latestEvents: readonly string[];
}

/** The e-mail support receives: who asks, about which consignment, why, and what the carrier last reported. */
export function enquiryMailText(input: EnquiryMailInput): string {
  const events =
    input.latestEvents.length > 0
      ? input.latestEvents.map((line) => `  - ${line}`).join('\n')
      : '  (no tracking events yet)';
  return [
    `${input.user.fullName}${input.user.email ? ` <${input.user.email}>` : ''} of ${input.organisationName}, ${input.siteName}, lodged an enquiry.`,
    '',
    `Reason: ${enquiryReasonLabel(input.reason)}`,
    `Consignment: ${input.consignmentNo} (${input.carrierName})`,
    `Link: ${input.link}`,
    '',
    'Description:',
    input.description ?? '(none given)',
    '',
    'Latest tracking events:',
    events,
    '',
  ].join('\n');
}
