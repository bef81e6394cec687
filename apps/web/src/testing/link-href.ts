import { screen } from '@testing-library/react';

/** Where the link of that name on the screen leads. */
export const linkHref = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
