/** Splits a chunked body into lines (OANDA streams one JSON object per line); keeps a partial last line. */
export class LineSplitter {
  #rest = '';

  push(chunk: string): string[] {
    const text = this.#rest + chunk;
    const lines = text.split('\n');
    this.#rest = lines.pop() ?? '';
    return lines.map((line) => line.trim()).filter((line) => line !== '');
  }
}

/** A parsed line, or undefined for a line that is not a JSON object (one bad line must not end the stream). */
export const parseLine = (line: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};
