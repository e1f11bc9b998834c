import { CLIENT_APP_PROFILE_PATH, clientAppProfileQueryOptions, getClientAppProfile } from '@coach/shared/client-app';
import { useQuery } from '@tanstack/react-query';

// Shared with the areas' pieces of the app (the chat's header shows the trainer from the same answer).
export const PROFILE_PATH = CLIENT_APP_PROFILE_PATH;
export const getProfile = getClientAppProfile;

/** The client's record and their business's settings (numbers follow its country from the answer on). */
export const profileQueryOptions = clientAppProfileQueryOptions;

export const useProfile = () => useQuery(profileQueryOptions());
