import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Compiles bench/c/kernels.c with `gcc -O2` and writes the closes the engine sees next to it;
 * returns `run(repetitions)`, which executes the binary and reads back best ns per candle and
 * output checksums keyed like the bench table ('EMA(20)' …).
 */
export function compileCKernels(benchDir, outDir, close) {
  const binary = join(outDir, 'kernels');
  const input = join(outDir, 'close.f64');
  execFileSync('gcc', ['-O2', '-o', binary, join(benchDir, 'c', 'kernels.c'), '-lm']);
  writeFileSync(input, new Uint8Array(close.buffer, close.byteOffset, close.byteLength));
  return (repetitions) =>
    JSON.parse(
      execFileSync(binary, [input, String(close.length), String(repetitions)], { encoding: 'utf8' }),
    );
}
