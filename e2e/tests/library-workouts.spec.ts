import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLibrary, signInNewTrainer, toast } from '../support/library';

const group = (page: Page, position: number) => page.getByRole('region', { name: `Grupo ${position}`, exact: true });

async function addExercise(page: Page, inGroup: Locator, search: string, name: RegExp) {
  await inGroup.getByRole('button', { name: 'Agregar ejercicio' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Buscar').fill(search);
  await picker.getByRole('checkbox', { name }).check();
  await picker.getByRole('button', { name: /^Agregar/ }).click();
  await expect(picker).toBeHidden();
}

/** The Simple / Avanzada switch (antd radio buttons: the visible label is what a person clicks). */
const mode = (page: Page, name: 'Simple' | 'Avanzada') => page.getByRole('radiogroup', { name: 'Modo' }).getByText(name, { exact: true });

/** Drags one handle onto another with the mouse, in small steps, as a person would. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 20 });
  await page.mouse.up();
}

test('a trainer builds an advanced workout with two groups by drag and drop, then switches it to simple and sees the series merged', async ({ page }) => {
  await signInNewTrainer(page);
  await openLibrary(page, 'Rutinas');
  await page.getByRole('link', { name: 'Crear rutina' }).click();
  await expect(page).toHaveURL(/\/rutinas\/nueva$/);

  await page.getByLabel('Nombre', { exact: true }).fill('Piernas en pirámide');
  await mode(page, 'Avanzada').click();

  const first = group(page, 1);
  await first.getByLabel('Nombre del grupo').fill('Bloque de fuerza');
  await addExercise(page, first, 'sentadilla con barra', /Sentadilla con barra/);
  const squatSeries = (n: number) => first.getByRole('group', { name: `Serie ${n} de Sentadilla con barra` });
  await squatSeries(1).getByLabel('Repeticiones', { exact: true }).fill('12');
  await squatSeries(2).getByLabel('Repeticiones', { exact: true }).fill('10');
  await squatSeries(3).getByLabel('Repeticiones', { exact: true }).fill('8');
  await squatSeries(3).getByLabel('Peso (kg)').fill('62,5');

  await page.getByRole('button', { name: 'Agregar grupo' }).click();
  const second = group(page, 2);
  await second.getByLabel('Nombre del grupo').fill('Entrada en calor');
  await addExercise(page, second, 'curl martillo', /Curl martillo/);

  // The warm-up goes first: dragged by its handle above the strength block.
  await drag(page, second.getByRole('button', { name: 'Reordenar el grupo Entrada en calor' }), first.getByRole('button', { name: 'Reordenar el grupo Bloque de fuerza' }));
  await expect(group(page, 1).getByLabel('Nombre del grupo')).toHaveValue('Entrada en calor');
  await expect(group(page, 2).getByLabel('Nombre del grupo')).toHaveValue('Bloque de fuerza');

  await page.getByRole('button', { name: 'Crear rutina' }).click();
  await expect(toast(page, 'Rutina creada')).toBeVisible();
  await expect(page).toHaveURL(/\/rutinas\/\d+$/);
  await page.reload();
  await expect(group(page, 1).getByLabel('Nombre del grupo')).toHaveValue('Entrada en calor');
  await expect(group(page, 2).getByRole('group', { name: 'Serie 3 de Sentadilla con barra' }).getByLabel('Peso (kg)')).toHaveValue(/62[.,]5/);

  await mode(page, 'Simple').click();
  const confirm = page.getByRole('dialog', { name: '¿Cambiar a simple?' });
  await expect(confirm).toContainText('primera serie');
  await confirm.getByRole('button', { name: 'Cambiar a simple' }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Rutina guardada')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Simple' })).toBeChecked();
  const squat = group(page, 2);
  await expect(squat.getByLabel('Series', { exact: true })).toHaveValue('3');
  await expect(squat.getByLabel('Repeticiones', { exact: true })).toHaveValue('12');
  await expect(squat.getByLabel('Peso (kg)')).toHaveValue('');
});
