export { type Config, ConfigError, CRISP_SCRIPT_URL, loadConfig } from './config';
