import { Text } from '@mantine/core';
import { CONSIGNMENT_MAX_PAGE_SIZE } from '@freight/contracts';
import { usePrefilledConsignments } from '../api/prefilled-consignments';

/**
 * The consignments a pre-filled pickup collects, named as View pickup names them ("Consignments: number
 * (receiver)") once read; until then, and if they cannot be read, how many there are.
 */
export function PrefilledConsignments({
  siteId,
  ids,
  withLines,
}: {
  siteId: string;
  ids: readonly string[];
  withLines: boolean;
}) {
  const found = usePrefilledConsignments(siteId, ids.slice(0, CONSIGNMENT_MAX_PAGE_SIZE));
  const named = found.data ?? [];
  const one = ids.length === 1;
  return (
    <>
      {named.length > 0 ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Consignments: {named.map((c) => `${c.consignmentNo} (${c.receiver.name})`).join(', ')}
        </Text>
      ) : null}
      <Text size="sm">
        The freight of {ids.length} consignment{one ? '' : 's'}, going to{' '}
        {one ? 'its receiver' : 'their receivers'}
        {withLines ? ', and these lines:' : '.'}
      </Text>
    </>
  );
}
