/**
 * The countries a business can be in (ISO 3166-1 alpha-2): its name in Spanish and the calling code
 * that turns a local phone into an international one (wa.me links). The locale the web formats dates
 * and numbers with is `es-<code>`: Intl falls back to plain Spanish where it has no such variant.
 */
export const countries = {
  AR: { name: 'Argentina', dialCode: '54', currency: 'ARS' },
  BO: { name: 'Bolivia', dialCode: '591', currency: 'BOB' },
  BR: { name: 'Brasil', dialCode: '55', currency: 'BRL' },
  CA: { name: 'Canadá', dialCode: '1', currency: 'CAD' },
  CL: { name: 'Chile', dialCode: '56', currency: 'CLP' },
  CO: { name: 'Colombia', dialCode: '57', currency: 'COP' },
  CR: { name: 'Costa Rica', dialCode: '506', currency: 'CRC' },
  CU: { name: 'Cuba', dialCode: '53', currency: 'CUP' },
  DE: { name: 'Alemania', dialCode: '49', currency: 'EUR' },
  DO: { name: 'República Dominicana', dialCode: '1', currency: 'DOP' },
  EC: { name: 'Ecuador', dialCode: '593', currency: 'USD' },
  ES: { name: 'España', dialCode: '34', currency: 'EUR' },
  FR: { name: 'Francia', dialCode: '33', currency: 'EUR' },
  GB: { name: 'Reino Unido', dialCode: '44', currency: 'GBP' },
  GT: { name: 'Guatemala', dialCode: '502', currency: 'GTQ' },
  HN: { name: 'Honduras', dialCode: '504', currency: 'HNL' },
  IT: { name: 'Italia', dialCode: '39', currency: 'EUR' },
  MX: { name: 'México', dialCode: '52', currency: 'MXN' },
  NI: { name: 'Nicaragua', dialCode: '505', currency: 'NIO' },
  PA: { name: 'Panamá', dialCode: '507', currency: 'USD' },
  PE: { name: 'Perú', dialCode: '51', currency: 'PEN' },
  PR: { name: 'Puerto Rico', dialCode: '1', currency: 'USD' },
  PT: { name: 'Portugal', dialCode: '351', currency: 'EUR' },
  PY: { name: 'Paraguay', dialCode: '595', currency: 'PYG' },
  SV: { name: 'El Salvador', dialCode: '503', currency: 'USD' },
  US: { name: 'Estados Unidos', dialCode: '1', currency: 'USD' },
  UY: { name: 'Uruguay', dialCode: '598', currency: 'UYU' },
  VE: { name: 'Venezuela', dialCode: '58', currency: 'VES' },
} as const satisfies Record<string, { name: string; dialCode: string; currency: string }>;

export type CountryCode = keyof typeof countries;
export const countryCodes = Object.keys(countries) as CountryCode[];
export const DEFAULT_COUNTRY: CountryCode = 'AR';

export const isCountryCode = (value: string): value is CountryCode => Object.hasOwn(countries, value);

/** The locale dates and numbers of a business in `country` are written in: 'es-AR', 'es-MX', 'es-ES'. */
export const localeOfCountry = (country: string): string => `es-${isCountryCode(country) ? country : DEFAULT_COUNTRY}`;

/** The currencies the "Mi negocio" screen offers first (any ISO 4217 code the runtime knows is accepted). */
export const suggestedCurrencies = {
  ARS: 'Peso argentino',
  UYU: 'Peso uruguayo',
  CLP: 'Peso chileno',
  MXN: 'Peso mexicano',
  COP: 'Peso colombiano',
  PEN: 'Sol peruano',
  BOB: 'Boliviano',
  PYG: 'Guaraní paraguayo',
  BRL: 'Real brasileño',
  EUR: 'Euro',
  USD: 'Dólar estadounidense',
} as const;
