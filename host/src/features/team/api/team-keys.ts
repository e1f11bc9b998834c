/** The cache keys of Equipo: everything under ['team'], so a change can ask for all of it again. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  activity: (userId: number | undefined, page: number) => [...teamKeys.all, 'activity', { userId: userId ?? null, page }] as const,
};

export const TEAM_PATH = '/api/v1/team';
