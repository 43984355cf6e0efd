import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '../../src/lib/logging.ts';

/**
 * The production logger (its redaction and serializers, at info level) writing into `lines`, so a
 * test can read exactly what a request would have logged.
 */
export function capturingLogger(lines: string[]): pino.Logger {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { level: _level, ...options } = loggerOptions('info') as pino.LoggerOptions;
  return pino({ ...options, level: 'info' }, sink);
}
