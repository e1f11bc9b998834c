/** The routes this remote renders (the host's route table maps them here). */
export const clientPaths = {
  list: '/clientes',
  detail: (id: number | string) => `/clientes/${id}`,
} as const;
