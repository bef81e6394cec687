/** Signs the demo user in as a browser does: the CSRF cookie first, then the sign-in; the cookies and token to send. */
export async function signIn(baseUrl: string) {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(csrf);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const token = jar.get('csrf_token') ?? '';
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie() },
    body: JSON.stringify({ username: 'demo', password: 'Shipper2026' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  keep(res);
  return { cookie: cookie(), csrf: token };
}
