import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Pickup } from '@freight/contracts';
import { useRef, useState } from 'react';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { usePickupReliability } from '../api/pickup-reliability';
import { useRequestPickup } from '../api/request-pickup';
import { DangerousGoodsDeclaration } from './DangerousGoodsDeclaration';
import { ServiceChoice } from './ServiceChoice';

/**
 * Requesting a pickup of a carrier service (P10 to P12, P23): the services to choose from with their record, the
 * dangerous goods declaration when the freight has them, and the request. The same for a new pickup and for a new
 * request of a saved one.
 */
export function RequestPanel({
  pickup,
  creationPrevented,
  label,
  onRequested,
}: {
  pickup: Pickup;
  creationPrevented: boolean;
  label: string;
  onRequested?: (pickup: Pickup) => void;
}) {
  const reliability = usePickupReliability(pickup.siteId);
  const request = useRequestPickup();
  const [chosen, setChosen] = useState<string | null>(null);
  const [declared, setDeclared] = useState(false);
  // pressing the request without the declaration says so at it, rather than a button disabled for no reason shown
  const [declarationMissing, setDeclarationMissing] = useState(false);
  const declaration = useRef<HTMLInputElement>(null);
  const submit = () => {
    if (!chosen) return;
    if (pickup.hasDangerousGoods && !declared) {
      setDeclarationMissing(true);
      declaration.current?.focus();
      return;
    }
    request.mutate(
      { id: pickup.id, agreedServiceId: chosen, excludesDangerousGoods: !pickup.hasDangerousGoods },
      { onSuccess: (requested) => onRequested?.(requested) },
    );
  };
  return (
    <Paper withBorder radius="sm" p="lg">
      <ServiceChoice
        services={pickup.services}
        reliability={reliability.data?.data ?? []}
        value={chosen}
        onChange={setChosen}
      />
      <Stack mt="md" gap="sm">
        {pickup.hasDangerousGoods ? (
          <DangerousGoodsDeclaration
            ref={declaration}
            checked={declared}
            onChange={setDeclared}
            missing={declarationMissing}
          />
        ) : null}
        {request.isError ? <Alert color="red">{displayMessageFor(request.error)}</Alert> : null}
        <Group justify="flex-end">
          {chosen || creationPrevented ? null : (
            <Text size="sm" c="dimmed">
              Choose a carrier service to request the pickup.
            </Text>
          )}
          <Button onClick={submit} loading={request.isPending} disabled={!chosen || creationPrevented}>
            {label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
