export * from './market';
