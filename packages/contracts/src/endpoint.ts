import type { z, ZodType } from 'zod';

// the answer schema of files lives apart, so the path helpers load without zod
export { fileAnswerSchema } from './file-answer';

export type EndpointMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP operation, described once: the server registers its route from it, the web app calls it through the
 * typed client, and the API reference is generated from it. `path` is the full path with `:name` parameters.
 */
export interface EndpointDef {
  method: EndpointMethod;
  path: `/${string}`;
  summary: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** Answers by status; an answer without a body is `z.null()`. */
  responses: { [status: number]: ZodType };
}

/** Where an endpoint answers: what a caller needs before the answer's schemas. */
export type EndpointRoute = Pick<EndpointDef, 'method' | 'path'>;

/** Pure: a descriptor nothing uses is left out of the web app's bundles. */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of the endpoint's success answer (the first of 200, 201, 202, 204 it declares). */
export type EndpointResult<E extends EndpointDef> = {
  [S in SuccessStatus]: S extends keyof E['responses'] ? z.output<E['responses'][S]> : never;
}[SuccessStatus];

/** The endpoint's path with its parameters filled in and encoded. */
export function endpointPath(endpoint: Pick<EndpointDef, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The success statuses an endpoint declares, lowest first. */
export function successStatuses(endpoint: EndpointDef): number[] {
  return Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
}

type WithErrors<Group, Err> = {
  [K in keyof Group]: Group[K] extends EndpointDef
    ? Omit<Group[K], 'responses'> & { responses: Err & Group[K]['responses'] }
    : never;
};

/**
 * A group of endpoints that share their error answers (`errorAnswers(...)`): each endpoint declares only its own
 * answers, and the group's errors are added to them (an endpoint's own answer for a status wins). Pure.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoints<
  const Err extends EndpointDef['responses'],
  const Group extends Record<string, EndpointDef>,
>(errors: Err, endpoints: Group): WithErrors<Group, Err> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [
      name,
      { ...endpoint, responses: { ...errors, ...endpoint.responses } },
    ]),
  ) as WithErrors<Group, Err>;
}
