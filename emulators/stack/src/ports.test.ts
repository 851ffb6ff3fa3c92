import net from 'node:net';

import { describe, expect, it } from 'vitest';

import { findBusyPorts, freePorts, HOST } from './ports.js';

describe('ports', () => {
  it('hands out distinct free ports', async () => {
    const ports = await freePorts();

    expect(new Set(Object.values(ports)).size).toBe(Object.keys(ports).length);
    expect(await findBusyPorts(ports)).toEqual([]);
  });

  it('names a port that something else holds, and what Rainbow needs it for', async () => {
    const ports = await freePorts();
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(ports.auth, HOST, resolve));

    try {
      expect(await findBusyPorts(ports)).toEqual([
        { name: 'auth', port: ports.auth, purpose: expect.stringContaining('Auth emulator') },
      ]);
    } finally {
      server.close();
    }
  });
});
