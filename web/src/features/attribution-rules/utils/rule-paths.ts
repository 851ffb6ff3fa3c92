// The attribution rule routes of SPEC.md §2 (and the list beside them), before the locale prefix.

const id = encodeURIComponent;

const collectPath = (programId: string, collectId: string) =>
  `/${id(programId)}/collects/${id(collectId)}`;

export const rulesListPath = (programId: string, collectId: string) =>
  `${collectPath(programId, collectId)}/attribution_rules`;

export const createRulePath = (programId: string, collectId: string) =>
  `${collectPath(programId, collectId)}/attribution_rule/create`;

export const editRulePath = (programId: string, collectId: string, ruleId: string) =>
  `${collectPath(programId, collectId)}/attribution_rule/${id(ruleId)}/edit`;

export const userGroupPath = (programId: string, groupId: string) =>
  `/${id(programId)}/user_groups/${id(groupId)}`;

export const collectDetailsPath = (programId: string, collectId: string) =>
  `/${id(programId)}/collect_details/${id(collectId)}`;
