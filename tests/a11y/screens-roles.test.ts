import { describeScreenAudit } from './screen-audit.js';

// A program manager's and a contributor's screens, beside screens-admin in another worker.
describeScreenAudit(['PROGRAM_MANAGER', 'COLLECT_SINGLE_CONTRIBUTOR']);
