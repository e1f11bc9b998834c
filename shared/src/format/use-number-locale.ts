import { useSyncExternalStore } from 'react';
import { numberLocale, subscribeNumberLocale } from './numbers';

/**
 * The locale numbers are written in ('es-AR', 'es-MX'…), re-rendering the component when the business's
 * country arrives or changes. For a screen that shows numbers without reading useBusinessSettings, and as
 * a dependency of memos that format them (charts' axes and tooltips).
 */
export const useNumberLocale = (): string => useSyncExternalStore(subscribeNumberLocale, numberLocale, numberLocale);
