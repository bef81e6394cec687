import type { ReceiverNotificationKind } from '@freight/contracts';

export interface ReceiverMailInput {
  brandName: string;
  consignmentNo: string;
  carrierName: string;
  receiverName: string;
  senderName: string;
  eta: string | null;
  link: string;
}

const headline: Record<ReceiverNotificationKind, (input: ReceiverMailInput) => string> = {
  pickedUp: (i) => `Your consignment ${i.consignmentNo} from ${i.senderName} has been picked up`,
  outForDelivery: (i) => `Your consignment ${i.consignmentNo} from ${i.senderName} is out for delivery`,
  delivered: (i) => `Your consignment ${i.consignmentNo} from ${i.senderName} has been delivered`,
  late: (i) => `Your consignment ${i.consignmentNo} from ${i.senderName} is running late`,
};

/** What a receiver is told: what happened, the ETA, and the link to follow it; nothing of prices or contacts. */
export function receiverMail(kind: ReceiverNotificationKind, input: ReceiverMailInput) {
  const subject = headline[kind](input);
  const etaLine =
    kind === 'delivered'
      ? null
      : input.eta
        ? kind === 'late'
          ? `It was expected by ${input.eta}; the carrier is still on its way.`
          : `Expected delivery: ${input.eta}.`
        : null;
  const text = [
    `Hello ${input.receiverName},`,
    '',
    `${subject}, carried by ${input.carrierName}.`,
    ...(etaLine ? [etaLine] : []),
    '',
    `Follow it here: ${input.link}`,
    '',
    input.brandName,
    '',
  ].join('\n');
  return { subject, text };
}
