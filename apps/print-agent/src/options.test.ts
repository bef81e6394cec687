import { describe, expect, it } from 'vitest';
import { parseOptions, UsageError } from './options';

const none = () => ({});

describe('options', () => {
  it('takes the server and key from the command line, then the environment, then the saved configuration', () => {
    expect(parseOptions(['--server', 'http://x/', '--key', 'k1'], {}, '/home/a', none)).toMatchObject({
      server: 'http://x',
      key: 'k1',
      folder: null,
      home: '/home/a',
    });
    expect(
      parseOptions([], { FREIGHT_SERVER: 'https://y', FREIGHT_PRINT_AGENT_KEY: 'k2' }, '/h', none),
    ).toMatchObject({ server: 'https://y', key: 'k2' });
    expect(
      parseOptions(['--folder', '/out'], { FREIGHT_PRINT_AGENT_KEY: ' ' }, '/h', () => ({
        server: 'http://z',
        key: 'k3',
      })),
    ).toMatchObject({ server: 'http://z', key: 'k3', folder: '/out' });
  });

  it('refuses a missing key, a missing or odd server, and unknown flags', () => {
    expect(() => parseOptions(['--server', 'http://x'], {}, '/h', none)).toThrow(UsageError);
    expect(() => parseOptions(['--key', 'k'], {}, '/h', none)).toThrow('server address is missing');
    expect(() => parseOptions(['--server', 'ftp://x', '--key', 'k'], {}, '/h', none)).toThrow('http://');
    expect(() => parseOptions(['--server', 'http://x', '--key', 'k', '--colour'], {}, '/h', none)).toThrow();
  });
});
