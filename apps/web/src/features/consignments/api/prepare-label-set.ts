import { consignmentEndpoints, type LabelSetResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pollUntilReady } from '../../../shared/lib/poll-until-ready';

/** A combined PDF of a couple of hundred consignments takes longer than one label: up to two minutes. */
const LABEL_SET_TIMEOUT_MS = 120_000;

/**
 * The labels of many consignments as one PDF: asked for once, then HEAD on its url until it is made (202 means
 * not yet); answers the url to open and what it holds.
 */
export async function prepareLabelSet(
  consignmentIds: string[],
  signal?: AbortSignal,
): Promise<LabelSetResponse['data']> {
  const answer = await callEndpoint(consignmentEndpoints.labelSet, {
    body: { data: { consignmentIds } },
    signal,
  });
  await pollUntilReady(answer.data.url, { signal, timeoutMs: LABEL_SET_TIMEOUT_MS });
  return answer.data;
}

export const usePrepareLabelSet = () =>
  useMutation({ mutationFn: (consignmentIds: string[]) => prepareLabelSet(consignmentIds) });
