import { expect, test, type Page } from '@playwright/test';
import { typeDate } from '../support/dates';
import { openLibrary, signInNewTrainer, toast } from '../support/library';

const question = (page: Page, position: number) => page.getByRole('region', { name: `Pregunta ${position}`, exact: true });

async function addQuestion(page: Page, type: string, title: string) {
  const questions = page.getByRole('region', { name: /^Pregunta \d+$/ });
  const before = await questions.count();
  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  // Counted once the new question is on the page: counted right after the click, a loaded CI machine
  // still showed the old count, and the test wrote its title over the previous question's.
  await expect(questions).toHaveCount(before + 1);
  const added = question(page, before + 1);
  await added.getByLabel('Título').fill(title);
  return added;
}

test('a trainer builds a form with the six question types and sees it as the client will', async ({ page }) => {
  await signInNewTrainer(page);
  await openLibrary(page, 'Formularios');
  await page.getByRole('link', { name: 'Crear formulario' }).click();
  await expect(page).toHaveURL(/\/formularios\/nuevo$/);
  await page.getByLabel('Nombre', { exact: true }).fill('Control quincenal');

  const text = await addQuestion(page, 'Texto', '¿Cómo te sentiste?');
  await text.getByLabel('Largo máximo (caracteres)').fill('300');
  const number = await addQuestion(page, 'Número', 'Peso en ayunas (kg)');
  await number.getByLabel('Mínimo', { exact: true }).fill('250');
  await number.getByLabel('Máximo', { exact: true }).fill('30');
  await expect(number.getByText('El mínimo no puede ser mayor que el máximo')).toBeVisible();
  await number.getByLabel('Mínimo', { exact: true }).fill('30');
  await number.getByLabel('Máximo', { exact: true }).fill('250');
  const date = await addQuestion(page, 'Fecha', 'Fecha de la medición');
  await typeDate(date.getByLabel('Fecha mínima'), '01/01/2026');
  const select = await addQuestion(page, 'Opciones', '¿Qué entrenaste?');
  await select.getByLabel('Opción 1', { exact: true }).fill('Fuerza');
  await select.getByLabel('Opción 2', { exact: true }).fill('Cardio');
  await select.getByRole('button', { name: 'Agregar opción' }).click();
  await select.getByLabel('Opción 3', { exact: true }).fill('Movilidad');
  await select.getByText('Varias respuestas').click();
  await addQuestion(page, 'Sí / No', '¿Tuviste dolor?');
  await addQuestion(page, 'Puntuación (1 a 5)', '¿Cuánto disfrutaste la semana?');

  // The live preview shows each question as its answer input.
  const preview = page.getByRole('region', { name: 'Vista previa del formulario' });
  await expect(preview.getByText('¿Cómo te sentiste?')).toBeVisible();
  await expect(preview.getByText('Entre 30 y 250')).toBeVisible();
  await expect(preview.getByLabel('Fecha de la medición')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await expect(preview.getByText('Desde el 01/01/2026')).toBeVisible();
  await expect(preview.getByRole('checkbox', { name: 'Movilidad' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Sí' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: '5 stars' }).or(preview.locator('.ant-rate')).first()).toBeVisible();

  await page.getByRole('button', { name: 'Crear formulario' }).click();
  await expect(toast(page, 'Formulario creado')).toBeVisible();
  await expect(page).toHaveURL(/\/formularios\/\d+$/);

  await page.reload();
  await expect(page.getByRole('region', { name: /^Pregunta \d+$/ })).toHaveCount(6);
  await expect(question(page, 2).getByLabel('Máximo', { exact: true })).toHaveValue('250');
  await expect(question(page, 3).getByLabel('Fecha mínima')).toHaveValue('01/01/2026');
  await expect(question(page, 4).getByLabel('Opción 3', { exact: true })).toHaveValue('Movilidad');
  await openLibrary(page, 'Formularios');
  await expect(page.getByRole('link', { name: /Control quincenal/ })).toContainText('6 preguntas');
});
