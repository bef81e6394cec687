import { contextRoutes, packagingTypeNames, startupMessages } from '@freight/contracts';
import type { GetUserResponse } from '@freight/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/config/query-keys';
import { apiRequest } from '../../../shared/lib/api-client';
import { ApiRequestError, isApiError } from '../../../shared/lib/api-error';
import { graphqlRequest } from '../../../shared/lib/graphql';
import { setTenantChooser } from '../../../shared/lib/tenant';
import { StartupError, UserAccessDeniedError } from '../lib/startup-error';
import { tenantChooserFor } from '../lib/tenant-chooser';

const SITE_FIELDS = `id name displayName label addressId status
  organisation { id name status }
  agreedServices { id name carrierChargeAccount carrierServiceId carrierServiceProviderType isActive carrier { id name } }
  packagingTypes { name description }
  costCentreConfiguration { required costCentres { code description } }
  orderConsolidationEnabled deliveryTimeSlotsEnabled
  consignmentImportConfiguration { enabled transferPolicy }
  orderConfiguration { integrationEnabled }
  palletManagement { enabled allowedPalletTypes preferredTransferType }
  dangerousGoods { isTransacting hasTransacted notifiableEnabled }
  userCanTransactWithDangerousGoods priceMaskingEnabled devFlags
  siteAccess { defaultPickupWindow { startTime durationMinutes } }`;

const GET_USER = `query getUser { getUser { user { id username fullName phone email acceptedTermsAt flags sites { ${SITE_FIELDS} } } packagingTypes } }`;

/** The answers' schemas load with the request, not with the page. */
const schemas = () => import('./get-user-schemas');

/** Spec 7.3: GET /user, the fallback, with the fixed packaging-type list (older answers may lack it). */
async function getUserFallback(): Promise<GetUserResponse> {
  const data = await apiRequest(contextRoutes.user.path, () =>
    schemas().then((module) => module.fallbackSchema),
  );
  return { ...data, packagingTypes: data.packagingTypes ?? [...packagingTypeNames] };
}

/** Spec 4.4, 5.4: the user must exist, have an id, and have at least one site. */
export function checkUser(data: GetUserResponse | undefined): GetUserResponse {
  if (!data?.user.id) throw new StartupError(startupMessages.userNotValid);
  if (data.user.sites.length === 0) throw new StartupError(startupMessages.noSites);
  return data;
}

/**
 * Spec 7.3: the signed-in user with sites, through GraphQL operation getUser, with the tenant header: `tenant`
 * when a context is being checked, else the page's context once a user is known (none on the first fetch, see
 * `shared/lib/tenant.ts`). A 400 is an authentication failure; a forbidden answer is the start-up access-denied case; a failing
 * GraphQL service falls back to GET /user; other failures are logged and rethrown.
 */
export async function getUser(tenant?: string): Promise<GetUserResponse> {
  let data: GetUserResponse;
  try {
    data = await graphqlRequest({
      operationName: 'getUser',
      query: GET_USER,
      schema: () => schemas().then((module) => module.getUserDataSchema),
      tenant,
    }).then((d) => d.getUser);
  } catch (error) {
    if (isApiError(error) && error.status === 400) {
      throw new ApiRequestError('unauthenticated', 400, error.errors, error.message);
    }
    if (isApiError(error, 'forbidden') && !tenant) throw new UserAccessDeniedError(error.message);
    if (isApiError(error, 'generic') && !tenant && (error.status ?? 500) >= 500) {
      console.error('getUser failed; using the fallback', error);
      data = await getUserFallback();
    } else {
      console.error('getUser failed', error);
      throw error;
    }
  }
  const user = checkUser(data);
  // A77: from now on every GraphQL call carries a context of this user's
  setTenantChooser(tenantChooserFor(user.user));
  return user;
}

export const userQueryOptions = (tenant?: string) =>
  queryOptions({
    queryKey: queryKeys.user(tenant),
    queryFn: () => getUser(tenant),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The signed-in user; route guards load it before any protected screen renders. */
export const useCurrentUser = () => useSuspenseQuery(userQueryOptions()).data;
