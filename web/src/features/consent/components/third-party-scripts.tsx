import { useEffect } from 'react';
import { startTagManager } from '@/lib/third-party/tag-manager';
import { useServices } from '@/lib/services';
import { useConsent } from './consent-provider';

/** The tag manager starts only when it is configured and the visitor accepted analytics. */
export function ConsentedScripts() {
  const { config, reporter } = useServices();
  const { consent } = useConsent();
  const tagManagerId = config.tagManagerId;

  useEffect(() => {
    if (consent !== 'all' || !tagManagerId) return;
    startTagManager(tagManagerId).catch((error: unknown) => reporter.report(error));
  }, [consent, tagManagerId, reporter]);

  return null;
}
