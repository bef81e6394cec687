import '../../../shared/ui/styles/mantine-shell';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { displayMessages } from '@freight/contracts';
import { RetryError } from '@freight/rules';
import { useParams, useSearchParams } from 'react-router';
import { ApiRequestError, retryMayHelp } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { SLOW_AFTER_MS, SlowTaskNotice } from '../../../shared/ui/feedback/SlowTaskNotice';
import { useDocumentNumber } from '../api/get-document-number';
import { useDocument, useObjectUrl } from '../api/poll-document';
import { DocumentActions, DocumentFrame } from '../components/DocumentFrame';
import { DocumentFailure } from '../components/DocumentFailure';
import { documentSource, documentSourceMessages } from '../lib/document-source';

const documentMessages = {
  preparing: 'Preparing document',
} as const;

function errorText(error: unknown): string {
  // the poll gave up (Timeout or MaxRetries): the wait ran long, in the spec's words (8.4)
  if (error instanceof RetryError) return displayMessages.slow;
  // the API refuses an id that cannot name a record (422): no such document, as for its 404
  if (error instanceof ApiRequestError && error.status === 422) return displayMessages.notFound;
  return displayMessageFor(error);
}

/**
 * Spec 2 (N01-N06): a consignment's label, connote or dangerous goods summary. It is asked for with HEAD until
 * ready (N10), then read with GET and shown, with a download link. The optional format segment changes nothing
 * yet: every document is a PDF.
 */
export function DocumentPage() {
  const { documentType, documentId } = useParams();
  const [searchParams] = useSearchParams();
  const source = documentSource(
    documentType,
    documentId,
    searchParams.get('labelUrl'),
    searchParams.get('documentId'),
  );
  const ready = useDocument(source.kind === 'pdf' ? source.url : undefined);
  const objectUrl = useObjectUrl(ready.data);
  const isManifest = documentType === 'manifest';
  // named by the consignment's (or manifest's) number once known; its id until then (or when it cannot be read)
  const ownerNumber = useDocumentNumber(
    isManifest ? 'manifest' : 'consignment',
    source.kind === 'pdf' ? documentId : undefined,
  );
  const number = ownerNumber.data ?? documentId ?? '';

  if (source.kind === 'unknown')
    return (
      <DocumentFrame subtitle="Unknown document">
        <Alert color="red" m="lg">
          {documentSourceMessages.unknownType}
        </Alert>
      </DocumentFrame>
    );
  const subtitle = isManifest ? `Manifest ${number}` : `${source.title} of consignment ${number}`;
  if (source.kind === 'missing')
    return (
      <DocumentFrame subtitle={subtitle}>
        <DocumentFailure message={displayMessages.notFound} />
      </DocumentFrame>
    );
  if (source.kind === 'unavailable')
    return (
      <DocumentFrame subtitle={subtitle}>
        <Alert color="orange" m="lg" title="Not available">
          {source.reason}
        </Alert>
      </DocumentFrame>
    );
  if (ready.isError)
    return (
      <DocumentFrame subtitle={subtitle}>
        <DocumentFailure
          message={errorText(ready.error)}
          onRetry={retryMayHelp(ready.error) ? () => void ready.refetch() : undefined}
        />
      </DocumentFrame>
    );
  if (!objectUrl)
    return (
      <DocumentFrame subtitle={subtitle}>
        <Center style={{ flex: 1 }} role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader />
            <Text size="sm" c="dimmed">
              {documentMessages.preparing}
            </Text>
            {/* shown while this screen waits, polling included */}
            <SlowTaskNotice waiting afterMs={SLOW_AFTER_MS.document} />
          </Stack>
        </Center>
      </DocumentFrame>
    );
  return (
    <DocumentFrame
      subtitle={subtitle}
      actions={
        <DocumentActions
          url={source.url}
          downloadUrl={objectUrl}
          fileName={source.fileName.replace(/-[^-]+\.pdf$/, `-${number}.pdf`)}
        />
      }
    >
      <iframe
        src={objectUrl}
        title={subtitle}
        style={{ flex: 1, width: '100%', border: 0, background: 'var(--mantine-color-gray-1)' }}
      />
    </DocumentFrame>
  );
}
