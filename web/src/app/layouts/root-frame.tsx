import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useConsent } from '@/features/consent/components/consent-provider';
import { ConsentedScripts } from '@/features/consent/components/third-party-scripts';
import { useAfterFirstScreen } from '@/lib/use-after-first-screen';
import { FirstScreenMark } from '../first-screen';

// Neither is part of a first screen's download (issue 15's budget): the progress bar is for the
// navigations that follow (it comes once the first screen has settled), and the cookie banner (with its transition) arrives, sliding in, just
// after the page, only for a visitor who has not chosen yet.
const AppProgressBar = lazy(async () => ({
  default: (await import('../progress/navigation-progress')).AppProgressBar,
}));
const CookieConsentBanner = lazy(async () => ({
  default: (await import('@/features/consent/components/cookie-consent-banner'))
    .CookieConsentBanner,
}));

/** What every page has, whatever its layout. */
export function RootFrame() {
  const { bannerOpen } = useConsent();
  const afterFirstScreen = useAfterFirstScreen();
  // Mounted from its first opening on, so that choosing still plays its closing transition.
  const [bannerWanted, setBannerWanted] = useState(bannerOpen);
  if (bannerOpen && !bannerWanted) setBannerWanted(true);
  return (
    <>
      {afterFirstScreen && (
        <Suspense fallback={null}>
          <AppProgressBar />
        </Suspense>
      )}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        <FirstScreenMark />
      </Suspense>
      {bannerWanted && (
        <Suspense fallback={null}>
          <CookieConsentBanner />
        </Suspense>
      )}
      <ConsentedScripts />
      <ScrollRestoration />
    </>
  );
}
