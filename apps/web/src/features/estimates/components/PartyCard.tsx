import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Estimate } from '@freight/contracts';
import { placeText } from '../lib/estimate-text';
import { NO_VALUE } from '../../../shared/lib/display-format';

const receiverOptionLabels = [
  ['authorityToLeave', 'Authority to leave'],
  ['deliveryTimeslotRequired', 'Delivery time slot required'],
  ['tailgate', 'Tailgate'],
  ['handUnload', 'Hand unload'],
] as const;

/** A sender or receiver of a saved estimate: name, place and, for the receiver, what it asks for. */
export function PartyCard({
  title,
  party,
  receiver,
}: {
  title: string;
  party: Estimate['sender'];
  receiver?: Estimate['receiver'];
}) {
  const options = receiver ? receiverOptionLabels.filter(([key]) => receiver[key]) : [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap={2}>
        {party.name ? <Text fw={600}>{party.name}</Text> : null}
        <Text size="sm">{placeText(party) || NO_VALUE}</Text>
        {!party.address && party.locality ? (
          <Text size="xs" c="dimmed">
            Suburb only
          </Text>
        ) : null}
      </Stack>
      {party.residential || options.length > 0 ? (
        <Group gap={4} mt="xs">
          {party.residential ? (
            <Badge size="xs" variant="light" color="grape">
              Residential
            </Badge>
          ) : null}
          {options.map(([key, label]) => (
            <Badge key={key} size="xs" variant="light">
              {label}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}
