import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { HighlightedText } from './HighlightedText';

describe('HighlightedText (document 3, 2)', () => {
  it('marks the parts between the double-brace markers', () => {
    const { container } = renderWithProviders(
      <p>
        <HighlightedText
          text="18 Cremorne Street, Richmond"
          highlighted="18 {{Crem}}orne Street, {{Rich}}mond"
        />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Crem', 'Rich']);
    expect(container.querySelector('p')?.textContent).toBe('18 Cremorne Street, Richmond');
  });

  it('shows the plain text when there is no highlight', () => {
    renderWithProviders(<HighlightedText text="Kestrel" highlighted={null} />);
    expect(screen.getByText('Kestrel')).toBeTruthy();
    expect(document.querySelector('mark')).toBeNull();
  });
});
