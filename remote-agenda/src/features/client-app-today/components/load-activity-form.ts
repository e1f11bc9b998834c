/** The activity's registration form, a chunk of its own: loaded on demand by the card, early by `preload`. */
export const loadActivityForm = () => import('./activity-form');
