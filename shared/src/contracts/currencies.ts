// ISO 4217's minor units, for the web's formatters and the API (a currency change keeps amounts' numbers).

/** Currencies whose minor unit is not the cent (ISO 4217); every other one has 2 decimals. */
const MINOR_DIGITS: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

const normalizeCurrency = (currency: unknown): string | null =>
  typeof currency === 'string' && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null;

/**
 * How many decimals one unit of `currency` has, as ISO 4217 says (ARS 2, JPY 0, KWD 3): what
 * "minor units" means for amounts of that currency. null for a code that is not three letters.
 * ISO's table, not Intl's: engines round some currencies to whole units for display (COP, HUF),
 * but the stored minor unit must not change with the browser.
 */
export function minorDigitsOf(currency: string): number | null {
  const code = normalizeCurrency(currency);
  return code === null ? null : (MINOR_DIGITS[code] ?? 2);
}
