/** What the client says a file is: its name and its MIME type (both untrusted). */
export type DeclaredFile = { readonly name: string; readonly type: string };

const extensionOf = (name: string): string | undefined => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : name.slice(dot + 1).toLowerCase();
};

// Browsers send application/octet-stream for an extension they cannot map; that says nothing about the file.
const UNKNOWN_TYPE = 'application/octet-stream';

// Longer names are no photo or video a browser picked; the name is never stored, only read for its extension.
const MAX_NAME_LENGTH = 255;

/** The client's MIME type, lower-cased; empty when it names no type, so the domain rules fall back to the name. */
export const clientType = (mime: string): string => {
  const type = mime.trim().toLowerCase();
  return type === UNKNOWN_TYPE ? '' : type;
};

/**
 * Every type the client declares, from its MIME type and from its file name's extension, resolved through an
 * allow-list (extension -> MIME type). `undefined` when either names something outside the list or neither names
 * anything: an upload is accepted only when all of these agree with the bytes (ASVS V5.2.2).
 */
export const declaredTypes = (
  file: DeclaredFile,
  allowed: Readonly<Record<string, string>>,
): string[] | undefined => {
  if (file.name.length > MAX_NAME_LENGTH) return undefined;
  const declared: string[] = [];
  const mime = clientType(file.type);
  if (mime !== '') {
    if (!Object.values(allowed).includes(mime)) return undefined;
    declared.push(mime);
  }
  const extension = extensionOf(file.name);
  if (extension !== undefined) {
    const byExtension = Object.hasOwn(allowed, extension) ? allowed[extension] : undefined;
    if (byExtension === undefined) return undefined;
    declared.push(byExtension);
  }
  return declared.length === 0 ? undefined : declared;
};

/** True when the client named the file's type and every name for it matches what the bytes are. */
export const declaresExactly = (
  file: DeclaredFile,
  allowed: Readonly<Record<string, string>>,
  actual: string | undefined,
): boolean => {
  if (actual === undefined) return false;
  return declaredTypes(file, allowed)?.every((type) => type === actual) ?? false;
};
