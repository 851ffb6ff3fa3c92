export function collectPath(programId: string, collectId: string): string {
  return `/${programId}/collects/${collectId}`;
}

export function newRecordPath(programId: string, collectId: string): string {
  return `${collectPath(programId, collectId)}/new_record`;
}

export function recordViewPath(programId: string, collectId: string, recordId: string): string {
  return `${collectPath(programId, collectId)}/record/${recordId}/view`;
}

export function recordEditPath(programId: string, collectId: string, recordId: string): string {
  return `${collectPath(programId, collectId)}/record/${recordId}/edit`;
}
