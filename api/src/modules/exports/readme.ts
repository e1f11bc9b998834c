import { EXPORT_LIMITS } from '@coach/shared/contracts';
import type { ExportFile } from './json-files';

/** README.txt of the ZIP: what each file holds, in the trainer's words. */
export function readmeText(files: readonly ExportFile[], businessName: string, madeAt: Date): string {
  const lines = [
    `Exportación de los datos de ${businessName}`,
    `Preparada el ${madeAt.toISOString().slice(0, 10)} a las ${madeAt.toISOString().slice(11, 16)} (hora UTC).`,
    '',
    'Qué hay en cada archivo',
    '',
    ...files.map((file) => `- ${file.name}: ${file.description}`),
    '',
    'Sobre los formatos',
    '',
    '- Los archivos .json siguen las respuestas de la API de Coach (las describe su documento OpenAPI en /api/docs):',
    '  fechas AAAA-MM-DD, instantes en hora UTC (ISO 8601) y montos en centavos de la moneda del negocio.',
    '- Los archivos .csv se abren con Excel, LibreOffice o Google Sheets: UTF-8, campos separados por punto y coma,',
    '  fechas dd/mm/aaaa y montos en la unidad de la moneda (por ejemplo 12500,50) con la columna Moneda al lado.',
    '- Los enlaces a imágenes, videos y fotos que figuran en los .json vencen en una o dos horas: las fotos no van en el ZIP.',
    '',
    `Este archivo se borra de Coach ${EXPORT_LIMITS.keepHours} horas después de pedirlo. Podés pedir otra exportación cuando quieras.`,
    '',
  ];
  return lines.join('\r\n');
}
