import { describe, expect, it } from 'vitest';
import { platformConfigBody } from '../../testing/fixtures';
import { feedbackLink } from './platform-config';

describe('Give feedback', () => {
  it('opens the configured survey in a new tab', () => {
    expect(feedbackLink({ ...platformConfigBody, feedbackUrl: 'https://survey.example/freight' })).toEqual({
      href: 'https://survey.example/freight',
      external: true,
    });
  });

  it('writes to the help contact when there is no survey, and waits for the configuration', () => {
    expect(feedbackLink(platformConfigBody)).toEqual({
      href: 'mailto:support@example.com?subject=Feedback',
      external: false,
    });
    expect(feedbackLink(undefined)).toBeUndefined();
  });
});
