import { acceptTermsResponseSchema } from '@freight/contracts';
import type { GetUserResponse } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../shared/config/query-keys';
import { graphqlRequest } from '../../../shared/lib/graphql';

const ACCEPT_TERMS = 'mutation acceptTerms { acceptTerms { acceptedTermsAt } }';

/** Spec 4.5, 7.3: records the acceptance; the server's time is the acceptance time. */
export const acceptTerms = () =>
  graphqlRequest({
    operationName: 'acceptTerms',
    query: ACCEPT_TERMS,
    schema: z.object({ acceptTerms: acceptTermsResponseSchema }),
  }).then((data) => data.acceptTerms);

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: ({ acceptedTermsAt }) => {
      // spec 4.5: acceptedTermsAt becomes the time the server returned, not the browser's clock
      queryClient.setQueriesData<GetUserResponse>({ queryKey: queryKeys.userAll }, (old) =>
        old ? { ...old, user: { ...old.user, acceptedTermsAt } } : old,
      );
    },
  });
}
