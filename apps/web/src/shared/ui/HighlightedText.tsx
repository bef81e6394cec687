import '@mantine/core/styles/Mark.layer.css';
import { Mark } from '@mantine/core';
import { MARK_START, MARK_STOP } from '../lib/highlight-markers';
import { splitHighlights } from '@freight/rules';

/**
 * Text from a search answer with its matches marked (document 3, 2 and 7): the parts between the highlight markers
 * are marked. Without highlighted text, the plain text is shown.
 */
export function HighlightedText({ text, highlighted }: { text: string; highlighted?: string | null }) {
  if (!highlighted) return <>{text}</>;
  return (
    <>
      {splitHighlights(highlighted, MARK_START, MARK_STOP).map((part, index) =>
        part.highlighted ? (
          <Mark key={index} color="yellow">
            {part.text}
          </Mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
