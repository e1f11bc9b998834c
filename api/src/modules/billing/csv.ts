import { amountDecimalText, countryFacts } from '@coach/shared/contracts';

/*
 * CSV for the spreadsheets of the business's country (the payments of Cobros, the export's tables).
 * A spreadsheet reads a CSV with its regional settings: where the comma is the decimal mark (Argentina,
 * Chile, Colombia, Uruguay, Spain…) it splits fields at ';' and reads "1234,50"; where the point is
 * (Mexico, the United States…), at ',' and "1234.50". Either way: UTF-8 with a BOM (the accents), CRLF
 * lines, dates dd/mm/aaaa, amounts without thousands separators.
 */

export interface CsvDialect {
  /** Between fields: ';' where the decimal mark is ',', ',' where it is '.'. */
  separator: ';' | ',';
  decimalMark: ',' | '.';
}

/** How a CSV for a business in `country` is written (countries[…].decimalMark). */
export function csvDialectOf(country: string): CsvDialect {
  const { decimalMark } = countryFacts(country);
  return { separator: decimalMark === ',' ? ';' : ',', decimalMark };
}

/** What tells a spreadsheet the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

/** dd/mm/aaaa, as a spreadsheet in Spanish reads a date. */
export const csvDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** What a spreadsheet reads as a plain number, not a formula: a phone (+54 9 11 5555-1111), -12,5. */
const plainNumber = /^[+-][\d\s().,-]*$/;

/**
 * One CSV field: quoted when it holds the separator, '"' or a line break (quotes doubled). Text a
 * spreadsheet would run as a formula gets a leading apostrophe: what starts with = or @, a tab or CR, and
 * + or - followed by anything but a number (so a phone stays a phone: "+54 9 11 5555-1111").
 */
export function csvField(value: string, dialect: CsvDialect): string {
  const runnable = /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !plainNumber.test(value));
  const safe = runnable ? `'${value}` : value;
  return safe.includes(dialect.separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of fields, CRLF-terminated. */
export const csvLine = (fields: readonly string[], dialect: CsvDialect): string => `${fields.map((field) => csvField(field, dialect)).join(dialect.separator)}\r\n`;

/** An amount in the currency's units with the country's decimal mark: '1234,50', '1234.50', CLP '35000'. */
export const csvAmount = (minorUnits: number, currency: string, dialect: CsvDialect): string => amountDecimalText(minorUnits, currency, dialect.decimalMark);
