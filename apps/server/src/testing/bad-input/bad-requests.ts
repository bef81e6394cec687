/**
 * Bad requests for any route, generated from what the route table says of it (method, URL, schemas), so a
 * route added later is covered without anyone listing it: NUL text, wrong types, out-of-range and malformed
 * ids, huge and deeply nested bodies, prototype keys, wrong content types and bodies that are not JSON.
 */
import { pathsOf, sampleOf, valueAt, withValueAt } from './schema-sample';

export interface WalkedRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

export interface BadRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const NUL = 'a\u0000b';
const HUGE_TEXT = 'x'.repeat(200_000);

/** Values for a path parameter, percent-encoded as they travel. */
const badParams = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  'a%00b',
  '%E0%A4%A',
  'x'.repeat(90),
  // past the router's longest parameter
  'x'.repeat(101),
  '__proto__',
  'constructor',
  "1'%20or%20'1'='1",
  '00000000-0000-4000-8000-000000000000',
];

/** Values for a query parameter, already encoded. */
const badQueryValues = [
  '%00',
  'a%00b',
  '2147483648',
  '-1',
  '99999999999999999999',
  'x'.repeat(5000),
  '1e400',
  // a year PostgreSQL has not, and a day JavaScript rolls over into March
  '0000-01-01',
  '2026-02-30',
];
const commonQueryKeys = ['filter[search]', 'page[limit]', 'page[offset]', 'sort', 'q', 'query'];

/** Values put in place of one field of an otherwise well-shaped body. */
const badLeafValues: unknown[] = [
  NUL,
  2147483648,
  -1.5,
  'x'.repeat(20_000),
  null,
  {},
  '9999-99-99',
  // well-formed, but a year PostgreSQL has not, and days JavaScript rolls over into March
  '0000-01-01',
  '2026-02-30',
  '2026-02-30T10:00:00+11:00',
];

/** Bodies that are wrong whatever the route: not JSON, not an object, prototype keys, huge, deep. */
function makeGenericBodies(): { label: string; contentType: string; payload: string }[] {
  const json = 'application/json';
  const deepArray = '['.repeat(50_000) + ']'.repeat(50_000);
  let deepObject = '"x"';
  for (let i = 0; i < 5_000; i += 1) deepObject = `{"data":${deepObject}}`;
  return [
    { label: 'not JSON', contentType: json, payload: 'not json' },
    { label: 'truncated JSON', contentType: json, payload: '{"data": {' },
    { label: 'empty JSON body', contentType: json, payload: '' },
    ...['null', '1', '"text"', '[]', 'true', '{}', '[{}]', `"${NUL.replace('\u0000', '\\u0000')}"`].map(
      (payload) => ({ label: `JSON ${payload}`, contentType: json, payload }),
    ),
    { label: 'prototype key', contentType: json, payload: '{"__proto__":{"polluted":true}}' },
    {
      label: 'constructor key',
      contentType: json,
      payload: '{"constructor":{"prototype":{"polluted":true}}}',
    },
    {
      label: 'nested prototype keys',
      contentType: json,
      payload: '{"data":{"__proto__":{"x":1},"attributes":{"constructor":{"prototype":{"x":1}}}}}',
    },
    { label: 'deep array', contentType: json, payload: deepArray },
    { label: 'deep object', contentType: json, payload: deepObject },
    {
      label: 'over the body limit',
      contentType: json,
      payload: JSON.stringify({ data: 'x'.repeat(1_200_000) }),
    },
    { label: 'huge text', contentType: json, payload: JSON.stringify({ data: HUGE_TEXT, query: HUGE_TEXT }) },
    { label: 'text/plain', contentType: 'text/plain', payload: 'hello' },
    { label: 'xml', contentType: 'application/xml', payload: '<a>1</a>' },
    { label: 'form encoded', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
    { label: 'multipart', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
    { label: 'graphql text', contentType: 'application/graphql', payload: '{ __typename' },
    { label: 'utf-16 JSON', contentType: 'application/json; charset=utf-16', payload: '{}' },
  ];
}

const genericBodies = makeGenericBodies();

function encodeQuery(key: string) {
  return key.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
}

function keysOf(schema: unknown): string[] {
  const sample = sampleOf(schema);
  return sample !== null && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
}

function fillParams(url: string, values: Record<string, string>, fallback: string) {
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? fallback);
}

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

/** Every bad request for one route; `validId` stands in for path parameters not under test. */
export function badRequestsFor(route: WalkedRoute, validId: string): BadRequest[] {
  const out: BadRequest[] = [];
  const { method } = route;
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const baseUrl = fillParams(route.url, {}, validId);
  const json = { 'content-type': 'application/json' };
  const sampleBody = sampleOf(route.schema?.body);
  const bodyPayload = hasBody(method) ? JSON.stringify(sampleBody ?? {}) : undefined;
  const add = (label: string, url: string, headers: Record<string, string> = {}, payload = bodyPayload) =>
    out.push({
      label,
      method,
      url,
      headers: payload === undefined ? headers : { ...json, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  for (const param of params)
    for (const value of badParams)
      add(`param ${param}=${value}`, fillParams(route.url, { [param]: value }, validId));

  // Every key the route's query schema names gets each bad value; a route without one gets them all at once.
  const queryKeys = keysOf(route.schema?.querystring);
  if (queryKeys.length === 0)
    add(
      'query common keys',
      `${baseUrl}?${commonQueryKeys.map((key) => `${encodeQuery(key)}=a%00b`).join('&')}`,
    );
  if (method !== 'HEAD')
    for (const key of queryKeys) {
      for (const value of badQueryValues)
        add(`query ${key}=${value.slice(0, 20)}`, `${baseUrl}?${encodeQuery(key)}=${value}`);
      add(`query ${key} repeated`, `${baseUrl}?${encodeQuery(key)}=a&${encodeQuery(key)}=b`);
      add(`query ${key} nested`, `${baseUrl}?${encodeQuery(`${key}[x][y]`)}=1`);
    }

  const badHeaders: Record<string, string>[] = [
    { 'x-tenant-id': 'site-2147483648' },
    { 'x-tenant-id': 'x'.repeat(5000) },
    { 'if-match': 'W/"1", *, "' },
    { accept: 'text/html' },
  ];
  for (const header of badHeaders) add(`header ${Object.keys(header)[0]}`, baseUrl, header);

  if (!hasBody(method)) return out;

  for (const body of genericBodies)
    add(`body ${body.label}`, baseUrl, { 'content-type': body.contentType }, body.payload);
  add('no content type', baseUrl, { 'content-type': '' }, '{}');

  // One field at a time of a well-shaped body, then each list made long.
  const { leaves, arrays } = pathsOf(sampleBody);
  // Three bad values per field, taken in turn, so every value meets fields of every kind across a body.
  leaves.slice(0, 25).forEach((path, index) => {
    for (let turn = 0; turn < 3; turn += 1) {
      const value = badLeafValues[(index + turn * 2) % badLeafValues.length];
      const label = `field /${path.join('/')}=${JSON.stringify(value).slice(0, 20)}`;
      add(label, baseUrl, {}, JSON.stringify(withValueAt(sampleBody, path, value)));
    }
  });
  for (const path of arrays.slice(0, 5)) {
    const element = valueAt(sampleBody, [...path, 0]);
    add(
      `list /${path.join('/')} x 2000`,
      baseUrl,
      {},
      JSON.stringify(withValueAt(sampleBody, path, Array(2000).fill(element))),
    );
  }
  add('every text NUL', baseUrl, {}, JSON.stringify(sampleBody ?? {}).replace(/"x"/g, JSON.stringify(NUL)));
  return out;
}
