import { contextRoutes, TENANT_HEADER } from '@freight/contracts';
import type { ApiError, GraphqlError } from '@freight/contracts';
import { loadSchema } from './answer-schema';
import type { AnswerSchema } from './answer-schema';
import { ApiRequestError, errorKindForStatus, GraphQLOperationError } from './api-error';
import { apiFetch, errorList } from './api-client';
import { currentTenant } from './tenant';

/** Errors keep GraphQL's shape, so the answer is read here rather than by callEndpoint. */
const GRAPHQL_PATH = contextRoutes.graphql.path;
const envelopeSchema = () =>
  import('@freight/contracts/context').then((module) => module.graphqlAnswerSchema);

export interface GraphQLRequest<T> {
  operationName: string;
  query: string;
  variables?: Record<string, unknown>;
  /** The schema of the answer's `data`, or how to load it. */
  schema: AnswerSchema<T>;
  /** `site-{id}` or `org-{id}` (spec 7.1); by default the context of the page being shown (see `tenant.ts`). */
  tenant?: string;
  signal?: AbortSignal;
}

function toApiErrors(errors: readonly GraphqlError[], httpStatus: number): ApiError[] {
  return errors.map((e) => ({
    status: String(e.extensions?.status ?? httpStatus),
    code: e.extensions?.code ?? 'graphqlError',
    title: e.extensions?.code ?? 'GraphQL error',
    detail: e.message,
  }));
}

function statusOf(errors: readonly ApiError[], httpStatus: number): number {
  const status = Number(errors[0]?.status);
  return Number.isFinite(status) && status >= 400 ? status : httpStatus;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Spec 7.1: posts an operation to the organisation service with the tenant header; any error fails as the operation. */
export async function graphqlRequest<T>({
  operationName,
  query,
  variables,
  schema,
  tenant,
  signal,
}: GraphQLRequest<T>): Promise<T> {
  let response: Response;
  const header = tenant ?? currentTenant();
  const loading = Promise.all([loadSchema(envelopeSchema), loadSchema(schema)]);
  loading.catch(() => undefined); // awaited only when an answer came
  try {
    response = await apiFetch(GRAPHQL_PATH, {
      method: 'POST',
      body: { query, operationName, variables: variables ?? {} },
      headers: header ? { [TENANT_HEADER]: header } : {},
      signal,
      allowErrorStatus: true,
    });
  } catch (error) {
    if (error instanceof ApiRequestError)
      throw new GraphQLOperationError(operationName, error.kind, error.status, []);
    throw error;
  }
  const body = await readBody(response);
  const [answerSchema, dataSchema] = await loading;
  const envelope = answerSchema.safeParse(body);
  // errors in GraphQL's shape, or the API's own error document when the request never reached GraphQL
  const errors =
    envelope.success && envelope.data.errors?.length
      ? toApiErrors(envelope.data.errors, response.status)
      : ((await errorList(body)) ?? []);
  if (errors.length > 0 || !response.ok) {
    const status = statusOf(errors, response.status);
    throw new GraphQLOperationError(
      operationName,
      errorKindForStatus(response.ok && status < 400 ? 500 : status, true),
      status,
      errors,
    );
  }
  const data = dataSchema.safeParse(envelope.success ? envelope.data.data : undefined);
  if (!data.success) {
    console.error(`Unexpected ${operationName} answer`, data.error.issues);
    throw new GraphQLOperationError(operationName, 'generic', response.status, []);
  }
  return data.data;
}
