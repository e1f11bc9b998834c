import { authHeader, createClientAs, signedInTrainer } from '../test/fixtures';
import { setupApiTests } from '../test/test-app';

/**
 * Text that looks like SQL is data: every query is parameterised, so it is stored and answered as
 * typed, and LIKE's wildcards (%, _ and the escape \) typed in a search match only themselves.
 */
const ctx = setupApiTests();

const NAMES = ["Robert'); DROP TABLE clients;--", "' OR '1'='1", '100% real', 'a_b', 'back\\slash', 'semi;colon "quoted"'];

async function trainerWithOddNames() {
  const { access } = await signedInTrainer(ctx.app);
  for (const [i, lastName] of NAMES.entries()) {
    await createClientAs(ctx.app, access, { firstName: 'Zz', lastName, email: `o'brien${i}@example.com` });
  }
  // Plain names that a wildcard or an injected condition would also match.
  await createClientAs(ctx.app, access, { firstName: 'Zz', lastName: 'axb' });
  await createClientAs(ctx.app, access, { firstName: 'Zz', lastName: 'Common' });
  return access;
}

const search = async (access: string, term: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/clients?pageSize=100&search=${encodeURIComponent(term)}`,
    headers: authHeader(access),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { lastName: string }[] }>().items.map((item) => item.lastName).sort();
};

it('stores and answers SQL-looking names and emails exactly as typed; the table is still there', async () => {
  const access = await trainerWithOddNames();
  const all = await search(access, 'zz');
  expect(all).toEqual([...NAMES, 'axb', 'Common'].sort());
  const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/clients?pageSize=100', headers: authHeader(access) });
  expect(list.json().items.map((item: { email: string | null }) => item.email)).toEqual(
    expect.arrayContaining(NAMES.map((_, i) => `o'brien${i}@example.com`)),
  );
});

it.each([
  ['%', ['100% real']],
  ['_', ['a_b']],
  ['a_b', ['a_b']],
  ['\\', ['back\\slash']],
  ["' OR '1'='1", ["' OR '1'='1"]],
  ["'); DROP TABLE clients;--", ["Robert'); DROP TABLE clients;--"]],
  ['"quoted"', ['semi;colon "quoted"']],
  ['%%', []],
])('search %p matches only what contains it literally', async (term, expected) => {
  const access = await trainerWithOddNames();
  expect(await search(access, term)).toEqual(expected);
});
