import type { FastifyBaseLogger, LogLevel } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = Exclude<LogLevel, 'silent'>;

/**
 * A request's logger that makes pino's child (with the request id) on the first line it writes.
 * Fastify makes a child per request, and at the server's usual levels most requests never write
 * a line, and on the polled provider calls making the child is a measurable share of the work.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  /** Writes through the child, made now unless the parent would drop the line anyway. */
  private write(level: Level, args: unknown[]): void {
    if (this.made || this.parent.isLevelEnabled(level))
      (this.logger[level] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
}

/**
 * Fastify's `childLoggerFactory` for a pino logger: a lazy child, unless the route sets its own
 * level or serializers (then pino's child at once, as Fastify would).
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new RequestLogger(logger as ConstructorParameters<typeof RequestLogger>[0], bindings);
}
