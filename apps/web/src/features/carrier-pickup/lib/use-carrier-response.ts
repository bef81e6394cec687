import { useEffect, useRef, useState } from 'react';
import type { CarrierPickup, CarrierPickupAction } from '@freight/contracts';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { answerCarrierPickup, getCarrierPickup } from '../api/carrier-pickup';

export type ResponseState =
  | { phase: 'answering' | 'loading' }
  | { phase: 'shown'; pickup: CarrierPickup }
  | { phase: 'changeFailed' | 'invalid' | 'failed' };

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : undefined);

/** What an answer's failure means on this page (spec 4, 8): 409 changed the other way, 404 a dead link. */
function failureOf(error: unknown): ResponseState {
  const status = statusOf(error);
  if (status === 409) return { phase: 'changeFailed' };
  if (status === 404) return { phase: 'invalid' };
  return { phase: 'failed' };
}

/**
 * Spec 4 (Q09): the first action is sent as the page opens; a 403 (already actioned) counts as success and the
 * pickup is read as it stands. Without an action the pickup is only read.
 */
export function useCarrierResponse(token: string, action: CarrierPickupAction | undefined) {
  const [state, setState] = useState<ResponseState>(() =>
    !token ? { phase: 'invalid' } : { phase: action ? 'answering' : 'loading' },
  );
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const key = `${action ?? ''}:${token}`;
    if (!token || sent.current === key) return;
    sent.current = key;
    const show = (pickup: CarrierPickup) => setState({ phase: 'shown', pickup });
    const read = () => getCarrierPickup(token).then(show, (error: unknown) => setState(failureOf(error)));
    if (!action) {
      void read();
      return;
    }
    answerCarrierPickup(token, { confirm: action === 'confirm' }).then(show, (error: unknown) => {
      if (statusOf(error) === 403) void read();
      else setState(failureOf(error));
    });
  }, [token, action]);

  /** Adds the reference or reason; a 403 means it was added meanwhile, so the pickup is read again. */
  const addNote = async (confirm: boolean, text: string) => {
    try {
      const pickup = await answerCarrierPickup(
        token,
        confirm ? { confirm: true, confirmationReference: text } : { confirm: false, rejectReason: text },
      );
      setState({ phase: 'shown', pickup });
    } catch (error) {
      if (statusOf(error) === 403) setState({ phase: 'shown', pickup: await getCarrierPickup(token) });
      else setState(failureOf(error));
    }
  };

  return { state, addNote };
}
