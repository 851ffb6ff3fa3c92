import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { CookieConsentBanner } from '@/features/consent/components/cookie-consent-banner';
import { ConsentedScripts } from '@/features/consent/components/third-party-scripts';
import { AppProgressBar } from '../progress/navigation-progress';

/** What every page has, whatever its layout. */
export function RootFrame() {
  return (
    <>
      <AppProgressBar />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <CookieConsentBanner />
      <ConsentedScripts />
      <ScrollRestoration />
    </>
  );
}
