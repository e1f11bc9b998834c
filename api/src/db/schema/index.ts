export * from './gyms';
export * from './users';
export * from './auth';
export * from './mail';
export * from './actionlogs';
export * from './clients';
export * from './sessions';
export * from './client-app';
