// What proves who a user is: the password hash and the live sessions. Below both auth (signing in) and users (the
// account's own password change, freeze and devices), so neither has to reach into the other.
export { decoyHash, hashPassword, verifyPassword } from './passwords';
export { createSessionsRepo } from './sessions-repo';
