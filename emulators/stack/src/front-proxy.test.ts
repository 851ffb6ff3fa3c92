import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hasDecodablePath, routableUrl, startFrontProxy } from './front-proxy.js';
import type { FrontProxy } from './front-proxy.js';
import { HOST, freePort } from './ports.js';

describe('hasDecodablePath', () => {
  it('checks the path only, not the query', () => {
    expect(hasDecodablePath('/api/programs/p%20q')).toBe(true);
    expect(hasDecodablePath('/api/programs?search=%ZZ')).toBe(true);
    expect(hasDecodablePath('/api/programs/%ZZ')).toBe(false);
    expect(hasDecodablePath('/%E0%A4%A')).toBe(false);
    expect(hasDecodablePath('/100%')).toBe(false);
  });
});

describe('routableUrl', () => {
  it('escapes the leading dot of an api path segment, which the Hosting glob would skip', () => {
    expect(routableUrl('/api/programs/..%2F..%2Fadmin')).toBe('/api/programs/%2E.%2F..%2Fadmin');
    expect(routableUrl('/api/programs/.x/members?q=.y')).toBe('/api/programs/%2Ex/members?q=.y');
  });

  it('leaves dot segments, other paths and the query alone', () => {
    expect(routableUrl('/api/programs/..')).toBe('/api/programs/..');
    expect(routableUrl('/api/programs/a.b')).toBe('/api/programs/a.b');
    expect(routableUrl('/.well-known/x')).toBe('/.well-known/x');
    expect(routableUrl('/apix/.y')).toBe('/apix/.y');
  });
});

describe('front proxy', () => {
  let upstream: http.Server;
  let front: FrontProxy;
  const base = () => `http://${HOST}:${front.port}`;

  beforeAll(async () => {
    // Stands in for the Hosting emulator: echoes what it received.
    upstream = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        response.end(
          JSON.stringify({
            method: request.method,
            url: request.url,
            host: request.headers.host,
            body,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, HOST, resolve));
    front = await startFrontProxy({
      host: HOST,
      port: 0,
      upstreamPort: (upstream.address() as AddressInfo).port,
    });
  });

  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('passes requests through: method, path, query, Host, body, status and headers', async () => {
    const response = await fetch(`${base()}/api/x?q=%ZZ`, { method: 'POST', body: 'hello' });

    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/x?q=%ZZ',
      host: `${HOST}:${front.port}`,
      body: 'hello',
    });
  });

  it('answers an undecodable api path itself, with a 400 in the error shape', async () => {
    const response = await fetch(`${base()}/api/programs/%ZZ`);

    expect(response.status).toBe(400);
    expect(response.headers.get('x-upstream')).toBeNull();
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'path: Malformed percent-encoding',
        details: { issues: [{ path: 'path', message: 'Malformed percent-encoding' }] },
      },
    });
  });

  it('answers an undecodable page path with a plain 400', async () => {
    const response = await fetch(`${base()}/fr/%ZZ`);

    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Bad Request');
  });

  it('answers 502 when the Hosting emulator is not there', async () => {
    const orphan = await startFrontProxy({ host: HOST, port: 0, upstreamPort: await freePort() });
    try {
      expect((await fetch(`http://${HOST}:${orphan.port}/`)).status).toBe(502);
    } finally {
      await orphan.close();
    }
  });
});
