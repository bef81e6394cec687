import { successStatuses } from '@freight/contracts';
import type { EndpointDef, EndpointResult } from '@freight/contracts';
import { readAnswer, sendEndpoint } from './endpoint-client';
import type { CallInput } from './endpoint-client';

/**
 * Spec 7 (I20, I23, K19): a call that expects the success status its descriptor declares; any other success
 * status is only logged as a warning, and the answer is still read.
 */
export async function callExpectingStatus<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
): Promise<EndpointResult<E>> {
  const response = await sendEndpoint(endpoint, input);
  const expected = successStatuses(endpoint)[0];
  if (response.status !== expected)
    console.warn(`${endpoint.method} ${endpoint.path} answered ${response.status}, expected ${expected}`);
  return readAnswer(endpoint, response);
}
