import { Button, Group, Paper, Stack } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { SLOW_AFTER_MS, SlowTaskNotice } from '../../ui/feedback/SlowTaskNotice';
import { RecoveryFields } from './RecoveryFields';

interface GetQuotesBarProps extends Pick<ButtonProps, 'variant'> {
  /** Whether quotes are being asked for: the button spins, and a notice shows if it runs long. */
  pricing: boolean;
  /** Whether quotes have been got already, so the button gets them again. */
  again: boolean;
  /** A submit button (the form gets the quotes), or one that does on click. */
  type?: 'submit';
  onClick?: () => void;
}

/** The foot of a shipment form: the shipping cost recovery, and the button that gets quotes for the shipment. */
export function GetQuotesBar({ pricing, again, ...button }: GetQuotesBarProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end">
        <RecoveryFields />
        <Stack gap={4} align="flex-end">
          <Button {...button} size="md" loading={pricing}>
            {again ? 'Get quotes again' : 'Get quotes'}
          </Button>
          <SlowTaskNotice waiting={pricing} afterMs={SLOW_AFTER_MS.quoteSet} />
        </Stack>
      </Group>
    </Paper>
  );
}
