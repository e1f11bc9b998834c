import { and, count, eq, inArray, isNotNull, like, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, events, gyms, messages, plans, tasks, users, workouts } from '../db/schema';
import { todayIn } from '../modules/clients/sample-client';
import { hashPassword } from '../modules/sessions/passwords';
import { DEMO_APP_CREDENTIALS } from '../seed';
import { seedDemoAppClient } from './app-client';
import { wallClockToInstant } from '../modules/agenda/recurrence/wall-clock';
import { seedDemoAgenda } from './agenda';
import { seedDemoBilling } from './billing';
import { seedDemoChats } from './chats';
import { seedDemoLibrary } from './library';
import { seedDemoProgram } from './programs';
import { seedDemoProgress } from './progress';
import { DEMO_EMAIL_DOMAIN, demoPeople, insertClients } from './clients';
import { seededRandom } from './random';

/*
 * The demo business (issue 15): what `pnpm start` writes into the demo account of a new database, so
 * the product shows what it does. Everything derives from a fixed seed and from `now` (dates are
 * relative to today), in one transaction: the same `now` writes the same business, and a failure
 * leaves nothing half-written. It only ever writes into a database that holds nothing but the demo
 * account (its one trainer, its business and the sample client): anything else is refused.
 */

export const DEMO_SEED = 20_260_315;
export const DEMO_CLIENTS = 40;
/** The demo business's trainers (role CO), who sign in with DEMO_TEAM_PASSWORD (README). */
export const DEMO_TRAINERS = [
  { email: 'entrenador1@coach.app', firstName: 'Martín', lastName: 'Acosta', phone: '+5491155501001' },
  { email: 'entrenador2@coach.app', firstName: 'Carla', lastName: 'Benítez', phone: '+5491155501002' },
] as const;
export const DEMO_TEAM_PASSWORD = 'Demo1234';

export class DemoDataRefusedError extends Error {
  override name = 'DemoDataRefusedError';
}

export interface DemoBusinessOptions {
  gymId: number;
  trainerId: number;
  now: Date;
  /** How many clients (40 for the demo; the benches may ask for thousands). */
  clients?: number;
  seed?: number;
}

export interface DemoBusinessSummary {
  trainers: number;
  clients: number;
  inactiveClients: number;
  workouts: number;
  plans: number;
  subscriptions: number;
  periods: number;
  payments: number;
  events: number;
  tasks: number;
  completions: number;
  /** Clients following a program (the product's 5K). */
  programAssignments: number;
  measurements: number;
  withFeedback: number;
  answeredForms: number;
  conversations: number;
  messages: number;
  unreadConversations: number;
}

const countOf = async (rows: Promise<Array<{ n: number }>>) => (await rows)[0]?.n ?? 0;

/** Whether the business already holds the demo's clients (a second run writes nothing). */
async function alreadySeeded(tx: Db, gymId: number): Promise<boolean> {
  return (await countOf(tx.select({ n: count() }).from(clients).where(and(eq(clients.gymId, gymId), like(clients.email, `%@${DEMO_EMAIL_DOMAIN}`))))) > 0;
}

/** Refuses unless the database holds only this trainer, this business and its sample client. */
async function assertOnlyTheDemoAccount(tx: Db, gymId: number, trainerId: number): Promise<void> {
  const others = {
    users: await countOf(tx.select({ n: count() }).from(users).where(ne(users.id, trainerId))),
    gyms: await countOf(tx.select({ n: count() }).from(gyms).where(ne(gyms.id, gymId))),
    clients: await countOf(tx.select({ n: count() }).from(clients).where(eq(clients.isSample, false))),
    plans: await countOf(tx.select({ n: count() }).from(plans)),
    workouts: await countOf(tx.select({ n: count() }).from(workouts).where(isNotNull(workouts.gymId))),
    events: await countOf(tx.select({ n: count() }).from(events)),
    tasks: await countOf(tx.select({ n: count() }).from(tasks)),
    messages: await countOf(tx.select({ n: count() }).from(messages)),
  };
  const found = Object.entries(others).filter(([, n]) => n > 0);
  if (found.length > 0) {
    throw new DemoDataRefusedError(`the demo business is only written into a new database; this one has other data (${found.map(([what, n]) => `${what}: ${n}`).join(', ')})`);
  }
}

/**
 * Writes the demo business into the trainer's (new) business. Answers what it wrote, or null when it
 * was written before; throws DemoDataRefusedError on a database with other data.
 */
export async function seedDemoBusiness(db: Db, options: DemoBusinessOptions): Promise<DemoBusinessSummary | null> {
  const { gymId, trainerId, now, clients: clientCount = DEMO_CLIENTS, seed = DEMO_SEED } = options;
  // Hashed before the transaction: argon2 takes a while and holds no lock.
  const appPasswordHash = await hashPassword(DEMO_APP_CREDENTIALS.password);
  const teamPasswordHash = await hashPassword(DEMO_TEAM_PASSWORD);
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the business written.
    const [gym] = await tx.select({ timeZone: gyms.timeZone }).from(gyms).where(eq(gyms.id, gymId)).for('update');
    if (!gym) throw new DemoDataRefusedError(`business ${gymId} does not exist`);
    const [trainer] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, trainerId), eq(users.gymId, gymId)));
    if (!trainer) throw new DemoDataRefusedError(`trainer ${trainerId} is not in business ${gymId}`);
    if (await alreadySeeded(tx, gymId)) return null;
    await assertOnlyTheDemoAccount(tx, gymId, trainerId);

    const random = seededRandom(seed);
    const today = todayIn(gym.timeZone, now);
    const people = demoPeople(random, { gymId, trainerUserId: trainerId, count: clientCount, today });
    // The newest active client uses the app, with the credentials `pnpm start` prints.
    const appIndex = people.findLastIndex((person) => person.active);
    const ids = await insertClients(
      tx,
      people.map((person, n) => {
        const joined = wallClockToInstant(`${person.memberSince}T10:00`, gym.timeZone);
        const app =
          n === appIndex
            ? { email: DEMO_APP_CREDENTIALS.email, passwordHash: appPasswordHash, appRegisteredAt: joined, appLastSeenAt: new Date(now.getTime() - 3 * 3_600_000) }
            : {};
        return { ...person, ...app, createdAt: joined, updatedAt: joined };
      }),
    );
    const written = people.map((person, n) => ({ ...person, id: ids[n]! }));
    const appClient = written[appIndex];

    const billing = await seedDemoBilling(tx, random, { gymId, userId: trainerId, today, people: written });
    const active = written.filter((person) => person.active);
    // Written as if a month ago: the studio's workouts predate this month's tasks.
    const studioWorkouts = await seedDemoLibrary(tx, { gymId, trainerId, now: new Date(now.getTime() - 30 * 86_400_000) });
    const agenda = await seedDemoAgenda(tx, random, {
      gymId,
      trainerId,
      timeZone: gym.timeZone,
      today,
      // The app's client has a day of its own (below).
      clients: active.filter((person) => person !== appClient).map((person) => ({ id: person.id, weightKg: Number(person.weightKg) })),
      // The two strength days; the postpartum one is there for the trainer to assign.
      studioWorkouts: studioWorkouts.slice(0, 2),
    });
    const app = appClient
      ? await seedDemoAppClient(tx, { gymId, trainerId, clientId: appClient.id, timeZone: gym.timeZone, today, strengthA: studioWorkouts[0]!, strengthB: studioWorkouts[1]! })
      : { tasks: 0, completions: 0 };
    // A few clients with months of logs, measurements and records; one stopped registering last week.
    const others = active.filter((person) => person !== appClient);
    const progress = await seedDemoProgress(tx, random, {
      gymId,
      trainerId,
      timeZone: gym.timeZone,
      today,
      clients: [...(appClient ? [appClient] : []), ...others.slice(0, 2)].map((person) => ({ id: person.id, weightKg: Number(person.weightKg) || 70 })),
      strengthA: studioWorkouts[0]!,
      strengthB: studioWorkouts[1]!,
      droppingOff: others[2]?.id,
    });
    // The conversations are with the clients who joined most recently (still asking questions).
    const chats = await seedDemoChats(tx, random, { gymId, trainerId, now, clientIds: active.map((person) => person.id).reverse() });
    // A runner halfway through the product's 5K program (after the rest: the seed's sequence stays the same).
    const runner = others[3];
    const program = runner
      ? await seedDemoProgram(tx, random, { gymId, trainerId, clientId: runner.id, timeZone: gym.timeZone, today })
      : { assignments: 0, tasks: 0, completions: 0 };
    // The team (after the rest: the seed's sequence stays the same): two trainers with the clients split
    // between them, the app's client with the first; the demo account is their administrator.
    const trainers = await tx
      .insert(users)
      .values(
        DEMO_TRAINERS.map((trainer) => ({
          gymId,
          ...trainer,
          passwordHash: teamPasswordHash,
          role: 'CO' as const,
          createdAt: new Date(now.getTime() - 60 * 86_400_000),
          updatedAt: now,
        })),
      )
      .returning({ id: users.id });
    const ordered = [...(appClient ? [appClient] : []), ...written.filter((person) => person !== appClient)];
    for (const [index, trainer] of trainers.entries()) {
      const theirs = ordered.filter((_, n) => n % trainers.length === index).map((person) => person.id);
      if (theirs.length > 0) await tx.update(clients).set({ trainerUserId: trainer.id }).where(inArray(clients.id, theirs));
    }
    return {
      trainers: trainers.length,
      clients: written.length,
      inactiveClients: written.length - active.length,
      workouts: studioWorkouts.length,
      ...billing,
      ...agenda,
      tasks: agenda.tasks + app.tasks + progress.tasks + program.tasks,
      completions: agenda.completions + app.completions + progress.completions + program.completions,
      programAssignments: program.assignments,
      measurements: progress.measurements,
      withFeedback: agenda.withFeedback + app.completions,
      ...chats,
    };
  });
}
