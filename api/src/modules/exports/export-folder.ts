/** Exports live under their own folder of the store, served only by their own links (never by /media or /uploads). */
export const EXPORT_FOLDER = 'exports';
