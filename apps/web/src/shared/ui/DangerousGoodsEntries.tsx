import { Badge, Stack, Text } from '@mantine/core';
import { dangerousGoodsPackingText, dangerousGoodsText } from '@freight/rules';

/** An entry as the DG summary prints it: UN number, name (technical name), class, packing group, then packing. */
export const dangerousGoodsLine = (entry: Record<string, unknown>) =>
  [dangerousGoodsText(entry), dangerousGoodsPackingText(entry)].filter(Boolean).join(' · ');

/** A freight line's dangerous goods, an entry a line, under its description in a view. */
export function DangerousGoodsEntries({ entries }: { entries: readonly Record<string, unknown>[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {entries.map((entry, index) => (
        <Text key={index} component="div" size="xs">
          <Badge size="xs" color="orange" variant="light" mr={6} miw="max-content">
            Dangerous goods
          </Badge>
          {dangerousGoodsLine(entry)}
        </Text>
      ))}
    </Stack>
  );
}
