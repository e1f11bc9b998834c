import { PAYMENTS_CSV_COLUMNS, periodTagLabel, subscriptionStatusLabels, type Client } from '@coach/shared/contracts';
import { catchUpBilling } from '../billing/catch-up';
import { CSV_BOM, csvAmount, csvDate, csvDialectOf, csvLine, type CsvDialect } from '../billing/csv';
import { paymentCsvLine, paymentItemsAfter, periodItemsAfter } from '../billing/lists';
import { toClient } from '../clients/clients';
import { memberNames } from '../team/member-names';
import { batches, clientRows, EXPORT_BATCH, type ExportFile } from './json-files';

/*
 * What a spreadsheet of the business's country opens without asking, as the Cobros CSV (billing/csv.ts): a
 * BOM (UTF-8), CRLF lines, and ';' between fields with amounts as "1234,50" where the comma is the decimal
 * mark (Argentina, Chile, Colombia, Uruguay, Spain…), ',' and "1234.50" where the point is (Mexico, the
 * United States…).
 */

export const PERIODS_CSV_COLUMNS = ['Cliente', 'Plan', 'Desde', 'Hasta', 'Vence', 'Estado', 'Monto', 'Pagado', 'Descuento', 'Saldo', 'Moneda'] as const;
export const CLIENTS_CSV_COLUMNS = [
  'Nombre',
  'Apellido',
  'Email',
  'Teléfono',
  'Fecha de nacimiento',
  'Miembro desde',
  'Activo',
  'Estado del plan',
  'Usa la app',
  'Alta',
] as const;

const optionalDate = (date: string | null) => (date ? csvDate(date) : '');
const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

const clientLine = (client: Client, dialect: CsvDialect) =>
  csvLine(
    [
      client.firstName,
      client.lastName,
      client.email ?? '',
      client.phone ?? '',
      optionalDate(client.birthdate),
      optionalDate(client.memberSince),
      yesNo(client.active),
      subscriptionStatusLabels[client.subscriptionStatus],
      yesNo(client.hasAppAccess),
      csvDate(client.createdAt.slice(0, 10)),
    ],
    dialect,
  );

/** The tables an accountant opens, amounts in the currency's units (12500,50; 12500.50 where the point is the decimal mark) with its code beside them. */
export const csvFiles: ExportFile[] = [
  {
    name: 'cobros/pagos.csv',
    description:
      'Los pagos en una planilla (la misma que "Exportar CSV" de Cobros): número de comprobante, fecha, cliente, plan, período, medio, concepto, monto y moneda.',
    async *content(deps, gymId) {
      const { currency, country } = await catchUpBilling(deps, gymId);
      const dialect = csvDialectOf(country);
      yield CSV_BOM + csvLine(PAYMENTS_CSV_COLUMNS, dialect);
      for await (const items of batches((after: { id: number; date: string } | undefined) => paymentItemsAfter(deps, gymId, after, EXPORT_BATCH))) {
        yield items.map((item) => paymentCsvLine(item, currency, dialect)).join('');
      }
    },
  },
  {
    name: 'cobros/periodos.csv',
    description: 'Los períodos de cobro en una planilla: cliente, plan, fechas, estado, monto, pagado, descuento, saldo y moneda.',
    async *content(deps, gymId) {
      const { currency, country } = await catchUpBilling(deps, gymId);
      const dialect = csvDialectOf(country);
      const amount = (minorUnits: number) => csvAmount(minorUnits, currency, dialect);
      yield CSV_BOM + csvLine(PERIODS_CSV_COLUMNS, dialect);
      for await (const items of batches((after: { id: number } | undefined) => periodItemsAfter(deps, gymId, after?.id ?? 0, EXPORT_BATCH))) {
        yield items
          .map((period) =>
            csvLine(
              [
                period.clientName,
                period.planName,
                csvDate(period.startDate),
                csvDate(period.endDate),
                csvDate(period.dueDate),
                periodTagLabel(period),
                amount(period.amount),
                amount(period.paid),
                amount(period.discount),
                amount(period.remaining),
                currency,
              ],
              dialect,
            ),
          )
          .join('');
      }
    },
  },
  {
    name: 'clientes.csv',
    description: 'Los clientes en una planilla: nombre, contacto, fechas, si está activo, el estado de su plan y si usa la app.',
    async *content(deps, gymId) {
      const { country } = await catchUpBilling(deps, gymId);
      const dialect = csvDialectOf(country);
      yield CSV_BOM + csvLine(CLIENTS_CSV_COLUMNS, dialect);
      const members = await memberNames(deps.db, gymId);
      for await (const rows of clientRows(deps.db, gymId)) yield rows.map((row) => clientLine(toClient(row, members), dialect)).join('');
    },
  },
];
