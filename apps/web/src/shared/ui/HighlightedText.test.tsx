import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { MARK_START as S, MARK_STOP as E } from '../lib/highlight-markers';
import { HighlightedText } from './HighlightedText';

describe('HighlightedText (document 3, 2)', () => {
  it('marks the parts between the markers the app asks for', () => {
    const { container } = renderWithProviders(
      <p>
        <HighlightedText
          text="18 Cremorne Street, Richmond"
          highlighted={`18 ${S}Crem${E}orne Street, ${S}Rich${E}mond`}
        />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Crem', 'Rich']);
    expect(container.querySelector('p')?.textContent).toBe('18 Cremorne Street, Richmond');
  });

  it('shows braces in a name as written, marking only the match', () => {
    const { container } = renderWithProviders(
      <p>
        <HighlightedText text="Zed {{brace}} Co" highlighted={`Zed {{${S}brace${E}}} Co`} />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['brace']);
    expect(container.querySelector('p')?.textContent).toBe('Zed {{brace}} Co');
  });

  it('shows the plain text when there is no highlight', () => {
    renderWithProviders(<HighlightedText text="Kestrel" highlighted={null} />);
    expect(screen.getByText('Kestrel')).toBeTruthy();
    expect(document.querySelector('mark')).toBeNull();
  });
});
