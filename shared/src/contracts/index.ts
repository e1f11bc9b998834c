export * from './messages';
export * from './validators';
export * from './fields';
export * from './auth';
export * from './actionlogs';
export * from './errors';
export * from './users';
