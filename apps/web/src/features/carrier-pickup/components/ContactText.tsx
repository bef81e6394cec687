import { Anchor } from '@mantine/core';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message as the spec words it, with the support phone number and e-mail address in it as links: a carrier reads
 * these on a phone, and one tap calls or writes.
 */
export function ContactText({ text, phone, email }: { text: string; phone: string; email?: string }) {
  const contacts = [phone, email].filter((contact): contact is string => Boolean(contact));
  if (contacts.length === 0) return text;
  // split with a capturing group puts the contacts found at the odd places, the text around them at the even ones
  const parts = text.split(new RegExp(`(${contacts.map(escaped).join('|')})`));
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    const href = part === phone ? `tel:${phone.replace(/\s/g, '')}` : `mailto:${part}`;
    return (
      // underlined: a link inside a sentence must not rest on its colour alone (WCAG 1.4.1)
      <Anchor key={index} href={href} inherit underline="always">
        {part}
      </Anchor>
    );
  });
}
