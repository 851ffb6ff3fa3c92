import { isIP } from 'node:net';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

/**
 * Which `Host` headers the admin endpoints answer. A web page can reach a loopback port through
 * DNS rebinding (its own name re-pointed at 127.0.0.1), but the browser then still sends that
 * name as `Host`; a page cannot make it send `localhost` or an IP address it was not loaded
 * from. So loopback names, the address the emulator was bound to, and, when it is bound to every
 * interface, any IP literal are safe; every other name is refused.
 */
export function hostChecker(boundHost: string): (hostHeader: string | undefined) => boolean {
  const bound = hostnameOf(boundHost);
  const anyAddress = WILDCARD_HOSTS.has(bound);
  return (hostHeader) => {
    if (hostHeader === undefined) return false;
    const name = hostnameOf(hostHeaderName(hostHeader));
    if (name === '') return false;
    if (isLoopback(name) || name === bound) return true;
    return anyAddress && isIP(name) !== 0;
  };
}

/** `Host` without its port: `[::1]:8080` → `[::1]`, `localhost:8080` → `localhost`. */
function hostHeaderName(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? '' : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/** Lower case, without IPv6 brackets or a trailing root dot. */
function hostnameOf(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[') && name.endsWith(']')) name = name.slice(1, -1);
  if (name.endsWith('.')) name = name.slice(0, -1);
  return name;
}

function isLoopback(name: string): boolean {
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}
