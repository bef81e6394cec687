import { Button } from '@mantine/core';
import type { PrintDocumentType } from '@freight/contracts';
import { ApiRequestError } from '../../../../shared/lib/api-error';
import { displayMessageFor } from '../../../../shared/lib/display-message';
import { openInNewWindow } from '../../../../shared/lib/open-window';
import { openPopupsBlockedModal } from '../../../../shared/ui/dialogs/notice-modals';
import { toast } from '../../../../shared/ui/feedback/toast';
import { usePrintThroughAgent } from '../../api/print-through-agent';

/** What a button that prints a consignment's document through the print agent says. */
export const printButtonText: Record<PrintDocumentType, string> = {
  label: 'Print labels',
  connote: 'Print connote',
};

/**
 * Prints through the site's print agent (the same path as autoprint). Should the agent stop in the meantime, the
 * PDF opens instead, as it would have without an agent.
 */
export function SendToPrintersButton({
  siteId,
  consignmentIds,
  document,
  fallbackHref,
  children,
  size = 'sm',
}: {
  siteId: string;
  consignmentIds: string[];
  document: PrintDocumentType;
  fallbackHref: string | undefined;
  children: string;
  size?: 'xs' | 'sm';
}) {
  const print = usePrintThroughAgent();
  const send = () =>
    print.mutate(
      { siteId, consignmentIds, documents: [document] },
      {
        onSuccess: () => toast({ type: 'success', message: 'Sent to the printers' }),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409 && fallbackHref) {
            // opened after the server answered, no longer in the click: a browser may block it, and the user
            // is told how to allow it (spec 2.4)
            if (openInNewWindow(fallbackHref).blocked) openPopupsBlockedModal();
            return;
          }
          toast({ type: 'danger', message: displayMessageFor(error) });
        },
      },
    );
  return (
    <Button variant="light" size={size} onClick={send} loading={print.isPending}>
      {children}
    </Button>
  );
}
