import type { Activity, Exercise } from '@coach/shared/contracts';

/** The kinds whose items have a picture and a video. */
export type MediaKind = 'exercises' | 'activities';

/** An exercise or an activity: what their detail and editor screens share. */
export type MediaItem = Exercise | Activity;

/** The files an item can have: the cover (exercise) or image (activity), and the video. */
export type MediaSlot = 'image' | 'video';
