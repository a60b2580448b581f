/**
 * Runs a command-line script's `main` and ends the process when it is done (exit code 1, with `failure` and the
 * error, when it throws). PGlite's WASM (`setitimer`) and Prisma's schema engine leave 10 s timers behind, which
 * otherwise kept each script alive 10 idle seconds after its work: every `npm start` and `npm run dev` waited for it.
 */
export function exitWhenDone(main: () => Promise<unknown>, failure: string): void {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(failure, error);
      process.exit(1);
    },
  );
}
