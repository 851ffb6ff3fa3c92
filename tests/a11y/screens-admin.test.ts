import { describeScreenAudit } from './screen-audit.js';

// The public screens and everything a super admin reaches (the other roles: screens-roles).
describeScreenAudit(['SIGNED_OUT', 'SUPER_ADMIN']);
