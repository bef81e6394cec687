import type { ConsignmentForm, PartyForm } from './form-schema';

const placeOf = (party: PartyForm) => ({
  mode: party.mode,
  entry: party.mode === 'entry' ? (party.entry?.id ?? null) : null,
  locality: party.mode === 'new' ? (party.locality?.id ?? null) : null,
  residential: party.residential,
});

/**
 * What a quote's price depends on, of the form as typed: the date, the places, the freight's measures and dangerous
 * goods, the receiver's options and the recovery. Names, streets, descriptions, technical names, references and
 * contacts change no price, so quotes stay good for a booking while only they changed.
 */
export function pricingKey(form: ConsignmentForm): string {
  return JSON.stringify({
    dispatchDate: form.dispatchDate,
    sender: placeOf(form.sender),
    receiver: placeOf(form.receiver),
    lines: form.lineItems.map((line) => ({
      packagingType: line.packagingType,
      quantity: line.quantity,
      length: line.length,
      width: line.width,
      height: line.height,
      weight: line.weight,
      // a technical name is words on the documents, as a description is
      dangerousGoods: line.dangerousGoods.map((entry) => ({ ...entry, technicalName: undefined })),
    })),
    tailgate: form.receiverExtras.tailgate,
    handUnload: form.receiverExtras.handUnload,
    timeSlot: form.timeSlot,
    recovery: form.recovery,
  });
}
