export * from './brands.ts';
export * from './companies.ts';
export * from './history.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './spaces.ts';
export * from './users.ts';
