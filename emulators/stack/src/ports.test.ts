import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { findBusyPorts, freePort, freePorts, HOST, pickingBand } from './ports.js';

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

  it('picks below the range the kernel hands to outgoing connections', async () => {
    const [low, high] = pickingBand();
    const range = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
    const ephemeralLow = Number(range.trim().split(/\s+/)[0]);

    expect(high).toBe(ephemeralLow - 1);
    for (const port of Object.values(await freePorts())) {
      expect(port).toBeGreaterThanOrEqual(low);
      expect(port).toBeLessThan(ephemeralLow);
    }
  });

  it('never hands the same port out twice while the process that claimed it lives', async () => {
    const picked = new Set<number>();
    for (let i = 0; i < 50; i += 1) picked.add(await freePort());

    expect(picked.size).toBe(50);
  });

  it('takes over a claim whose process has gone', async () => {
    const [low, high] = pickingBand();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    const claims = path.join(os.tmpdir(), 'rainbow-port-claims');
    fs.mkdirSync(claims, { recursive: true });
    // Every port of the band claimed by a process that has exited: the picker must still find one.
    const written: string[] = [];
    for (let port = low; port <= high; port += 1) {
      const file = path.join(claims, String(port));
      if (fs.existsSync(file)) continue;
      fs.writeFileSync(file, gone);
      written.push(file);
    }
    try {
      const port = await freePort();

      expect(fs.readFileSync(path.join(claims, String(port)), 'utf8')).toBe(String(process.pid));
    } finally {
      for (const file of written) fs.rmSync(file, { force: true });
    }
  });
});
