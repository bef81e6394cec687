import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PolicyFamily } from '@freight/contracts';
import { displayMessages } from '@freight/contracts';
import dayjs from 'dayjs';
import { Markdown } from '../../../shared/ui/Markdown';
import { documentOf, useLegalDocuments } from '../api/get-legal-documents';

/**
 * One policy document: title, effective date and text. Its title is the page's h1 on a policy page; inside another
 * page (the terms acceptance) it is an h2, so each screen keeps one h1.
 */
export function PolicyDocumentView({ family, titleOrder = 1 }: { family: PolicyFamily; titleOrder?: 1 | 2 }) {
  const { data, isPending, isError } = useLegalDocuments();
  if (isPending) {
    return (
      <Stack gap="sm">
        <Skeleton h={28} w="50%" />
        <Skeleton h={14} />
        <Skeleton h={14} />
        <Skeleton h={14} w="80%" />
      </Stack>
    );
  }
  const doc = documentOf(data?.documents, family);
  if (isError || !doc) return <Alert color="red">{displayMessages.errorRefresh}</Alert>;
  return (
    <article>
      <Title order={titleOrder} fz="h2">
        {doc.title}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        Effective {dayjs(doc.effectiveDate).format('D MMMM YYYY')}
      </Text>
      <Markdown source={doc.markdown} headingOffset={titleOrder} />
    </article>
  );
}
