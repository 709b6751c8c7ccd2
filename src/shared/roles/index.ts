export * from './roles.js';
export * from './access.js';
export * from './routes.js';
export * from './visibility.js';
export * from './viewer.js';
