import type { FakeAnswer } from '../../../testing/fake-api';
import { apiErrorBody } from '../../../testing/fake-api';

/** The server's answer to a sign-in step whose challenge has gone: its session expired, so log in again. */
export const challengeGone = (): FakeAnswer => ({
  status: 401,
  body: apiErrorBody(401, 'NoPendingChallengeException', 'Your session has expired, please log in again'),
});
