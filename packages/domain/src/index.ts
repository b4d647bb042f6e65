// The door of @tradescope/domain: every rule the server and the web share.
export * from './access';
export * from './contracts';
export * from './entities';
export * from './format';
export * from './lifecycle';
export * from './markets';
export * from './risk';
export * from './settings-repair';
export * from './validation';
