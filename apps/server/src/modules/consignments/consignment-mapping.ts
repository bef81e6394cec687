import {
  addressMessages,
  consignmentMessages,
  locationFields,
  packagingTypeNames,
  type StoredParty,
} from '@freight/contracts';
import type { ConsignmentRow } from './consignments.repository';

/**
 * Spec 8 (M60): a stored consignment the wire cannot express. A plain Error, not an AppError, so the error
 * handler logs it with its text ('Mapping error. {detail}. Resource id: {id}.') and answers a bare 500: the
 * client learns nothing of the stored data.
 */
export class ConsignmentMappingError extends Error {
  constructor(detail: string, id: number) {
    super(consignmentMessages.mappingError(detail, String(id)));
    this.name = 'ConsignmentMappingError';
  }
}

const packagingTypes: readonly string[] = packagingTypeNames;

/** Spec 5: a location maps only with all of its fields ('Location {field} is required'). */
function partyProblem(party: Pick<StoredParty, 'address'> | null | undefined): string | null {
  // jsonb written by an older release or by hand need not match the stored type
  const address: Partial<Record<string, unknown>> | null | undefined = party?.address;
  if (!address) return addressMessages.locationFieldRequired('address');
  const missing = locationFields.find((field) => typeof address[field] !== 'string' || address[field] === '');
  return missing ? addressMessages.locationFieldRequired(missing) : null;
}

/** What the check reads: the parties' addresses and the lines' packaging (a list row reads no more). */
type MappableRow = Pick<ConsignmentRow, 'id'> & {
  sender: Pick<StoredParty, 'address'> | null | undefined;
  receiver: Pick<StoredParty, 'address'> | null | undefined;
  lineItems: readonly { id: string; packagingType: string }[];
};

function lineProblem(row: MappableRow): string | null {
  for (const line of row.lineItems) {
    if (!packagingTypes.includes(line.packagingType))
      return `Line ${line.id} has an unknown packaging type ${String(line.packagingType)}`;
  }
  return null;
}

/** Throws ConsignmentMappingError when the stored row cannot be mapped to its wire form. */
export function assertMappable(row: MappableRow): void {
  const problem = partyProblem(row.sender) ?? partyProblem(row.receiver) ?? lineProblem(row);
  if (problem !== null) throw new ConsignmentMappingError(problem, row.id);
}
