import {
  attributionRuleResponseSchema,
  attributionRulesQuerySchema,
  attributionRulesResponseSchema,
  CONDITION_VALUES_MAX,
  createAttributionRuleRequestSchema,
  deleteAttributionRuleResponseSchema,
  updateAttributionRuleRequestSchema,
} from './attribution-rule.schema.js';
import { PAGING_DESCRIPTION } from './common.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';

const TAG = 'Attribution rules';
const WHO = '(administrators, managers of the program)';
const ERRORS = [...INPUT_AUTH_ERRORS, 'NOT_FOUND'] as const;
const WRITE_ERRORS = [...ERRORS, 'ALREADY_EXISTS'] as const;
const RULES = '/collects/:collect_id/attributionRules';
const RULE = `${RULES}/:rule_id`;

const VALIDATION = `The subject is a member of the program (\`subject.user_id\`, any role) or one of its user groups (\`subject.user_group_id\`). \`condition.field\` is a variable of the collect's model; its values fit the field: options of a select, radio or multi-select, numbers for a NUMBER, true or false for a BOOLEAN, YYYY-MM-DD for a date. IN takes 1 to ${CONDITION_VALUES_MAX.IN} values, NOT_IN 1 to ${CONDITION_VALUES_MAX.NOT_IN} (Firestore's limits for the filters that enforce them). On a multi-valued field IN reads "contains one of", NOT_IN "contains none of". A rule with the same subject, permission and condition as another is a 409.`;

const ruleResponse = {
  status: 200,
  description: 'The rule',
  contentType: 'application/json',
  schema: attributionRuleResponseSchema,
} as const;

export const attributionRuleEndpoints = {
  list: endpoint({
    method: 'get',
    path: RULES,
    tag: TAG,
    summary: `A collect's attribution rules, newest first, 20 a page ${WHO}`,
    description: `\`user_group_id\` or \`user_id\`: the rules given to that group or user only. ${PAGING_DESCRIPTION}`,
    auth: true,
    query: attributionRulesQuerySchema,
    response: {
      status: 200,
      description: 'One page of rules with totals',
      contentType: 'application/json',
      schema: attributionRulesResponseSchema,
    },
    errors: ERRORS,
  }),
  create: endpoint({
    method: 'post',
    path: RULES,
    tag: TAG,
    summary: `Give a user or a user group access to a collect's records ${WHO}`,
    description: `\`collect_id\` must be the path's (400 otherwise). ${VALIDATION}`,
    auth: true,
    body: { contentType: 'application/json', schema: createAttributionRuleRequestSchema },
    response: { ...ruleResponse, status: 201, description: 'Created' },
    errors: WRITE_ERRORS,
  }),
  get: endpoint({
    method: 'get',
    path: RULE,
    tag: TAG,
    summary: `One attribution rule ${WHO}`,
    auth: true,
    response: ruleResponse,
    errors: ERRORS,
  }),
  update: endpoint({
    method: 'put',
    path: RULE,
    tag: TAG,
    summary: `Change an attribution rule ${WHO}`,
    description: `What is sent replaces what the rule held; \`condition: null\` gives the whole collect. ${VALIDATION}`,
    auth: true,
    body: { contentType: 'application/json', schema: updateAttributionRuleRequestSchema },
    response: ruleResponse,
    errors: WRITE_ERRORS,
  }),
  delete: endpoint({
    method: 'delete',
    path: RULE,
    tag: TAG,
    summary: `Delete an attribution rule ${WHO}`,
    auth: true,
    response: {
      status: 200,
      description: 'Deleted',
      contentType: 'application/json',
      schema: deleteAttributionRuleResponseSchema,
    },
    errors: ERRORS,
  }),
};
