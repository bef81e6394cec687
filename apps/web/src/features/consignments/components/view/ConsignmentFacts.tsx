import { SimpleGrid } from '@mantine/core';
import type { Consignment } from '@freight/contracts';
import {
  formatDay,
  formatVolume,
  formatWeight,
  typeLabel,
  NO_VALUE,
} from '../../../../shared/lib/display-format';
import { formatMoney } from '../../lib/list-format';
import { ViewSection } from './ViewSection';
import { Fact } from '../../../../shared/ui/Fact';

/** The booked service and its price (masked prices are not shown), dates, references and totals. */
export function ConsignmentFacts({ consignment }: { consignment: Consignment }) {
  const { agreedService, price } = consignment;
  return (
    <ViewSection title="Service and price">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Fact label="Type">{typeLabel(consignment.type)}</Fact>
        <Fact label="Carrier">{consignment.carrier.name}</Fact>
        <Fact label="Service">{agreedService.name}</Fact>
        <Fact label="Price">
          {price.isMasked || !price.cost
            ? 'Not shown'
            : `${formatMoney(price.cost.total)} incl. ${formatMoney(price.cost.tax)} GST`}
        </Fact>
        <Fact label="Dispatch date">{formatDay(consignment.dispatchDate)}</Fact>
        <Fact label="ETA">{formatDay(consignment.estimatedTimeOfArrival)}</Fact>
        <Fact label="References">{consignment.references.join(', ') || NO_VALUE}</Fact>
        <Fact label="Delivery references">
          {consignment.receiver.deliveryReferences.join(', ') || NO_VALUE}
        </Fact>
        <Fact label="Items">{consignment.itemQuantity}</Fact>
        <Fact label="Volume">{formatVolume(consignment.volume)}</Fact>
        <Fact label="Weight">{formatWeight(consignment.weight)}</Fact>
        <Fact label="Payer account">{consignment.payerAccount}</Fact>
        {consignment.costCenter ? <Fact label="Cost centre">{consignment.costCenter}</Fact> : null}
        {consignment.previousConsignmentNumbers.length > 0 ? (
          <Fact label="Previous numbers">{consignment.previousConsignmentNumbers.join(', ')}</Fact>
        ) : null}
      </SimpleGrid>
    </ViewSection>
  );
}
