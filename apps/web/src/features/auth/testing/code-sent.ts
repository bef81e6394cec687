import type { FakeHandler } from '../../../testing/fake-api';

/** The words the server sends with a reset code, whether or not the account exists. */
export const CODE_SENT_INSTRUCTION =
  'If an account exists with this username an email will be sent with further instructions.';

/** The request for a reset code, answered as the server does once the code is e-mailed. */
export const codeSentRoute: Record<string, FakeHandler> = {
  'POST /api/auth/forgot-password': () => ({
    body: { result: 'codeSent', deliveryMedium: 'EMAIL', message: CODE_SENT_INSTRUCTION },
  }),
};
