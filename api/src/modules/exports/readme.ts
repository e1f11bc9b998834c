import { EXPORT_LIMITS, minorDigitsOf } from '@coach/shared/contracts';
import { csvDialectOf } from '../billing/csv';
import type { ExportFile } from './json-files';
import { FILES_DESCRIPTION, FILES_FOLDER } from './stored-files';

/**
 * What an amount of the JSON files counts, for the business's currency (ISO 4217's minor unit): the
 * peso chileno has no cents, so 12500 is $12.500; in pesos argentinos it is $125,00.
 */
export function minorUnitText(currency: string): string {
  const digits = minorDigitsOf(currency) ?? 2;
  if (digits === 0) return `montos en ${currency} enteros (esa moneda no usa decimales: 12500 son 12.500 ${currency})`;
  const unit = digits === 2 ? 'centésimos' : digits === 3 ? 'milésimos' : 'diezmilésimos';
  const example = (12500).toFixed(0);
  const whole = (12500 / 10 ** digits).toFixed(digits).replace('.', ',');
  return `montos en ${unit} de ${currency} (${example} son ${whole} ${currency})`;
}

/** README.txt of the ZIP: what each file holds, in the trainer's words. */
export function readmeText(files: readonly ExportFile[], business: { name: string; currency: string; country: string }, madeAt: Date): string {
  const businessName = business.name;
  const lines = [
    `Exportación de los datos de ${businessName}`,
    `Preparada el ${madeAt.toISOString().slice(0, 10)} a las ${madeAt.toISOString().slice(11, 16)} (hora UTC).`,
    '',
    'Qué hay en cada archivo',
    '',
    ...files.map((file) => `- ${file.name}: ${file.description}`),
    `- ${FILES_DESCRIPTION}`,
    '',
    'Sobre los formatos',
    '',
    '- Los archivos .json siguen las respuestas de la API de Coach (las describe su documento OpenAPI en /api/docs):',
    `  fechas AAAA-MM-DD, instantes en hora UTC (ISO 8601) y ${minorUnitText(business.currency)}.`,
    '- Los archivos .csv se abren con Excel, LibreOffice o Google Sheets: UTF-8, fechas dd/mm/aaaa y, como los lee una planilla de tu país,',
    csvDialectOf(business.country).separator === ';'
      ? '  campos separados por punto y coma y montos con coma decimal (por ejemplo 12500,50), con la columna Moneda al lado.'
      : '  campos separados por coma y montos con punto decimal (por ejemplo 12500.50), con la columna Moneda al lado.',
    `- Los enlaces a imágenes, videos y fotos que figuran en los .json vencen en una o dos horas: los archivos mismos están en ${FILES_FOLDER}/.`,
    '',
    `Este archivo se borra de Coach ${EXPORT_LIMITS.keepHours} horas después de pedirlo. Podés pedir otra exportación cuando quieras.`,
    '',
  ];
  return lines.join('\r\n');
}
