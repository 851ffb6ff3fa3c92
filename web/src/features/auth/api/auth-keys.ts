export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  invitation: (id: string, code: string) => [...authKeys.all, 'invitation', id, code] as const,
};
