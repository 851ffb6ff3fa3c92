// The signed-in user's own keys are the session's (lib/query-keys.ts).
export const authKeys = {
  all: ['auth'] as const,
  invitation: (id: string, code: string) => [...authKeys.all, 'invitation', id, code] as const,
};
