import { expect, type Page } from '@playwright/test';
import { signInViaUi, signUpViaApi } from './session';

/** A 160×90 PNG (the accent colour): a real image the API can resize. */
export const coverPng = {
  name: 'portada.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAKAAAABaCAIAAACwpMoFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABp0lEQVR4nO2VgQnAIADD/Kev90ivkNAtkAOkMXrSSr47wsFPIFGwlyAW7CWIT3T+9yP4Bxd3oGB+psxiwcUdKJifKbNYcHEHCuZnyiwWXNyBgvmZMosFF3egYH6mzGLBxR0omJ8ps1hwcQcK5mfKLBZc3IGC+ZkyiwUXd6BgfqbMYsHFHSiYnymzWHBxBwrmZ8osFlzcgYL5mTKLBRd3oGB+psxiwcUdKJifKbNYcHEHCuZnyiwWXNyBgvmZMosFF3egYH6mzGLBxR0omJ8ps1hwcQcK5mfKLBZc3IGC+ZkyiwUXd6BgfqbMYsHFHSiYnymzWHBxBwrmZ8osFlzcgYL5mTKLBRd3oGB+psxiwcUdKJifKbNYcHEHCuZnyiwWXNyBgvmZMosFF3egYH6mzGLBxR0omJ8ps1hwcQcK5mfKLBZc3IGC+ZkyiwUXd6BgfqbMYsHFHSiYnymzWHBxBwrmZ8osFlzcgYL5mTKLBRd3oGB+psxiwcUdKJifKbNYcHEHCuZnyiwWXNyBgvmZMosFF3egYH6mzGLBxR0omJ8ps1hwcQdPuX88DbyIY5SRAAAAAElFTkSuQmCC',
    'base64',
  ),
};

/** A new trainer, signed in through the screens, on the dashboard. */
export async function signInNewTrainer(page: Page) {
  const trainer = await signUpViaApi(page.request);
  await signInViaUi(page, trainer.email, trainer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return trainer;
}

/** The sidebar's link to a library list. */
export async function openLibrary(page: Page, name: 'Ejercicios' | 'Actividades' | 'Rutinas' | 'Formularios' | 'Programas') {
  // "Formularios" and "Programas" carry their "Nuevo" badge in the link's name.
  await page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${name}`) }).first().click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

/** The toast a mutation shows (bottom-left). */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').getByText(text).first();
