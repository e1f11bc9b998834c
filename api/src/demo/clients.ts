import { clients } from '../db/schema';
import type { Db } from '../db/client';
import { derivedColumns, normalizeForSearch } from '../modules/clients/search-text';
import { addDays } from '../modules/agenda/recurrence/calendar-days';
import type { Random } from './random';

/*
 * The demo business's clients: Argentine names, phones and goals, members since some day of the last
 * two years. The insert (with the columns the API derives: search text and sort name) is shared with
 * the benches (bench/seed.ts), which write thousands of clients the same way.
 */

export type NewClient = Omit<typeof clients.$inferInsert, 'searchText' | 'sortName'> & { firstName: string; lastName: string };

/** Inserts clients with their derived columns, in batches; answers their ids in order. */
export async function insertClients(db: Db, rows: NewClient[], batchSize = 500): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => ({
      ...row,
      ...derivedColumns({ firstName: row.firstName, lastName: row.lastName, email: row.email ?? null, phone: row.phone ?? null }),
    }));
    ids.push(...(await db.insert(clients).values(batch).returning({ id: clients.id })).map((row) => row.id));
  }
  return ids;
}

const WOMEN = [
  'Lucía', 'Sofía', 'Valentina', 'Camila', 'Martina', 'Florencia', 'Agustina', 'Micaela', 'Julieta', 'Carolina',
  'Paula', 'Romina', 'Natalia', 'Belén', 'Victoria', 'Milagros', 'Daniela', 'Gabriela', 'Silvina', 'Mariana',
] as const;
const MEN = [
  'Martín', 'Juan Pablo', 'Santiago', 'Matías', 'Nicolás', 'Facundo', 'Tomás', 'Franco', 'Gonzalo', 'Federico',
  'Lucas', 'Joaquín', 'Diego', 'Pablo', 'Ignacio', 'Sebastián', 'Ezequiel', 'Leandro', 'Hernán', 'Alejandro',
] as const;
const LAST_NAMES = [
  'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'García', 'Pérez', 'Sánchez', 'Romero', 'Sosa',
  'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Benítez', 'Acosta', 'Medina', 'Herrera', 'Suárez',
  'Aguirre', 'Giménez', 'Gutiérrez', 'Pereyra', 'Rojas', 'Molina', 'Castro', 'Ortiz', 'Silva', 'Núñez',
  'Luna', 'Juárez', 'Cabrera', 'Ríos', 'Ferreyra', 'Godoy', 'Morales', 'Domínguez', 'Moreno', 'Peralta',
] as const;
const STREETS = ['Av. Cabildo', 'Av. Santa Fe', 'Gorriti', 'Thames', 'Av. Rivadavia', 'Echeverría', 'Av. Corrientes', 'Billinghurst', 'Costa Rica', 'Av. Forest'];
const NEIGHBOURHOODS = ['Palermo', 'Belgrano', 'Colegiales', 'Villa Crespo', 'Caballito', 'Núñez', 'Almagro', 'Villa Urquiza'];
const GOALS = [
  'Bajar 5 kg antes del verano',
  'Ganar masa muscular',
  'Correr mis primeros 10 km',
  'Mejorar la postura y el dolor de espalda',
  'Volver a entrenar después de una lesión de rodilla',
  'Preparar la media maratón de Buenos Aires',
  'Tonificar y sentirme con más energía',
  'Mejorar la resistencia para jugar al fútbol',
  'Sumar fuerza y movilidad',
  'Bajar el colesterol por indicación médica',
  'Entrenar para el ascenso al Lanín',
  'Llegar en forma a la temporada de esquí',
] as const;

/** The demo's email domain: a reserved-looking one, so nobody real gets mail. */
export const DEMO_EMAIL_DOMAIN = 'ejemplo.com.ar';

export interface DemoPerson extends NewClient {
  gender: 'Femenino' | 'Masculino';
  memberSince: string;
  active: boolean;
  weightKg: string;
}

const emailPart = (value: string) => normalizeForSearch(value).replace(/[^a-z0-9]+/g, '');

/**
 * `count` believable clients of a business whose today is `today`: members since a day of the last
 * two years (a few this month and last), one in seven disabled. The first ones are the oldest.
 */
export function demoPeople(random: Random, { gymId, trainerUserId, count, today }: { gymId: number; trainerUserId: number; count: number; today: string }): DemoPerson[] {
  const usedEmails = new Set<string>();
  const people: DemoPerson[] = [];
  for (let n = 0; n < count; n += 1) {
    const woman = random.chance(0.55);
    const firstName = random.pick(woman ? WOMEN : MEN);
    const lastName = random.pick(LAST_NAMES);
    const local = `${emailPart(firstName.split(' ')[0]!)}.${emailPart(lastName)}`;
    let email = `${local}@${DEMO_EMAIL_DOMAIN}`;
    for (let suffix = 2; usedEmails.has(email); suffix += 1) email = `${local}${suffix}@${DEMO_EMAIL_DOMAIN}`;
    usedEmails.add(email);
    // Spread over two years, older first; the last few joined this month or the one before.
    const daysAgo = Math.max(1, Math.round(((count - n) / count) * 720) - random.int(0, 12));
    const heightCm = woman ? random.int(155, 175) : random.int(166, 190);
    const weightKg = Math.round((heightCm - 100) * (0.85 + random.next() * 0.3) * 10) / 10;
    people.push({
      gymId,
      trainerUserId,
      firstName,
      lastName,
      email,
      phone: `+54911${String(random.int(30_000_000, 69_999_999))}`,
      birthdate: `${random.int(1965, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      gender: woman ? 'Femenino' : 'Masculino',
      address: random.chance(0.6) ? `${random.pick(STREETS)} ${random.int(100, 4999)}, ${random.pick(NEIGHBOURHOODS)}` : null,
      goal: random.pick(GOALS),
      weightKg: weightKg.toFixed(2),
      heightCm: heightCm.toFixed(2),
      memberSince: addDays(today, -daysAgo),
      // Disabled clients are among the older ones: they left.
      active: !(n < count * 0.7 && n % 7 === 3),
    });
  }
  return people;
}
