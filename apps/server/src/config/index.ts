export {
  type Config,
  ConfigError,
  CRISP_SCRIPT_URL,
  loadConfig,
  SERVER_ROLES,
  type ServerRole,
} from './config';
