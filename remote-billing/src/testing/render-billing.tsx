import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient, paths, useSession } from '@coach/shared';
import { fakeAccessToken, LocationProbe, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

const notFound: Reply = { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };

/**
 * A billing screen inside the providers and route the host gives it (/planes by default), with the
 * network stubbed by `handler` (unanswered calls get a 404). Returns the calls, the fetch spy (for
 * headers) and a user.
 */
export function renderBilling(element: ReactElement, handler: (call: FetchCall) => Reply | Promise<Reply> | undefined, entry: string = paths.plans) {
  const { calls, spy } = stubFetch(async (call) => (await handler(call)) ?? notFound);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls, spy, user: userEvent.setup({ delay: null }) };
}

/** Signs in as 'AD' (Administrador) or 'CO' (Entrenador), as the access token's role claim says. */
export function signInAs(role: 'AD' | 'CO') {
  useSession.getState().signIn({ access: fakeAccessToken({ role }), refresh: 'refresh-token' });
}

/** The headers sent with the nth call to fetch (the stub's calls carry only url, method and body). */
export function headersOf(spy: jest.SpyInstance, index: number): Record<string, string> {
  const init = spy.mock.calls[index]?.[1] as RequestInit | undefined;
  return Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([key, value]) => [key.toLowerCase(), value]));
}

/** Types by pasting: one input event instead of one per key (antd inputs re-render on each). */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.clear(field);
  if (text) await user.paste(text);
}

/** Types a date into a DateField as a trainer does, day first ('10/01/2026'), and takes it with Enter. */
export async function typeDate(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
}
