import { Anchor, Group } from '@mantine/core';
import type { Consignment } from '@freight/contracts';
import type { ReactNode } from 'react';
import { documentLinkProps } from '../../../../shared/ui/document-link';
import { recordAction } from '../../../../shared/lib/telemetry';
import { ViewSection } from './ViewSection';

export interface DocumentLink {
  label: string;
  href: string;
}

/** Spec 2, 7: the consignment's label(s), connote and, with dangerous goods, its DG summary, each in the document route. */
export function documentLinks(
  consignment: Pick<Consignment, 'id' | 'hasDangerousGoods'>,
  labels: readonly { name: string; href: string }[],
  documentPath: (type: 'label' | 'connote' | 'dg-summary', labelUrl?: string) => string,
): DocumentLink[] {
  const labelLinks = labels.map((label) => ({
    label: labels.length > 1 ? `Label (${label.name})` : 'Label',
    // the label's file under the consignment, e.g. label.pdf (N03: the labelUrl query)
    href: documentPath('label', label.href.split('/').pop() ?? 'label.pdf'),
  }));
  return [
    ...(labelLinks.length > 0 ? labelLinks : [{ label: 'Label', href: documentPath('label') }]),
    { label: 'Connote', href: documentPath('connote') },
    ...(consignment.hasDangerousGoods
      ? [{ label: 'Dangerous goods summary', href: documentPath('dg-summary') }]
      : []),
  ];
}

/** Each document opens in a new tab, or in this one when the site's flag switches pop-ups off (N16). */
export function DocumentsCard({
  links,
  popups = true,
  printing,
}: {
  links: readonly DocumentLink[];
  popups?: boolean;
  /** Buttons that print through the site's print agent, when one is running. */
  printing?: ReactNode;
}) {
  return (
    <ViewSection title="Documents">
      <Group gap="lg">
        {links.map((link) => {
          const open = documentLinkProps(link.href, popups);
          return (
            <Anchor
              key={link.href}
              {...open}
              onClick={(event) => {
                recordAction('documentOpened');
                open.onClick?.(event);
              }}
            >
              {link.label}
            </Anchor>
          );
        })}
      </Group>
      {printing ? (
        <Group gap="sm" mt="sm" role="group" aria-label="Send to the site's printers">
          {printing}
        </Group>
      ) : null}
    </ViewSection>
  );
}
