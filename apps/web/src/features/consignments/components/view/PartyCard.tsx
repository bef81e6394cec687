import { Stack, Text } from '@mantine/core';
import type { Consignment } from '@freight/contracts';
import { oneLineAddress } from '../../../../shared/lib/display-format';
import { ViewSection } from './ViewSection';

type Party = Consignment['sender'] | Consignment['receiver'];

/** A sender or receiver: name, address and contact; a receiver's delivery options too. */
export function PartyCard({ title, party }: { title: string; party: Party }) {
  const contact = [party.contactName, party.contactPhone, party.contactEmail].filter(Boolean).join(' · ');
  const options =
    'tailgate' in party
      ? [
          party.tailgate ? 'Tailgate' : null,
          party.handUnload ? 'Hand unload' : null,
          party.authorityToLeave ? 'Authority to leave' : null,
        ].filter(Boolean)
      : [];
  return (
    <ViewSection title={title}>
      <Stack gap={2}>
        <Text fw={600}>{party.name}</Text>
        <Text size="sm">
          {oneLineAddress({ ...party.address, line2: party.line2 ?? party.address.line2 })}
        </Text>
        {party.residential ? (
          <Text size="sm" c="dimmed">
            Residential
          </Text>
        ) : null}
        {contact ? <Text size="sm">{contact}</Text> : null}
        {options.length > 0 ? <Text size="sm">{options.join(' · ')}</Text> : null}
        {'specialInstructions' in party && party.specialInstructions ? (
          <Text size="sm" c="dimmed">
            {party.specialInstructions}
          </Text>
        ) : null}
      </Stack>
    </ViewSection>
  );
}
