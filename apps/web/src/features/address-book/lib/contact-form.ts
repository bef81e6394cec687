import { formMessagesB } from '@freight/contracts';
import type { Contact, ContactAttributes } from '@freight/contracts';
import { z } from 'zod';
import { phoneFormField } from '../../../shared/lib/phone-field';

/** A contact in the entry form; `id` is set for contacts the entry already has. */
export const contactFormSchema = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1, formMessagesB.required).max(100, formMessagesB.maxLength(100)),
  phone: phoneFormField(30),
  email: z
    .string()
    .trim()
    .max(254, formMessagesB.maxLength(254))
    .refine((email) => email === '' || z.email().safeParse(email).success, formMessagesB.email),
  specialInstructions: z.string().max(500, formMessagesB.maxLength(500)),
  authorityToLeave: z.boolean(),
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const emptyContact = (): ContactForm => ({
  name: '',
  phone: '',
  email: '',
  specialInstructions: '',
  authorityToLeave: false,
});

export const contactToForm = (contact: Contact): ContactForm => ({
  id: contact.id,
  name: contact.name,
  phone: contact.phone ?? '',
  email: contact.email ?? '',
  specialInstructions: contact.deliveryInstructions.specialInstructions ?? '',
  authorityToLeave: contact.deliveryInstructions.authorityToLeave,
});

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** Spec 3: name, phone, email and delivery instructions {specialInstructions, authorityToLeave}. */
export const contactFromForm = (form: ContactForm): ContactAttributes => ({
  name: form.name.trim(),
  phone: orNull(form.phone),
  email: orNull(form.email),
  deliveryInstructions: {
    specialInstructions: orNull(form.specialInstructions),
    authorityToLeave: form.authorityToLeave,
  },
});

/** Whether a saved contact differs from the form's version of it. */
export const contactChanged = (contact: Contact, form: ContactForm): boolean =>
  JSON.stringify(contactFromForm(contactToForm(contact))) !== JSON.stringify(contactFromForm(form));
