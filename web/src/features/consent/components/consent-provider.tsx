import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readConsent, writeConsent, type Consent } from '../utils/consent-cookie';

interface ConsentState {
  consent: Consent | null;
  choose(consent: Consent): void;
  /** Shows the banner again so the visitor can change their choice. */
  reopen(): void;
  bannerOpen: boolean;
}

const ConsentContext = createContext<ConsentState | null>(null);

interface ConsentProviderProps {
  children: ReactNode;
  /** The visitor's choice so far (a page prerendered at build time knows none). */
  read?: () => Consent | null;
}

export function ConsentProvider({ children, read = readConsent }: ConsentProviderProps) {
  const [consent, setConsent] = useState<Consent | null>(read);
  const [reopened, setReopened] = useState(false);

  const choose = useCallback((next: Consent) => {
    writeConsent(next);
    setConsent(next);
    setReopened(false);
  }, []);
  const reopen = useCallback(() => setReopened(true), []);

  const value = useMemo(
    () => ({ consent, choose, reopen, bannerOpen: consent === null || reopened }),
    [consent, choose, reopen, reopened],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent must be used inside <ConsentProvider>');
  return state;
}
