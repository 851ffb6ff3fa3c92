// The local stack's port picker: below the kernel's ephemeral range and claimed across processes,
// so that an emulator started a few seconds later still finds its port free.
export { freePort } from '../../../emulators/stack/src/ports.js';
