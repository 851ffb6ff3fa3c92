import { deferredModule, useDeferredModule } from '@/lib/deferred-module';

// The outbox's badge, its link in the offline banner and the sending they keep going read the
// device's IndexedDB (idb, the store, the sync and its transport: about 7 KB) and show nothing until
// something waits there: no part of a screen's first load (issue 15). They come when the browser
// is idle; the service worker keeps them for offline starts.
const outboxFrame = deferredModule(async () => {
  const [header, banner] = await Promise.all([
    import('./outbox-header-item'),
    import('./outbox-banner-link'),
  ]);
  return { HeaderItem: header.OutboxHeaderItem, BannerLink: banner.OutboxBannerLink };
});

/** The header's way to the outbox (outbox-header-item.tsx), once its code has come. */
export function DeferredOutboxHeaderItem() {
  const items = useDeferredModule(outboxFrame);
  return items ? <items.HeaderItem /> : null;
}

/** The offline banner's link to the outbox (outbox-banner-link.tsx), once its code has come. */
export function DeferredOutboxBannerLink() {
  const items = useDeferredModule(outboxFrame);
  return items ? <items.BannerLink /> : null;
}
