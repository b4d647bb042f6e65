// The door of @tradescope/domain: every rule the server and the web share.
export * from './markets';
