import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { shippingCostRecoveryTypes } from '@freight/contracts';
import type { Estimate } from '@freight/contracts';
import { formatAud } from '@freight/rules';
import { consignmentAtSite } from '../../../shared/config/paths';
import { formatDay, formatInstant, typeLabel, NO_VALUE } from '../../../shared/lib/display-format';
import { Fact } from '../../../shared/ui/Fact';

const recoveryLabels = {
  none: 'None',
  fixedAmount: 'Fixed amount',
  markupAmount: 'Markup amount',
  markupPercentage: 'Markup percentage',
} as const;

/** DESIGN 5a: the recovery as the form named it, amounts in AUD from cents. */
function recoveryText(recovery: Estimate['shippingCostRecovery']): string {
  const type = shippingCostRecoveryTypes.find((t) => t === recovery.type);
  if (!type || type === 'none' || recovery.value === null) return recoveryLabels.none;
  const value = type === 'markupPercentage' ? `${recovery.value}%` : formatAud(recovery.value);
  return `${recoveryLabels[type]}: ${value}`;
}

/** The estimate's own details: dates, type, references and cost recovery. */
export function EstimateFacts({ estimate }: { estimate: Estimate }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
        <Fact label="Dispatch date">{formatDay(estimate.dispatchDate)}</Fact>
        <Fact label="Type">{typeLabel(estimate.type)}</Fact>
        <Fact label="Created">{formatInstant(estimate.createdAt)}</Fact>
        <Fact label="References">
          {estimate.references.length > 0 ? estimate.references.join(', ') : NO_VALUE}
        </Fact>
        <Fact label="Shipping cost recovery">{recoveryText(estimate.shippingCostRecovery)}</Fact>
      </SimpleGrid>
      {estimate.convertedConsignment.length > 0 ? (
        <Text size="sm" mt="sm">
          Converted to {estimate.convertedConsignment.length === 1 ? 'consignment' : 'consignments'}{' '}
          {/* each opens at the estimate's site, where it was made */}
          {estimate.convertedConsignment.map((converted, index) => (
            <Fragment key={converted.id}>
              {index > 0 ? ', ' : null}
              <Anchor component={Link} to={consignmentAtSite(estimate.siteId, converted.id)}>
                {converted.connoteNumber}
              </Anchor>
            </Fragment>
          ))}
        </Text>
      ) : null}
    </Paper>
  );
}
