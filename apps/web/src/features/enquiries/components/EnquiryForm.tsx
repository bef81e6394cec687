import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  ENQUIRY_DESCRIPTION_MAX,
  enquiryMessages,
  enquiryReasonLabel,
  enquiryReasons,
  type EnquiryReason,
} from '@freight/contracts';
import { fieldErrorText } from '@freight/rules';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { useTakeFocus } from '../../../shared/ui/a11y/take-focus';
import { FieldLabel } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/feedback/toast';
import { useCreateEnquiry } from '../api/create-enquiry';

const isReason = (value: string | null): value is EnquiryReason =>
  enquiryReasons.some((reason) => reason === value);

/** The field an error points at, by its pointer's last part. */
const fieldErrors = (error: unknown): { reason?: string; description?: string; other?: string } => {
  if (!isApiError(error, 'validation')) return { other: displayMessageFor(error) };
  const found: { reason?: string; description?: string; other?: string } = {};
  for (const e of error.errors) {
    const pointer = e.source?.pointer ?? '';
    if (pointer.endsWith('/reason')) found.reason = e.detail;
    else if (pointer.endsWith('/description')) found.description = e.detail;
    else found.other = e.detail ?? e.title;
  }
  return found;
};

/** Spec 3, 7: an enquiry about the consignment, with one of the spec's reasons, lodged with support. */
export function EnquiryForm({
  consignmentId,
  link,
  onDone,
}: {
  consignmentId: string;
  link: string;
  onDone: () => void;
}) {
  const [reason, setReason] = useState<EnquiryReason | null>(null);
  const [description, setDescription] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const create = useCreateEnquiry(consignmentId);
  // opened in place of the button that opened it: its first field has the focus
  const reasonField = useTakeFocus<HTMLInputElement>();
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const errors = create.isError ? fieldErrors(create.error) : {};

  const submit = () => {
    if (!reason) {
      setReasonMissing(true);
      // the keyboard and a screen reader go to what needs fixing
      reasonField.current?.focus();
      return;
    }
    create.mutate(
      { consignmentId, link, reason, description },
      {
        onSuccess: () => {
          toast({ type: 'success', message: enquiryMessages.lodged });
          onDone();
        },
        onError: (error) => {
          // the button was disabled while sending, which lost the focus: it goes to the field refused
          const refused = fieldErrors(error);
          const field = refused.description
            ? descriptionField.current
            : refused.reason
              ? reasonField.current
              : null;
          if (field) field.focus();
          // the button is enabled again once the refusal is rendered
          else requestAnimationFrame(() => submitButton.current?.focus());
        },
      },
    );
  };

  return (
    <form
      aria-label="Lodge an enquiry"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Select
          ref={reasonField}
          label="Reason"
          placeholder="Choose a reason"
          // the value sent stays the spec's (`other`); only its label reads as the others do
          data={enquiryReasons.map((value) => ({ value, label: enquiryReasonLabel(value) }))}
          value={reason}
          onChange={(value) => {
            setReason(isReason(value) ? value : null);
            setReasonMissing(false);
          }}
          // spec 5.1: shown sentence-cased, whether the form or the API found it
          error={
            reasonMissing
              ? fieldErrorText(enquiryMessages.reason)
              : errors.reason && fieldErrorText(errors.reason)
          }
          allowDeselect={false}
        />
        <Textarea
          ref={descriptionField}
          // spec 5.1: optional fields are marked, required ones are not; a reason of other needs the description
          label={<FieldLabel label="Description" optional={reason !== 'other'} />}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={ENQUIRY_DESCRIPTION_MAX}
          // the limit cuts a paste short: the count shows it
          description={`${description.length} of ${ENQUIRY_DESCRIPTION_MAX} characters`}
          autosize
          minRows={3}
          error={errors.description && fieldErrorText(errors.description)}
        />
        {errors.other ? (
          <Alert color="red" role="alert">
            {errors.other}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            Cancel
          </Button>
          <Button ref={submitButton} type="submit" loading={create.isPending}>
            Lodge enquiry
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
