import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Enquiry } from '@freight/contracts';
import { useId, useRef, useState } from 'react';
import { formatInstant } from '../../../shared/lib/display-format';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { SimpleTable } from '../../../shared/ui/SimpleTable';
import type { SimpleColumn } from '../../../shared/ui/SimpleTable';
import { useEnquiries } from '../api/list-enquiries';
import { EnquiryForm } from './EnquiryForm';

const columns: SimpleColumn<Enquiry>[] = [
  {
    header: 'Lodged',
    // Melbourne time, as the tracking events beside it (spec 9), whatever the browser's zone
    cell: (enquiry) => formatInstant(enquiry.createdAt),
  },
  {
    header: 'Subject',
    // a long unbroken word (a URL, a reference) breaks inside the cell, not past the card
    td: { style: { overflowWrap: 'anywhere' } },
    cell: (enquiry) => (
      <>
        <Text size="sm" fw={600}>
          {enquiry.subject}
        </Text>
        {enquiry.description ? (
          // whole, in the lines it was written in: the card is where the shipper reads back what was asked
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {enquiry.description}
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'By', cell: (enquiry) => enquiry.user.fullName },
];

export interface EnquiriesCardProps {
  consignmentId: string;
  /** The consignment's page, sent with the enquiry so support can open it. */
  link: string;
}

/**
 * Spec 3, 7: the consignment's enquiries and a form to lodge one. Suspended sites may lodge enquiries too
 * (spec 4.6: they can only track consignments and lodge enquiries).
 */
export function EnquiriesCard({ consignmentId, link }: EnquiriesCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // the form closed (lodged or cancelled) gives the focus back to the button that opened it
  const refocus = useRef(false);
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };
  const lodgeButton = (button: HTMLButtonElement | null) => {
    if (!button || !refocus.current) return;
    refocus.current = false;
    button.focus();
  };
  const enquiries = useEnquiries(consignmentId);
  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        Enquiries
      </Title>
      <Stack gap="sm">
        {enquiries.isError ? <Alert color="red">{displayMessageFor(enquiries.error)}</Alert> : null}
        {enquiries.data && enquiries.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No enquiries lodged.
          </Text>
        ) : null}
        {enquiries.data && enquiries.data.length > 0 ? (
          <SimpleTable
            aria-label="Enquiries"
            verticalSpacing={4}
            columns={columns}
            rows={enquiries.data}
            rowKey={(enquiry) => enquiry.id}
          />
        ) : null}
        {open ? (
          <EnquiryForm consignmentId={consignmentId} link={link} onDone={close} />
        ) : (
          <Button
            ref={lodgeButton}
            variant="light"
            onClick={() => setOpen(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            Lodge an enquiry
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
