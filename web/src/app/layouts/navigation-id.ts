/** The frame's navigation drawer, which the header's menu button opens on a phone. */
export const NAVIGATION_ID = 'app-navigation';
