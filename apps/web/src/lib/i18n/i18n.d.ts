import 'i18next';
import type en from './en.json';

// Translation keys are typed from en.json: a misspelt key fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
