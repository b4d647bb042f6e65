// The door of DATA_DIR's permissions: owner-only folders and files for everything the server keeps there.
export { PRIVATE_FILE_MODE, privateFolder, privateFolderSync } from './private-files';
