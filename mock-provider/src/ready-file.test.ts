import { describe, expect, it } from 'vitest';
import { readyInfo } from './ready-file';

describe('the ready file', () => {
  it('gives a wildcard interface as loopback, the address a client on this machine calls', () => {
    for (const host of ['0.0.0.0', '::'])
      expect(readyInfo('http', host, 8787, 42)).toMatchObject({
        url: 'http://127.0.0.1:8787',
        host,
        controlUrl: 'http://127.0.0.1:8787/__sim/',
      });
  });

  it('names an interface as it is, an IPv6 one in brackets, with the scheme served', () => {
    expect(readyInfo('https', '192.168.1.20', 443, 7)).toEqual({
      url: 'https://192.168.1.20:443',
      host: '192.168.1.20',
      port: 443,
      controlUrl: 'https://192.168.1.20:443/__sim/',
      consoleUrl: 'https://192.168.1.20:443/__sim/console/',
      docsUrl: 'https://192.168.1.20:443/docs',
      pid: 7,
    });
    expect(readyInfo('http', '::1', 9, 1).url).toBe('http://[::1]:9');
  });
});
