import type { ChatSender } from '@coach/shared/contracts';
import type { Db } from '../db/client';
import { markRead, sendMessage } from '../modules/chats/messages';
import type { Random } from './random';

/*
 * A few conversations of the last two weeks, written through the chats module (so each conversation's
 * last message and unread counts are kept as a real send keeps them). The newest ones end with the
 * client's message, unread by the trainer: the inbox shows them with their badge.
 */

type Line = readonly [ChatSender, string];

const SCRIPTS: readonly (readonly Line[])[] = [
  [
    ['client', 'Hola Sofi! Mañana no llego a la clase de las 19, ¿puedo ir a la de las 8 del jueves?'],
    ['trainer', 'Hola! Sí, dale, hay lugar en la de las 8.'],
    ['client', 'Genial, gracias. ¿Llevo algo especial?'],
  ],
  [
    ['trainer', '¿Cómo seguiste de la rodilla después del sábado?'],
    ['client', 'Mejor, pero todavía me molesta un poco al bajar escaleras'],
    ['client', '¿Hago igual la rutina de piernas de hoy o la cambio?'],
  ],
  [
    ['client', 'Te pasé la transferencia del mes, avisame si te llegó 🙌'],
  ],
  [
    ['trainer', 'Te cargué el check-in semanal, completalo cuando puedas así ajustamos las cargas.'],
    ['client', 'Listo, ya lo completé'],
    ['client', 'Una pregunta: ¿puedo reemplazar las dominadas por remo con banda?'],
  ],
  [
    ['client', 'Buen día! Esta semana estoy con mucho trabajo, voy a ir solo martes y jueves'],
    ['trainer', 'No hay problema, te adapto la rutina para dos días.'],
    ['client', 'Gracias!!'],
    ['trainer', 'Listo, ya la tenés en la app.'],
  ],
  [
    ['trainer', 'Felicitaciones por los 10 km del domingo! 👏'],
    ['client', 'Gracias! Hice 54 minutos, mi mejor tiempo'],
    ['trainer', 'Buenísimo. La semana que viene bajamos un poco la intensidad para recuperar.'],
  ],
  [
    ['client', '¿El sábado hay salida de running aunque llueva?'],
    ['trainer', 'Si llueve fuerte la pasamos al domingo, aviso por acá el viernes.'],
  ],
  [
    ['trainer', 'Recordá traer la toalla para la clase de movilidad del sábado.'],
    ['client', 'Dale, ahí estaré'],
  ],
  [
    ['client', '¿Me podés pasar los ejercicios de core para hacer en casa durante las vacaciones?'],
    ['trainer', 'Claro, te asigné "Core en 20 minutos", lo ves en la app. Hacelo 3 veces por semana.'],
    ['client', 'Perfecto, gracias!'],
  ],
];

/** How many of the newest conversations the trainer has not read. */
const UNREAD = 4;

export async function seedDemoChats(db: Db, random: Random, { gymId, trainerId, now, clientIds }: { gymId: number; trainerId: number; now: Date; clientIds: number[] }) {
  // The business's administrator writes the demo's messages; the trainers' own clients' chats too.
  const trainer = { side: 'trainer', scope: { gymId, userId: trainerId, role: 'AD' } } as const;
  const client = { side: 'client', gymId } as const;
  let sent = 0;
  let unread = 0;
  const conversations = Math.min(SCRIPTS.length, clientIds.length);
  // Oldest first, so the newest conversation is the last one written.
  for (let i = conversations - 1; i >= 0; i -= 1) {
    const script = SCRIPTS[i]!;
    const clientId = clientIds[i]!;
    let time = now.getTime() - (i * 34 + random.int(1, 20)) * 3_600_000 - random.int(0, 59) * 60_000;
    for (const [sender, text] of script) {
      const at = new Date(time);
      await sendMessage({ db, now: () => at }, sender === 'trainer' ? trainer : client, clientId, { id: random.uuid(), text });
      sent += 1;
      time += random.int(2, 40) * 60_000;
    }
    const readAt = new Date(Math.min(time + 15 * 60_000, now.getTime()));
    const lastSender = script[script.length - 1]![0];
    // The client read the trainer's messages; the trainer read the client's, except in the newest ones.
    await markRead({ db, now: () => readAt }, client, clientId);
    if (i < UNREAD && lastSender === 'client') unread += 1;
    else await markRead({ db, now: () => readAt }, trainer, clientId);
  }
  return { conversations, messages: sent, unreadConversations: unread };
}
