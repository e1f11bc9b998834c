import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../api/client';
import { DEFAULT_COUNTRY, isCountryCode } from '../contracts/countries';
import type { BusinessSettings, MeResponse } from '../contracts/profile';
import { useSession } from '../session/session-store';
import { isValidTimeZone } from './dates';
import { currencyMinorDigits, DEFAULT_CURRENCY, type MoneyFormat } from './money';
import { followBusinessCountry } from './numbers';

/** What the formatters use until the business's own settings arrive (and for values it cannot use). */
export const DEFAULT_BUSINESS_SETTINGS: Readonly<BusinessSettings> = {
  name: '',
  timeZone: 'America/Argentina/Buenos_Aires',
  currency: DEFAULT_CURRENCY,
  country: DEFAULT_COUNTRY,
};

/**
 * GET /api/v1/me: the signed-in user's profile and their business's settings. Numbers follow the
 * business's country from here (followBusinessCountry), before any screen renders with the answer.
 * (The settings change only through PATCH /api/v1/business, which asks for `me` again.)
 */
export async function getMe(): Promise<MeResponse> {
  const me = await apiClient.get<MeResponse>('/api/v1/me');
  followBusinessCountry(businessSettingsOf(me).country);
  return me;
}

/** One cache entry for `me`, shared by the host's profile screen and every area's formatters. */
export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: getMe });

/**
 * The business's settings from a `me` answer, each one checked: a zone the browser does not know or a
 * currency that is not a three-letter code falls back to the default rather than blanking every date.
 */
export function businessSettingsOf(me: Pick<MeResponse, 'business'> | null | undefined): BusinessSettings {
  const business: Partial<BusinessSettings> = me?.business ?? {};
  const { name, timeZone, currency, country } = business;
  return {
    name: typeof name === 'string' ? name : DEFAULT_BUSINESS_SETTINGS.name,
    timeZone: typeof timeZone === 'string' && isValidTimeZone(timeZone) ? timeZone : DEFAULT_BUSINESS_SETTINGS.timeZone,
    currency: typeof currency === 'string' && currencyMinorDigits(currency) !== null ? currency.toUpperCase() : DEFAULT_BUSINESS_SETTINGS.currency,
    country: typeof country === 'string' && isCountryCode(country) ? country : DEFAULT_BUSINESS_SETTINGS.country,
  };
}

/**
 * The signed-in user's business settings (time zone, currency, country, name) for the formatters of
 * this folder (`formatMoney(amount, settings)` writes it as the country does); the defaults (Buenos
 * Aires, ARS, Argentina) while they load, when signed out or if the call fails.
 * Reads the same `me` entry as the profile screen. Settings change rarely, so a screen that mounts
 * does not ask again while the entry is cached (`staleTime: Infinity`, for this hook only).
 */
export function useBusinessSettings(): BusinessSettings {
  const signedIn = useSession((state) => state.user !== null);
  const { data } = useQuery({ ...meQueryOptions(), select: businessSettingsOf, enabled: signedIn, staleTime: Infinity });
  return data ?? DEFAULT_BUSINESS_SETTINGS;
}

/**
 * How the amounts of an answer are written: its currency (an answer that names one, like the dashboard's,
 * in case the business changed it since `me` was read; the business's otherwise) as the business's
 * country writes amounts. The one way a screen builds a MoneyFormat that is not the settings themselves.
 */
export function useMoneyFormat(currency?: string | null): MoneyFormat {
  const settings = useBusinessSettings();
  const code = currency ?? settings.currency;
  return useMemo(() => ({ currency: code, country: settings.country }), [code, settings.country]);
}
