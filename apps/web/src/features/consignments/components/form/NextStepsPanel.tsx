import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { serviceLabel } from '@freight/rules';
import { formatWeekday } from '../../../../shared/lib/display-format';
import { useTakeFocus } from '../../../../shared/ui/a11y/take-focus';
import { documentLinkProps } from '../../../../shared/ui/document-link';
import { IconCircleCheck } from '../../../../shared/ui/icons/icons';
import type { CreatedConsignment } from '../../api/create-consignment';
import { useAgentRunning } from '../../api/get-print-agent-status';
import { nextStepLinks } from '../../lib/form-next-steps';
import { printButtonText, SendToPrintersButton } from '../print/SendToPrintersButton';

/**
 * Spec 7 (M48): the consignment just created and what to do next with it. Documents open in a new tab unless
 * the site's flag switches pop-ups off (N16); then they are ordinary links in this tab.
 */
export function NextStepsPanel({
  created,
  siteId,
  viewPath,
  popups = true,
}: {
  created: CreatedConsignment;
  siteId: string;
  viewPath: string;
  popups?: boolean;
}) {
  const { data } = created;
  // the form and its Create button are gone: the outcome has the focus
  const heading = useTakeFocus<HTMLHeadingElement>();
  // with a running print agent, labels and connote go to the site's printers (one button each)
  const running = useAgentRunning(siteId).data === true;
  const steps = nextStepLinks(created, siteId);
  const shown = running
    ? steps.filter((step, i) => !step.print || steps.findIndex((other) => other.print === step.print) === i)
    : steps;
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-label="Next steps">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" size="lg" radius="xl">
            <IconCircleCheck />
          </ThemeIcon>
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            Consignment {data.consignmentNo} created
          </Title>
        </Group>
        <Text c="dimmed">
          {serviceLabel(data.agreedService)}, dispatch {formatWeekday(data.dispatchDate)}, to{' '}
          {data.receiver.name}.{' '}
          <Anchor component={Link} to={viewPath}>
            View the consignment
          </Anchor>
        </Text>
        <Title order={3} size="h5">
          Next steps
        </Title>
        <Group gap="sm">
          {shown.map((step) =>
            running && step.print ? (
              <SendToPrintersButton
                key={step.to}
                siteId={siteId}
                consignmentIds={[data.id]}
                document={step.print}
                fallbackHref={step.to}
              >
                {printButtonText[step.print]}
              </SendToPrintersButton>
            ) : step.newWindow && popups ? (
              <Button key={step.to} component="a" {...documentLinkProps(step.to, true)} variant="light">
                {step.label}
              </Button>
            ) : (
              <Button key={step.to} component={Link} to={step.to} variant="light">
                {step.label}
              </Button>
            ),
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
