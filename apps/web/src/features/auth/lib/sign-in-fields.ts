import { signInMessages } from '@freight/contracts';
import type { SignInRequest } from '@freight/contracts';

export type SignInField = keyof SignInRequest;
export type SignInProblems = Partial<Record<SignInField, string>>;

/**
 * The sign-in form's checks, the same as `signInRequestSchema`'s, written out so the sign-in page loads neither
 * the form library nor a schema resolver (it is the first page most people see).
 */
export function signInProblems(values: SignInRequest): SignInProblems {
  const problems: SignInProblems = {};
  const username = values.username.trim();
  if (username.length === 0) problems.username = signInMessages.usernameEmpty;
  else if (username.length > 254) problems.username = signInMessages.usernameOrPasswordInvalid;
  if (values.password.length === 0 || values.password.length > 256)
    problems.password = signInMessages.usernameOrPasswordInvalid;
  return problems;
}
