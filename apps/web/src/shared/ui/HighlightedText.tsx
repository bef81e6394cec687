import '@mantine/core/styles/Mark.layer.css';
import { Mark } from '@mantine/core';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '@freight/contracts';
import { splitHighlights } from '@freight/rules';

/**
 * Text from a search answer with its matches marked (document 3, 2 and 7): the parts between the highlight markers
 * are marked. Without highlighted text, the plain text is shown.
 */
export function HighlightedText({ text, highlighted }: { text: string; highlighted?: string | null }) {
  if (!highlighted) return <>{text}</>;
  return (
    <>
      {splitHighlights(highlighted, HIGHLIGHT_START, HIGHLIGHT_STOP).map((part, index) =>
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
