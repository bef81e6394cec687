import { Alert, Anchor, Button, CopyButton, Group, Text } from '@mantine/core';
import { displayMessageFor } from '../../../../shared/lib/display-message';
import { useTakeFocus } from '../../../../shared/ui/a11y/take-focus';
import { useCreateTrackingLink } from '../../api/create-tracking-link';

/** The link made, and its copy button, which takes the focus from the button the link replaced. */
function MadeLink({ url }: { url: string }) {
  const copyButton = useTakeFocus<HTMLButtonElement>();
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        style={{ wordBreak: 'break-all' }}
      >
        {url}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button ref={copyButton} size="compact-xs" variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** A link the shipper can pass to the receiver: the public tracking page, no sign-in needed. */
export function ReceiverLink({ consignmentId }: { consignmentId: string }) {
  const create = useCreateTrackingLink(consignmentId);
  if (create.data) return <MadeLink url={`${window.location.origin}${create.data.path}`} />;
  return (
    <Group gap="sm">
      <Button size="xs" variant="light" loading={create.isPending} onClick={() => create.mutate()}>
        Get receiver tracking link
      </Button>
      {create.isError ? (
        <Alert color="red" p="xs">
          <Text size="sm">{displayMessageFor(create.error)}</Text>
        </Alert>
      ) : null}
    </Group>
  );
}
