export * from './jobs';
export * from './modes';
export * from './project';
export * from './user';
