import { lazy } from 'react';

/**
 * The app's own pages that "Hoy" does not need: loaded on demand, so a first visit to "Hoy" does not wait
 * for their components (antd's Form, Segmented, Modal…). The service worker keeps their chunks with every
 * other screen's (offline-files.cjs), so they open offline on a phone that never visited them.
 */
export const ProfilePage = lazy(() => import('./profile-page').then((module) => ({ default: module.ProfilePage })));
