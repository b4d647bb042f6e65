/**
 * FNV-1a (32 bits) of a text's UTF-16 code units, as an unsigned integer: a cheap, stable number for a key (a replay's
 * symbol seed, a series' scan worker, a cached answer's slot). Not for anything an attacker chooses to collide.
 */
export const hashText = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
};
