import { CSRF_COOKIE, CSRF_HEADER } from '../../packages/contracts/src/index';

/** Thrown when the connection itself failed (reset, refused, closed): no answer came back at all. */
export class ConnectionLost extends Error {}

/** Thrown when no answer came within the timeout, the connection still open. */
export class NoAnswer extends Error {}

const CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'ECONNABORTED',
]);

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause: unknown = error.cause;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  return code !== undefined && CONNECTION_CODES.has(code);
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  bytes: number;
}

/** One browser: a cookie jar, the CSRF token it echoes in a header, and the server it talks to. */
export class BrowserSession {
  private readonly jar = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      // a cleared cookie comes back empty with a past expiry
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(pair.slice(0, at));
      else this.jar.set(pair.slice(0, at), value);
    }
  }

  /** Sends one request; a connection that fails before an answer throws ConnectionLost. */
  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(this.jar.has(CSRF_COOKIE) ? { [CSRF_HEADER]: this.jar.get(CSRF_COOKIE) ?? '' } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'accept-encoding': 'gzip, br',
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(120_000),
      });
    } catch (error) {
      if (isConnectionFailure(error)) throw new ConnectionLost(String(error));
      if (error instanceof Error && error.name === 'TimeoutError') throw new NoAnswer(String(error));
      throw error;
    }
    let bytes: ArrayBuffer;
    try {
      bytes = await res.arrayBuffer();
    } catch (error) {
      if (isConnectionFailure(error)) throw new ConnectionLost(String(error));
      throw error;
    }
    this.keep(res);
    const type = res.headers.get('content-type') ?? '';
    const text = type.includes('json') ? new TextDecoder().decode(bytes) : '';
    return { status: res.status, headers: res.headers, body: text, bytes: bytes.byteLength } satisfies Answer;
  }

  forget() {
    this.jar.clear();
  }
}
