import { lazy } from 'react';

/**
 * The app's own pages that "Hoy" does not need: loaded on demand, so a first visit to "Hoy" does not wait
 * for their components (antd's Form, Segmented, Modal…). WarmUp loads them too once the service worker
 * keeps what is loaded, so they open offline on a phone that never visited them.
 */
export const ownPages = {
  profile: () => import('./profile-page'),
};

export const ProfilePage = lazy(() => ownPages.profile().then((module) => ({ default: module.ProfilePage })));
