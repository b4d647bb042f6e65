// What server and web say to each other: the envelope, pages, requests, websocket messages and close codes.

export * from './admin';
export * from './alert-deliveries';
export * from './client-config';
export * from './envelope';
export * from './help';
export * from './market-data';
export * from './matches-pages';
export * from './matches-request';
export * from './page';
export * from './socket';
export * from './strategy-stats';
