import { Stack, Text } from '@mantine/core';
import { serviceNameAfterCarrier } from '@freight/rules';

// one line, cut inside a word when it must ("Mallee Transp…" rather than "Mallee…"); its whole width still
// counts where the table has room to give
const line = { wordBreak: 'break-all' } as const;

/** A cell's name and, dimmed under it, where or what it is (a party and its place, a carrier and its service). */
export function TwoLineCell({ main, detail }: { main: string; detail?: string | null }) {
  return (
    // the floor keeps a crowded table from squeezing a name to a few letters; a name cut short reads whole on hover
    <Stack gap={0} miw="7rem">
      <Text size="sm" fw={500} lineClamp={1} style={line} title={main}>
        {main}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed" lineClamp={1} style={line} title={detail}>
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A consignment's carrier, its agreed service under it, named without the carrier's name again. */
export function CarrierServiceCell({
  carrier,
  agreedService,
}: {
  carrier: { name: string };
  agreedService: { name: string };
}) {
  return (
    <TwoLineCell
      main={carrier.name}
      detail={serviceNameAfterCarrier({ carrierName: carrier.name, name: agreedService.name })}
    />
  );
}
