// firebase-tools prints a lot that says nothing to someone running Rainbow; these lines are
// dropped from the console (they stay in the buffer shown when something fails).
const NOISE: RegExp[] = [
  /^\s*$/,
  /^[\s│┌└├┬┴┼─┐┘┤]/u, // the "All emulators ready" table and its borders
  /\[hosting\] Rewriting /,
  /Unable to fetch the CLI MOTD/,
  /Emulator UI is not starting/,
  /^Serving at port \d+$/,
  /Issues\? Report them at/,
  /Your requested "node" version "\d+" doesn't match your global version/,
  /Detected demo project ID/,
  /Received export request|Export complete|Exporting data to/,
  /Found running emulator hub/,
];

// eslint-disable-next-line no-control-regex -- colour codes are what we strip.
const ANSI = /\u001b\[[0-9;]*m/g;

export function isFirebaseNoise(line: string): boolean {
  const plain = line.replace(ANSI, '');
  return NOISE.some((pattern) => pattern.test(plain));
}
