/**
 * A results file named on the command line, ready for the formats package's
 * `readResultsFile`: its kind (as `resultsFileFormat` tells it from the name
 * and first bytes), and its bytes, or its chunks as they stream when it is a
 * USEBIO file on disk (never all in memory). Standard input is read whole.
 *
 * @example
 * const source = await resultsSource('club.xml', io);
 * readResultsFile(source.input(), { file: source.name, format: 'USEBIO' });
 */
import { statSync } from 'node:fs';
import { type ResultsFileKind, resultsFileFormat } from '@bridge-score/formats';
import { fileError, type Io, readInput, UsageError } from './common.js';
import { fileChunks, fileHead } from './file-chunks.js';

export interface ResultsSource {
  readonly kind: ResultsFileKind;
  /** The name in messages: the path, or `<stdin>`. */
  readonly name: string;
  /** The size in bytes (for progress). */
  readonly size: number;
  /** The bytes, when read whole (anything but a USEBIO file on disk). */
  readonly bytes: Uint8Array | null;
  /** The bytes, or the file's chunks as they are read. */
  readonly input: () => Uint8Array | Iterable<Uint8Array>;
}

/** Opens a results file, or standard input for `-`; a usage error when it cannot be read. */
export async function resultsSource(file: string, io: Io): Promise<ResultsSource> {
  let head: Uint8Array;
  let bytes: Uint8Array | null = null;
  let size = 0;
  if (file === '-') {
    const read = await readInput(file, io);
    if (!read.ok) throw new UsageError(read.error);
    bytes = read.value;
    head = bytes.subarray(0, 4096);
    size = bytes.length;
  } else {
    try {
      head = fileHead(file);
      size = statSync(file).size;
    } catch (e) {
      throw new UsageError(fileError(e, file, 'read'));
    }
  }
  const kind = resultsFileFormat(file === '-' ? '' : file, head);
  if (bytes === null && kind !== 'USEBIO') {
    const read = await readInput(file, io);
    if (!read.ok) throw new UsageError(read.error);
    bytes = read.value;
    size = bytes.length;
  }
  const whole = bytes;
  return {
    kind,
    name: file === '-' ? '<stdin>' : file,
    size,
    bytes: whole,
    input: () => whole ?? fileChunks(file),
  };
}
