import { Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import type { Site } from '@freight/contracts';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { EntryPicker } from './EntryPicker';
import { SiteAddress } from './SiteAddress';

/**
 * A sender's or receiver's section of a shipment form: where the party comes from (the site's own address when the
 * site has one, an address book entry, or the form's own way, `typed`), then the form's own fields below.
 */
/** The props of a form's party section: its site, which side, and what the form adds below. */
export interface PartyProps {
  site: Site;
  side: 'sender' | 'receiver';
  children?: ReactNode;
}

export function PartySection({
  site,
  side,
  typed,
  children,
}: PartyProps & {
  /** The third way, besides the site and the address book: its mode, its label and the fields it shows (given the title). */
  typed: { value: string; label: string; fields: (title: string) => ReactNode };
}) {
  // the form's `<side>.mode` field, whichever form holds it
  const { field } = useController({ name: `${side}.mode` });
  const mode: unknown = field.value;
  const title = side === 'sender' ? 'Sender' : 'Receiver';
  const modes = [
    ...(site.addressId !== null ? [{ value: 'site', label: site.displayName }] : []),
    { value: 'entry', label: 'Address book' },
    { value: typed.value, label: typed.label },
  ];
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <SegmentedControl
          aria-label={`${title} from`}
          fullWidth
          size="xs"
          data={modes}
          value={typeof mode === 'string' ? mode : undefined}
          onChange={(value) => {
            if (value === 'site' || value === 'entry' || value === typed.value) field.onChange(value);
          }}
        />
        {mode === 'site' && site.addressId !== null ? (
          <SiteAddress addressId={site.addressId} />
        ) : mode === 'entry' ? (
          <EntryPicker siteId={site.id} side={side} label={`${title} address book entry`} />
        ) : (
          typed.fields(title)
        )}
        {children}
      </Stack>
    </Paper>
  );
}
