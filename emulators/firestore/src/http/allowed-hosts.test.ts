import { describe, expect, it } from 'vitest';
import { hostChecker } from './allowed-hosts.js';

describe('hostChecker', () => {
  it('answers loopback names and the bound address, refuses other names', () => {
    const allows = hostChecker('10.0.0.5');
    expect(allows('10.0.0.5:8080')).toBe(true);
    expect(allows('localhost:8080')).toBe(true);
    expect(allows('127.0.0.2')).toBe(true);
    expect(allows('[::1]:8080')).toBe(true);
    expect(allows('10.0.0.6:8080')).toBe(false);
    expect(allows('attacker.example:8080')).toBe(false);
    expect(allows('localhost.attacker.example')).toBe(false);
    expect(allows(undefined)).toBe(false);
    expect(allows('')).toBe(false);
  });

  it('bound to every interface, answers any IP address but still no other name', () => {
    const allows = hostChecker('0.0.0.0');
    expect(allows('192.168.1.20:8080')).toBe(true);
    expect(allows('[fe80::1]:8080')).toBe(true);
    expect(allows('rebind.example:8080')).toBe(false);
  });

  it('answers a host name the emulator was bound to', () => {
    const allows = hostChecker('firestore.internal');
    expect(allows('firestore.internal:8080')).toBe(true);
    expect(allows('other.internal:8080')).toBe(false);
  });
});
