import { expect, test } from '@playwright/test';
import { coverPng, openLibrary, signInNewTrainer, toast } from '../support/library';

test('a trainer creates an exercise with a cover and a YouTube link, and finds it without accents and by muscle group', async ({ page }) => {
  await signInNewTrainer(page);
  await openLibrary(page, 'Ejercicios');
  // The product library is there from the first minute, with its drawn covers, by name.
  await expect(page.getByRole('link', { name: /Abducciones en máquina/ })).toBeVisible();

  await page.getByRole('link', { name: 'Crear ejercicio' }).click();
  await expect(page).toHaveURL(/\/ejercicios\/nuevo$/);
  await page.getByRole('button', { name: 'Crear ejercicio' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  await expect(page.getByText('Las instrucciones son requeridas')).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill('Estocada búlgara con salto Ñandú');
  await page.getByLabel('Instrucciones').fill('Pie de atrás sobre el banco.\nBajá controlando y subí con un salto.');
  await page.getByLabel('Grupos musculares').click();
  await page.keyboard.type('Glút');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByLabel('Enlace del video').fill('https://www.youtube.com/watch?v=nope');
  await expect(page.getByText('Ingresá un enlace válido de Youtube o Vimeo')).toBeVisible();
  await page.getByLabel('Enlace del video').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toBeAttached();
  await page.getByLabel('Elegir portada').setInputFiles(coverPng);
  await expect(page.getByRole('img', { name: 'Vista previa de la portada' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear ejercicio' }).click();
  await expect(toast(page, 'Ejercicio creado')).toBeVisible();
  await expect(page).toHaveURL(/\/ejercicios\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Estocada búlgara con salto Ñandú' })).toBeVisible();
  await expect(page.getByText('Glúteos').first()).toBeVisible();
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toBeAttached();
  // The cover was resized by the API and is served from a signed URL.
  const cover = page.locator('img[src*="/media/"]').first();
  await expect(cover).toBeVisible();
  const coverResponse = await page.request.get(await cover.getAttribute('src') as string);
  expect(coverResponse.status()).toBe(200);
  expect(coverResponse.headers()['content-type']).toBe('image/webp');

  await openLibrary(page, 'Ejercicios');
  await page.getByLabel('Buscar ejercicios').fill('estocada bulgara nandu');
  await expect(page).toHaveURL(/q=estocada/);
  await expect(page.getByRole('link', { name: /Estocada búlgara con salto Ñandú/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Abducciones en máquina/ })).toHaveCount(0);

  await page.getByLabel('Buscar ejercicios').fill('');
  await page.getByRole('group', { name: 'Grupos musculares' }).getByRole('button', { name: 'Glúteos' }).click();
  await expect(page).toHaveURL(/muscleGroup=gluteos/);
  await expect(page.getByRole('link', { name: /Estocada búlgara con salto Ñandú/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Hip thrust con barra/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Curl de bíceps con barra/ })).toHaveCount(0);
});

test('a product exercise cannot be edited; its copy can', async ({ page }) => {
  await signInNewTrainer(page);
  await openLibrary(page, 'Ejercicios');
  await page.getByLabel('Buscar ejercicios').fill('press de banca con barra');
  await page.getByRole('link', { name: /Press de banca con barra/ }).click();
  await expect(page.getByRole('heading', { name: 'Press de banca con barra' })).toBeVisible();
  await expect(page.getByText('Coach', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);

  // Straight to the edit address: the permission message instead of the form.
  await page.goto(`${page.url().replace(/\/$/, '')}/editar`);
  await expect(page.getByText('No tenés permisos para editar este ejercicio')).toBeVisible();
  await expect(page.getByLabel('Instrucciones')).toHaveCount(0);

  await page.getByRole('button', { name: 'Duplicar' }).click();
  await expect(toast(page, /Copia de Press de banca con barra/)).toBeVisible();
  await expect(page).toHaveURL(/\/ejercicios\/\d+\/editar$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Copia de Press de banca con barra');
  await page.getByLabel('Nombre', { exact: true }).fill('Press de banca pausado');
  await page.getByLabel('Instrucciones').fill('Pausa de dos segundos con la barra apoyada en el pecho.');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Ejercicio guardado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Press de banca pausado' })).toBeVisible();
  await expect(page.getByText('Pausa de dos segundos')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
});
