export * from './installment';
export * from './reminders';
export * from './status-views';
