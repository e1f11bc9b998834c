// The eight tutorials of SPEC.md section 2, as flows through the product itself on the demo business.
// Each step is what the caption says while it happens: `say` is the Spanish caption, `act` what is done.
// The recorder (record.mjs) films them; selectors are the ones the e2e tests use, by role and name.

const nextMonday = (today) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7 || 7));
  return date.toISOString().slice(0, 10);
};

/** A client of the demo business with a varied month (not the app's client, not the sample one). */
const DEMO_CLIENT = 'Silvina Acosta';
/** One with months of training (history, records, measurements and photos) and this month's workouts registered. */
const TRAINING_CLIENT = 'Milagros Godoy';

async function openClient(t, name, tab) {
  await t.goto('/clientes');
  await t.type(t.page.getByLabel('Buscar clientes'), name.split(' ')[0]);
  await t.click(t.page.getByRole('link', { name }).first());
  if (tab) await t.click(t.page.getByRole('tab', { name: tab }));
}

async function addExercise(t, group, search, name) {
  await t.click(group.getByRole('button', { name: 'Agregar ejercicio' }));
  const picker = t.page.getByRole('dialog');
  await t.type(picker.getByLabel('Buscar'), search);
  await t.click(picker.getByRole('checkbox', { name }).first());
  await t.click(picker.getByRole('button', { name: /^Agregar/ }));
}

async function assignTask(t, type) {
  const day = Number(nextMonday(t.today).slice(8));
  await t.click(t.page.locator(`[data-tour="select-day-${day}"]`).first());
  const dialog = t.page.getByRole('dialog', { name: /Asignar tarea/ });
  await t.click(dialog.getByRole('radio', { name: new RegExp(`^${type}`) }));
  await t.click(dialog.getByRole('button', { name: 'Continuar' }));
  return dialog;
}

export const tutorials = [
  {
    key: 'clients',
    steps: [
      { say: 'En Clientes ves a todos tus clientes, su estado y su suscripción.', act: (t) => t.goto('/clientes') },
      { say: 'Buscás por nombre, correo o teléfono.', act: (t) => t.type(t.page.getByLabel('Buscar clientes'), 'silvina') },
      { say: 'Los filtros muestran, por ejemplo, a quién le falta pagar.', act: async (t) => {
        await t.clear(t.page.getByLabel('Buscar clientes'));
        await t.click(t.page.getByRole('radiogroup', { name: 'Suscripción' }).getByText('Pendiente', { exact: true }));
      } },
      { say: '«Invitar cliente» te da un código para que tu cliente se registre en la app.', act: async (t) => {
        await t.click(t.page.getByRole('radiogroup', { name: 'Suscripción' }).getByText('Todas', { exact: true }));
        await t.click(t.page.getByRole('button', { name: 'Invitar cliente' }).first());
      } },
      { say: 'Se lo mandás con el enlace, por WhatsApp o copiando el código.', act: (t) => t.pause(2500) },
      { say: '«Nuevo cliente» lo cargás vos, con sus datos.', act: async (t) => {
        await t.click(t.page.getByRole('dialog', { name: 'Invitar cliente' }).getByRole('button', { name: 'Cerrar' }).first());
        await t.click(t.page.getByRole('button', { name: 'Nuevo cliente' }).first());
        const dialog = t.page.getByRole('dialog', { name: 'Nuevo cliente' });
        await t.type(dialog.getByLabel('Nombre', { exact: true }), 'Julieta');
        await t.type(dialog.getByLabel('Apellido'), 'Ríos');
        await t.type(dialog.getByLabel('Correo electrónico'), 'julieta.rios@ejemplo.com');
        await t.click(dialog.getByRole('button', { name: 'Crear cliente' }));
        await t.see('Cliente creado');
      } },
      { say: 'La ficha de cada cliente reúne su información, su planificación, su progreso, su plan y sus formularios.', act: async (t) => {
        await openClient(t, TRAINING_CLIENT);
        for (const tab of ['Planificación', 'Progreso', 'Plan y pagos', 'Formularios']) await t.click(t.page.getByRole('tab', { name: tab }));
      } },
    ],
  },
  {
    key: 'exercises',
    steps: [
      { say: 'En Ejercicios están los de Coach y los tuyos.', act: (t) => t.goto('/ejercicios') },
      { say: 'Filtrás por grupo muscular o buscás por nombre.', act: async (t) => {
        await t.click(t.page.getByRole('group', { name: 'Grupos musculares' }).getByRole('button', { name: 'Glúteos' }));
        await t.type(t.page.getByLabel('Buscar ejercicios'), 'hip thrust');
      } },
      { say: 'Para crear uno: nombre e instrucciones.', act: async (t) => {
        await t.click(t.page.getByRole('link', { name: 'Crear ejercicio' }));
        await t.type(t.page.getByLabel('Nombre', { exact: true }), 'Puente de glúteos a una pierna');
        await t.type(t.page.getByLabel('Instrucciones'), 'Apoyá la espalda en el piso, una pierna extendida. Subí la cadera y bajá despacio.');
      } },
      { say: 'Los grupos musculares que trabaja; también le podés sumar un video de YouTube o Vimeo y una portada.', act: async (t) => {
        await t.click(t.page.getByLabel('Grupos musculares'));
        await t.click(t.page.locator('.ant-select-item-option').filter({ hasText: 'Glúteos' }).first());
        await t.click(t.page.locator('.ant-select-item-option').filter({ hasText: 'Isquiotibiales' }).first());
        await t.page.keyboard.press('Escape');
        await t.pointAt(t.page.getByLabel('Enlace del video'));
      } },
      { say: '«Crear ejercicio» y ya lo podés usar en tus rutinas.', act: async (t) => {
        await t.click(t.page.getByRole('button', { name: 'Crear ejercicio' }));
        await t.see('Ejercicio creado');
      } },
    ],
  },
  {
    key: 'activities',
    steps: [
      { say: 'Las actividades son lo que tu cliente hace por su cuenta: correr, nadar, caminar.', act: (t) => t.goto('/actividades') },
      { say: 'Creás una con su nombre y cómo hacerla.', act: async (t) => {
        await t.click(t.page.getByRole('link', { name: 'Crear actividad' }));
        await t.type(t.page.getByLabel('Nombre', { exact: true }), 'Trote regenerativo');
        await t.type(t.page.getByLabel('Instrucciones'), 'Ritmo suave, que puedas conversar. Terminá con cinco minutos de caminata.');
      } },
      { say: 'Le podés sumar un video de YouTube o Vimeo y una portada.', act: (t) => t.pointAt(t.page.getByLabel('Enlace del video')) },
      { say: 'La guardás y la asignás desde la Planificación de cada cliente, con objetivo, duración y distancia.', act: async (t) => {
        await t.click(t.page.getByRole('button', { name: 'Crear actividad' }));
        await t.see('Actividad creada');
      } },
    ],
  },
  {
    key: 'simpleWorkout',
    steps: [
      { say: 'En Rutinas armás los entrenamientos de tus clientes.', act: (t) => t.goto('/rutinas') },
      { say: 'Una rutina simple: cada ejercicio con sus series iguales.', act: async (t) => {
        await t.click(t.page.getByRole('link', { name: 'Crear rutina' }));
        await t.type(t.page.getByLabel('Nombre', { exact: true }), 'Tren superior express');
      } },
      { say: 'Agregás ejercicios de la biblioteca.', act: async (t) => {
        const group = t.page.getByRole('region', { name: 'Grupo 1', exact: true });
        await addExercise(t, group, 'press de banca', /Press de banca con barra/);
      } },
      { say: 'Y ponés cuántas series, repeticiones, descanso y peso.', act: async (t) => {
        const group = t.page.getByRole('region', { name: 'Grupo 1', exact: true });
        await t.type(group.getByLabel('Series', { exact: true }).first(), '4', { clear: true });
        await t.type(group.getByLabel('Repeticiones', { exact: true }).first(), '10', { clear: true });
        await t.type(group.getByLabel('Peso (kg)').first(), '40', { clear: true });
      } },
      { say: '«Crear rutina» y queda lista para asignar.', act: async (t) => {
        await t.click(t.page.getByRole('button', { name: 'Crear rutina' }));
        await t.see('Rutina creada');
      } },
    ],
  },
  {
    key: 'advancedWorkout',
    steps: [
      { say: 'Una rutina avanzada tiene grupos y cada serie con sus propios valores.', act: async (t) => {
        await t.goto('/rutinas');
        await t.click(t.page.getByRole('link', { name: 'Crear rutina' }));
        await t.type(t.page.getByLabel('Nombre', { exact: true }), 'Piernas en pirámide');
        await t.click(t.page.getByRole('radiogroup', { name: 'Modo' }).getByText('Avanzada', { exact: true }));
      } },
      { say: 'Nombrás el grupo y le sumás ejercicios.', act: async (t) => {
        const group = t.page.getByRole('region', { name: 'Grupo 1', exact: true });
        await t.type(group.getByLabel('Nombre del grupo'), 'Bloque de fuerza', { clear: true });
        await addExercise(t, group, 'sentadilla con barra', /Sentadilla con barra/);
      } },
      { say: 'Cada serie con sus repeticiones y su peso: una pirámide.', act: async (t) => {
        const group = t.page.getByRole('region', { name: 'Grupo 1', exact: true });
        const series = (n) => group.getByRole('group', { name: `Serie ${n} de Sentadilla con barra` });
        for (const [n, reps, kg] of [[1, '12', '50'], [2, '10', '55'], [3, '8', '62,5']]) {
          await t.type(series(n).getByLabel('Repeticiones', { exact: true }), reps, { clear: true });
          await t.type(series(n).getByLabel('Peso (kg)'), kg, { clear: true });
        }
      } },
      { say: 'Otro grupo para la entrada en calor; los grupos se reordenan arrastrándolos.', act: async (t) => {
        await t.click(t.page.getByRole('button', { name: 'Agregar grupo' }));
        const group = t.page.getByRole('region', { name: 'Grupo 2', exact: true });
        await t.type(group.getByLabel('Nombre del grupo'), 'Entrada en calor', { clear: true });
        await addExercise(t, group, 'abducciones', /Abducciones en máquina/);
      } },
      { say: 'La guardás y la asignás a tus clientes.', act: async (t) => {
        await t.click(t.page.getByRole('button', { name: 'Crear rutina' }));
        await t.see('Rutina creada');
      } },
    ],
  },
  {
    key: 'assignActivity',
    steps: [
      { say: 'Las tareas se asignan desde la Planificación de cada cliente.', act: (t) => openClient(t, DEMO_CLIENT, 'Planificación') },
      { say: 'Tocás un día, desde hoy, y elegís «Actividad».', act: (t) => assignTask(t, 'Actividad') },
      { say: 'Elegís cuál.', act: async (t) => {
        const dialog = t.page.getByRole('dialog', { name: /Asignar tarea/ });
        await t.click(dialog.getByRole('radiogroup', { name: /Elegí: Actividad/ }).getByRole('radio').first());
        await t.click(dialog.getByRole('button', { name: 'Continuar' }));
      } },
      { say: 'Un objetivo, la duración y la distancia sugeridas.', act: async (t) => {
        const dialog = t.page.getByRole('dialog', { name: /Asignar tarea/ });
        await t.type(dialog.getByLabel('Objetivo'), 'Sumar kilómetros suaves');
        await t.type(dialog.getByLabel('Duración sugerida (min)'), '30');
        await t.type(dialog.getByLabel('Distancia sugerida (km)'), '5');
        await t.click(dialog.getByRole('button', { name: 'Continuar' }));
      } },
      { say: 'Y si se repite: por ejemplo, todas las semanas.', act: async (t) => {
        const dialog = t.page.getByRole('dialog', { name: /Asignar tarea/ });
        await t.click(dialog.getByRole('radiogroup', { name: '¿Se repite?' }).getByText('Sí', { exact: true }));
        await t.pause(1200);
        await t.click(dialog.getByRole('button', { name: 'Asignar' }));
        await t.see('Tarea asignada');
      } },
      { say: 'Tu cliente la ve en su app y, cuando la registra, la ves acá como hecha.', act: (t) => t.pause(2500) },
    ],
  },
  {
    key: 'assignWorkout',
    steps: [
      { say: 'Para asignar una rutina, también desde la Planificación del cliente.', act: (t) => openClient(t, TRAINING_CLIENT, 'Planificación') },
      { say: 'Tocás el día y elegís «Rutina».', act: (t) => assignTask(t, 'Rutina') },
      { say: 'Elegís la rutina y la asignás.', act: async (t) => {
        const dialog = t.page.getByRole('dialog', { name: /Asignar tarea/ });
        await t.click(dialog.getByRole('radiogroup', { name: /Elegí: Rutina/ }).getByRole('radio').first());
        await t.click(dialog.getByRole('button', { name: 'Continuar' }));
        await t.click(dialog.getByRole('button', { name: 'Continuar' }));
        await t.click(dialog.getByRole('button', { name: 'Asignar' }));
        await t.see('Tarea asignada');
      } },
      { say: 'Cuando tu cliente la hace, ves cómo le fue y cada serie que registró.', act: async (t) => {
        await t.click(t.page.getByRole('button', { name: /^Rutina: .*, hecha$/ }).first());
      } },
      { say: 'Los récords y el progreso de cada ejercicio están en la pestaña Progreso.', act: async (t) => {
        await t.click(t.page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).first());
        await t.click(t.page.getByRole('tab', { name: 'Progreso' }));
      } },
    ],
  },
  {
    key: 'plansAndPayments',
    steps: [
      { say: 'En Planes de pago creás lo que cobrás: un monto y cada cuánto.', act: async (t) => {
        await t.goto('/planes');
        await t.click(t.page.getByRole('button', { name: 'Nuevo plan' }));
        const dialog = t.page.getByRole('dialog', { name: 'Nuevo plan' });
        await t.type(dialog.getByLabel('Nombre'), 'Personalizado mensual');
        await t.type(dialog.getByLabel(/^Monto/), '25000');
        await t.click(dialog.getByRole('button', { name: 'Crear plan' }));
        await t.see('Plan creado');
      } },
      { say: 'Se lo asignás a un cliente desde su ficha, en «Plan y pagos».', act: async (t) => {
        await openClient(t, 'Cliente de prueba', 'Plan y pagos');
        await t.click(t.page.getByRole('button', { name: 'Asignar plan' }));
        const dialog = t.page.getByRole('dialog', { name: 'Asignar plan' });
        await t.click(dialog.getByLabel('Plan', { exact: true }));
        await t.click(t.page.locator('.ant-select-item-option').filter({ hasText: 'Personalizado mensual' }).first());
        await t.click(dialog.getByRole('button', { name: 'Asignar plan' }));
        await t.see('Plan asignado');
      } },
      { say: 'Cada período muestra lo que debe; registrás el pago con su medio.', act: async (t) => {
        await t.click(t.page.getByRole('button', { name: /^Registrar pago/ }).first());
        const dialog = t.page.getByRole('dialog', { name: 'Registrar pago' });
        await t.click(dialog.getByLabel('Transferencia'));
        await t.click(dialog.getByRole('button', { name: 'Registrar pago' }));
        await t.see('Pago registrado');
      } },
      { say: 'En Cobros ves todo lo que falta cobrar, y lo vencido primero.', act: (t) => t.goto('/planes?vista=cobros') },
    ],
  },
];
