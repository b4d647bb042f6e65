export { initTheme, setTheme, type Theme } from './theme';
export { useTheme } from './use-theme';
