import { Badge } from '@mantine/core';
import type { Status } from '@freight/contracts';
import { sentenceCase, statusTone } from '@freight/rules';
import type { StatusTone } from '@freight/rules';

const toneColors: Record<StatusTone, string> = {
  neutral: 'gray',
  success: 'green',
  warning: 'yellow',
  danger: 'red',
};

/** Spec 4.6: onboarding neutral, transacting success, suspended warning, offboarded danger. */
export function StatusBadge({ status, hideTransacting }: { status: Status; hideTransacting?: boolean }) {
  if (hideTransacting && status === 'transacting') return null;
  return (
    <Badge
      size="xs"
      variant="light"
      color={toneColors[statusTone(status)]}
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {sentenceCase(status)}
    </Badge>
  );
}
