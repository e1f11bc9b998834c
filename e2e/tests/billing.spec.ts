import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { bearer, businessToday, trainerAccess } from '../support/agenda';
import { dmy, typeDate } from '../support/dates';
import { signInViaUi, signUpViaApi } from '../support/session';

/** The same day of the month `months` earlier (the last day when that month is shorter), 'YYYY-MM-DD'. */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

const toast = (page: Page, text: string) => page.getByRole('alert').getByText(text).first();

/** Clicks a dialog's submit until the dialog closes (a click during its opening zoom can be lost). */
async function submitUntilClosed(dialog: Locator, name: string) {
  // The dialogs load when they first open: wait for it before deciding it closed.
  await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name, exact: true }).click({ timeout: 1_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Registers the payment of the open "Registrar pago" dialog: it turns into "Pago registrado", which offers
 * the receipt (issue 28 §2), and closes with "Listo".
 */
async function registerPayment(page: Page) {
  await submitUntilClosed(page.getByRole('dialog', { name: 'Registrar pago' }), 'Registrar pago');
  const done = page.getByRole('dialog', { name: 'Pago registrado' });
  await expect(done.getByRole('button', { name: 'Descargar comprobante' })).toBeVisible();
  await done.getByRole('button', { name: 'Listo' }).click();
  await expect(done).toBeHidden();
}

/** An option of the open antd Select (its visible item, titled with the option's label). */
const selectOption = (page: Page, label: string) => page.locator('.ant-select-item-option').filter({ hasText: label }).first().click();

interface ApiPeriod {
  id: number;
  startDate: string;
  status: string;
  paid: number;
  discount: number;
  remaining: number;
  overdue: boolean;
  payments: unknown[];
}

test('plans and payments: a plan assigned three months back, three overdue periods paid in full, in part and closed with a discount, a plan change, the clients list, Cobros and the CSV', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const created = await page.request.post('/api/v1/clients', { headers: bearer(access), data: { firstName: 'Marta', lastName: 'Quiroga' } });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { id: number }).id;
  // The plan to change to, through the API (the dialog is the same as for the first one).
  expect((await page.request.post('/api/v1/plans', { headers: bearer(access), data: { name: 'Grupal', recurrence: 'monthly', amount: 1_500_000 } })).status()).toBe(201);
  const today = businessToday();
  const start = monthsBefore(today, 3);

  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A plan, created on /planes.
  await page.getByRole('navigation').getByRole('link', { name: 'Planes de pago' }).click();
  await expect(page.getByRole('heading', { name: 'Planes de pago' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo plan' }).click();
  const planDialog = page.getByRole('dialog', { name: 'Nuevo plan' });
  await planDialog.getByLabel('Nombre').fill('Personalizado mensual');
  await planDialog.getByLabel('Monto (ARS)').fill('20.000');
  await submitUntilClosed(planDialog, 'Crear plan');
  await expect(toast(page, 'Plan creado')).toBeVisible();
  const card = page.getByRole('list', { name: 'Planes' }).getByRole('listitem').filter({ hasText: 'Personalizado mensual' });
  await expect(card).toContainText('$ 20.000,00');
  await expect(card).toContainText('Mensual');
  await expect(card).toContainText('Sin clientes');

  // Assigned to the client from three months ago.
  await page.goto(`/clientes/${clientId}?tab=plan-y-pagos`);
  await expect(page.getByText('Asigná un plan')).toBeVisible();
  await page.getByRole('button', { name: 'Asignar plan' }).click();
  const assign = page.getByRole('dialog', { name: 'Asignar plan' });
  await assign.getByLabel('Plan', { exact: true }).click();
  await selectOption(page, 'Personalizado mensual');
  await typeDate(assign.getByLabel('Fecha de inicio'), start);
  await submitUntilClosed(assign, 'Asignar plan');
  await expect(toast(page, 'Plan asignado')).toBeVisible();
  await expect(page.getByText('Plan actual: Personalizado mensual')).toBeVisible();

  // Three past periods overdue, and the one that started today.
  const periods = page.getByRole('listitem', { name: /^Período \d/ });
  await expect(periods).toHaveCount(4);
  await expect(page.getByText('Vencido', { exact: true })).toHaveCount(3);
  const period = (index: number) => periods.nth(index);
  const [oldest, second, third] = [period(3), period(2), period(1)];
  await expect(oldest).toContainText(dmy(start));

  // The oldest, paid in full (a double click records one payment: one Idempotency-Key per dialog).
  await oldest.getByRole('button', { name: /^Registrar pago/ }).click();
  let pay = page.getByRole('dialog', { name: 'Registrar pago' });
  await expect(pay.getByLabel('Monto (ARS)')).toHaveValue('20.000');
  await expect(pay.getByLabel('Fecha', { exact: true })).toHaveValue(dmy(today));
  await page.waitForTimeout(400); // the dialog's opening zoom
  await pay.getByRole('button', { name: 'Registrar pago' }).dblclick();
  await expect(pay).toBeHidden();
  await expect(toast(page, 'Pago registrado')).toBeVisible();
  await page.getByRole('dialog', { name: 'Pago registrado' }).getByRole('button', { name: 'Listo' }).click();
  await expect(oldest.getByText('Pagado', { exact: true }).first()).toBeVisible();

  // The second, in part: still overdue, with what remains.
  await second.getByRole('button', { name: /^Registrar pago/ }).click();
  pay = page.getByRole('dialog', { name: 'Registrar pago' });
  await pay.getByLabel('Monto (ARS)').fill('8.000');
  await pay.getByLabel('Transferencia').check();
  await pay.getByLabel('Concepto').fill('Seña');
  await registerPayment(page);
  await expect(second).toContainText('Vencido');
  await expect(second).toContainText(/Falta\s*\$\s12\.000,00/);
  await expect(second.getByRole('list', { name: /^Pagos del período/ })).toContainText('Transferencia · Seña');

  // The third, closed with less: the rest is a discount.
  await third.getByRole('button', { name: /^Registrar pago/ }).click();
  pay = page.getByRole('dialog', { name: 'Registrar pago' });
  await pay.getByLabel('Monto (ARS)').fill('15.000');
  await pay.getByRole('checkbox', { name: 'Cerrar el período' }).check();
  await expect(pay.getByText(/la diferencia de \$\s5\.000,00 se registra como descuento/)).toBeVisible();
  await registerPayment(page);
  await expect(third).toContainText(/Descuento\s*\$\s5\.000,00/);
  await expect(third.getByRole('button', { name: /^Registrar pago/ })).toHaveCount(0);

  // What the API keeps: one payment in the oldest (the double click), the statuses and the discount.
  const answer = await page.request.get(`/api/v1/clients/${clientId}/subscription`, { headers: bearer(access) });
  const stored = ((await answer.json()) as { periods: ApiPeriod[] }).periods.slice().reverse();
  expect(stored.map(({ status, paid, discount, remaining, overdue, payments }) => ({ status, paid, discount, remaining, overdue, payments: payments.length }))).toEqual([
    { status: 'paid', paid: 2_000_000, discount: 0, remaining: 0, overdue: false, payments: 1 },
    { status: 'partial', paid: 800_000, discount: 0, remaining: 1_200_000, overdue: true, payments: 1 },
    { status: 'paid', paid: 1_500_000, discount: 500_000, remaining: 0, overdue: false, payments: 1 },
    { status: 'pending', paid: 0, discount: 0, remaining: 2_000_000, overdue: false, payments: 0 },
  ]);

  // A change of plan from the end of the current period.
  await page.getByRole('button', { name: 'Cambiar de plan' }).click();
  const change = page.getByRole('dialog', { name: 'Cambiar de plan' });
  await change.getByLabel('Plan nuevo').click();
  await selectOption(page, 'Grupal');
  await submitUntilClosed(change, 'Programar cambio');
  await expect(toast(page, 'Cambio de plan programado')).toBeVisible();
  await expect(page.getByText(/pasa a Grupal: \$\s15\.000,00 por mes/)).toBeVisible();

  // The clients list: the current period is unpaid.
  await page.getByRole('navigation').getByRole('link', { name: 'Clientes', exact: true }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Marta Quiroga' }) });
  await expect(row.getByText('Pendiente', { exact: true })).toBeVisible();

  // Cobros: what remains, across clients; the current period paid from there in one click.
  await page.goto('/planes?vista=cobros');
  await expect(page.getByRole('list', { name: 'Totales' })).toContainText(/Por cobrar\s*\$\s32\.000,00/);
  const open = page.getByRole('list', { name: 'Períodos por cobrar' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Marta Quiroga' }) });
  await expect(open).toHaveCount(2);
  await expect(open.first()).toContainText(/Falta\s*\$\s12\.000,00/);
  await expect(open.last()).toContainText(/Falta\s*\$\s20\.000,00/);
  await open.last().getByRole('button', { name: /^Registrar pago/ }).click();
  await registerPayment(page);
  await expect(open).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Totales' })).toContainText(/Por cobrar\s*\$\s12\.000,00/);

  // The status follows: only the partial period is owed now.
  await page.goto('/clientes');
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Marta Quiroga' }) }).getByText('Pago parcial', { exact: true })).toBeVisible();

  // The accountant's CSV of this month's payments.
  await page.goto('/planes?vista=cobros');
  await page.getByRole('button', { name: 'Descargar pagos (CSV)' }).click();
  const csvDialog = page.getByRole('dialog', { name: 'Descargar pagos (CSV)' });
  await expect(csvDialog.getByLabel('Hasta')).toHaveValue(dmy(today));
  const downloading = page.waitForEvent('download');
  await page.waitForTimeout(400); // the dialog's opening zoom
  await csvDialog.getByRole('button', { name: 'Descargar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pagos-\d{4}-\d{2}-\d{2}(-a-\d{4}-\d{2}-\d{2})?\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFComprobante;Fecha;Cliente;Plan;')).toBe(true);
  const lines = csv.trim().split(/\r?\n/).slice(1);
  expect(lines).toHaveLength(4);
  expect(lines.every((line) => /^\d+;/.test(line) && line.includes(`;${dmy(today)};Marta Quiroga;Personalizado mensual;`))).toBe(true);
  expect(lines.some((line) => line.includes('Transferencia;Seña;8000,00;ARS'))).toBe(true);
  await expect(csvDialog).toBeHidden();
});

test('the status under the client’s name follows what the Plan y pagos tab does, without a reload', async ({ page }) => {
  const trainer = await signUpViaApi(page.request);
  const access = await trainerAccess(page.request, trainer);
  const created = await page.request.post('/api/v1/clients', { headers: bearer(access), data: { firstName: 'Iris', lastName: 'Vega' } });
  const clientId = ((await created.json()) as { id: number }).id;
  expect((await page.request.post('/api/v1/plans', { headers: bearer(access), data: { name: 'Mensual', recurrence: 'monthly', amount: 1_000_000 } })).status()).toBe(201);

  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/clientes/${clientId}?tab=plan-y-pagos`);
  // The header is the clients area's; the tab is billing's: billing announces, the clients area asks again.
  const status = page.getByTestId('client-status-tags');
  await expect(status).toContainText('Sin plan');
  await page.getByRole('button', { name: 'Asignar plan' }).click();
  const assign = page.getByRole('dialog', { name: 'Asignar plan' });
  await assign.getByLabel('Plan', { exact: true }).click();
  await selectOption(page, 'Mensual');
  await submitUntilClosed(assign, 'Asignar plan');
  await expect(status).toContainText('Pendiente');
  await expect(status).not.toContainText('Sin plan');

  await page.getByRole('listitem', { name: /^Período \d/ }).first().getByRole('button', { name: /^Registrar pago/ }).click();
  await registerPayment(page);
  await expect(status).toContainText('Pagado');
  await expect(status).not.toContainText('Pendiente');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** Boxes that scroll sideways (the page or any scroll box wider than itself), but the filters made to. */
  const overflow = (page: Page) =>
    page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => {
          if (['ant-segmented', 'ant-tabs-nav-wrap', 'client-tabs-list'].some((name) => element.classList.contains(name))) return false;
          const scrolls = element === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
          return scrolls && element.scrollWidth > element.clientWidth + 1;
        })
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${element.scrollWidth} > ${element.clientWidth}`),
    );

  test('Planes, Cobros, the Plan y pagos tab and the payment dialog fit without scrolling sideways', async ({ page }) => {
    const trainer = await signUpViaApi(page.request);
    const access = await trainerAccess(page.request, trainer);
    const client = await page.request.post('/api/v1/clients', { headers: bearer(access), data: { firstName: 'Maximiliano', lastName: 'Fernández Etcheverry' } });
    const clientId = ((await client.json()) as { id: number }).id;
    const plan = await page.request.post('/api/v1/plans', {
      headers: bearer(access),
      data: { name: 'Entrenamiento personalizado tres veces por semana', description: 'Con seguimiento por la app y una evaluación mensual.', recurrence: 'monthly', amount: 12_345_678 },
    });
    const planId = ((await plan.json()) as { id: number }).id;
    const assigned = await page.request.post(`/api/v1/clients/${clientId}/subscriptions`, { headers: bearer(access), data: { planId, startDate: monthsBefore(businessToday(), 2) } });
    expect(assigned.status()).toBe(201);

    await signInViaUi(page, trainer.email, trainer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const [path, ready] of [
      ['/planes', page.getByRole('list', { name: 'Planes' })],
      ['/planes?vista=cobros', page.getByRole('list', { name: 'Períodos por cobrar' })],
      [`/clientes/${clientId}?tab=plan-y-pagos`, page.getByRole('list', { name: 'Períodos' })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      expect({ path, scrolls: await overflow(page) }).toEqual({ path, scrolls: [] });
    }
    await page.getByRole('button', { name: /^Registrar pago/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Registrar pago' }).getByLabel('Monto (ARS)')).toHaveValue('123.456,78');
    expect({ dialog: 'Registrar pago', scrolls: await overflow(page) }).toEqual({ dialog: 'Registrar pago', scrolls: [] });
  });
});
