import { Anchor, List, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { parseMarkdown } from '../lib/markdown';
import type { Inline } from '../lib/markdown';

function InlineNodes({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={i}>{node.text}</Fragment>;
          case 'strong':
            return (
              <strong key={i}>
                <InlineNodes nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <InlineNodes nodes={node.children} />
              </em>
            );
          case 'link':
            return (
              <Anchor key={i} href={node.href}>
                <InlineNodes nodes={node.children} />
              </Anchor>
            );
        }
      })}
    </>
  );
}

/** Renders trusted-shape Markdown as React elements (never as HTML). Headings start at `headingOffset + 1`. */
export function Markdown({ source, headingOffset = 1 }: { source: string; headingOffset?: number }) {
  return (
    <>
      {parseMarkdown(source).map((block, i) => {
        if (block.kind === 'heading') {
          const order = Math.min(6, block.level + headingOffset) as 1 | 2 | 3 | 4 | 5 | 6;
          return (
            <Title key={i} order={order} mt={i === 0 ? 0 : 'lg'} mb="xs">
              <InlineNodes nodes={block.content} />
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={i} type={block.ordered ? 'ordered' : 'unordered'} spacing={4} mb="sm" size="sm">
              {block.items.map((item, j) => (
                <List.Item key={j}>
                  <InlineNodes nodes={item} />
                </List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={i} size="sm" mb="sm">
            <InlineNodes nodes={block.content} />
          </Text>
        );
      })}
    </>
  );
}
