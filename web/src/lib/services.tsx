import type { ClientConfig } from '@shared/contract/config.schema';
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client';
import type { AuthService } from './auth/auth-service';
import type { LazyQueryClient } from './lazy-query-client';
import type { ErrorReporter } from './third-party/error-reporting';
import type { Recaptcha } from './third-party/recaptcha';

/** The app's outside world, built once at start-up and handed down (tests pass their own). */
export interface Services {
  config: ClientConfig;
  api: ApiClient;
  auth: AuthService;
  /** Null when no site key is configured: the forms then work without bot protection. */
  recaptcha: Recaptcha | null;
  reporter: ErrorReporter;
  /** TanStack Query's client, made when a screen or loader first needs it. */
  queryClient: LazyQueryClient;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

export function useApi(): ApiClient {
  return useServices().api;
}
