export { isNumber, isString, isTrue, localStore, sessionStore } from './storage';
