/** Exit codes of `bo`, documented by `bo help exit-codes` and the README. */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  unauthorized: 3,
  forbidden: 4,
  notFound: 5,
  partial: 6,
  interrupted: 130,
} as const;

export const EXIT_CODES_HELP = `Exit codes:
  0    done
  1    failed (server error, network, conflict)
  2    bad usage or validation (a flag, a row, a missing --yes or --confirm)
  3    not signed in, or the session expired (401): run bo login
  4    forbidden: your roles do not allow this (403)
  5    not found (404)
  6    a batch in which some rows failed (see --report)
  130  interrupted (Ctrl-C)
`;

/** A failure with its exit code; the entry point prints the message on stderr and exits. */
export class CliError extends Error {
  constructor(message: string, readonly code: number = EXIT.failed) {
    super(message);
    this.name = 'CliError';
  }
}

/** The exit code of an HTTP status (0: the server was not reached). */
export function exitCodeOfStatus(status: number): number {
  if (status === 400 || status === 422) return EXIT.usage;
  if (status === 401) return EXIT.unauthorized;
  if (status === 403) return EXIT.forbidden;
  if (status === 404) return EXIT.notFound;
  return EXIT.failed;
}
