import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ACCESS_KEY = 'coach.access-token';
export const REFRESH_KEY = 'coach.refresh-token';

let counter = 0;
/** An address no other test uses, so tests share one database without stepping on each other. */
export const uniqueEmail = (prefix = 'trainer') => `${prefix}.${Date.now()}.${process.pid}.${(counter += 1)}@example.com`;

export interface NewTrainer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export function newTrainer(): NewTrainer {
  return { firstName: 'Lucía', lastName: 'Pérez', email: uniqueEmail(), phone: '1155551234', password: 'Entrena2024' };
}

export async function signUpViaApi(request: APIRequestContext, trainer = newTrainer()): Promise<NewTrainer> {
  const response = await request.post('/api/v1/users/autonomous', {
    data: { ...trainer, confirmPassword: trainer.password },
  });
  expect(response.status()).toBe(201);
  return trainer;
}

export async function signInViaUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export const storedToken = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Signs in and waits until the private area shows, so the next navigation keeps the session. */
export async function signIn(page: Page, email: string, password: string) {
  await signInViaUi(page, email, password);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
