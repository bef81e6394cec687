import {
  forgotPasswordConfirmRequestSchema,
  formMessagesA,
  formMessagesB,
  passwordSchema,
} from '@freight/contracts';
import { z } from 'zod';

/** Spec 5.3: the confirm-password field must equal the new password. */
const confirmPassword = z.string().min(1, formMessagesA.required);

export const newPasswordFormSchema = z
  .object({ newPassword: z.string().min(1, formMessagesA.required).pipe(passwordSchema), confirmPassword })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: formMessagesB.match,
  });

/** Spec 5.3 (A27): a signed-in change of password: the current one, a new one that meets the policy, confirmed. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, formMessagesA.required),
    newPassword: z.string().min(1, formMessagesA.required).pipe(passwordSchema),
    confirmPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: formMessagesB.match,
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** Spec 5.3: the reset form needs the username, a code without spaces and a password that meets the policy. */
export const resetPasswordFormSchema = forgotPasswordConfirmRequestSchema
  .extend({ newPassword: z.string().min(1, formMessagesA.required).pipe(passwordSchema), confirmPassword })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: formMessagesB.match,
  });
