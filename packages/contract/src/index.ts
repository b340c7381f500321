export * from './catalogue.js';
export * from './common.js';
export * from './content.js';
export * from './dev.js';
export * from './limits.js';
export * from './settings.js';
export * from './user.js';
