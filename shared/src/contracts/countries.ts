/**
 * The countries a business can be in (ISO 3166-1 alpha-2): its name in Spanish and the calling code
 * that turns a local phone into an international one (wa.me links). The locale the web formats dates
 * and numbers with is `es-<code>`: Intl falls back to plain Spanish where it has no such variant.
 */
export const countries = {
  AR: { name: 'Argentina', dialCode: '54' },
  BO: { name: 'Bolivia', dialCode: '591' },
  BR: { name: 'Brasil', dialCode: '55' },
  CA: { name: 'Canadá', dialCode: '1' },
  CL: { name: 'Chile', dialCode: '56' },
  CO: { name: 'Colombia', dialCode: '57' },
  CR: { name: 'Costa Rica', dialCode: '506' },
  CU: { name: 'Cuba', dialCode: '53' },
  DE: { name: 'Alemania', dialCode: '49' },
  DO: { name: 'República Dominicana', dialCode: '1' },
  EC: { name: 'Ecuador', dialCode: '593' },
  ES: { name: 'España', dialCode: '34' },
  FR: { name: 'Francia', dialCode: '33' },
  GB: { name: 'Reino Unido', dialCode: '44' },
  GT: { name: 'Guatemala', dialCode: '502' },
  HN: { name: 'Honduras', dialCode: '504' },
  IT: { name: 'Italia', dialCode: '39' },
  MX: { name: 'México', dialCode: '52' },
  NI: { name: 'Nicaragua', dialCode: '505' },
  PA: { name: 'Panamá', dialCode: '507' },
  PE: { name: 'Perú', dialCode: '51' },
  PR: { name: 'Puerto Rico', dialCode: '1' },
  PT: { name: 'Portugal', dialCode: '351' },
  PY: { name: 'Paraguay', dialCode: '595' },
  SV: { name: 'El Salvador', dialCode: '503' },
  US: { name: 'Estados Unidos', dialCode: '1' },
  UY: { name: 'Uruguay', dialCode: '598' },
  VE: { name: 'Venezuela', dialCode: '58' },
} as const satisfies Record<string, { name: string; dialCode: string }>;

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
