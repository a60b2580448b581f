// What a server function's answer looks like once JSON has carried it to the browser, so the clients' types
// are the server's own and cannot drift from the API.

/** A value as it arrives through JSON: dates become strings. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [Key in keyof T]: Json<T[Key]> }
      : T;

/** The JSON answer of an async server function. */
export type Answer<F extends (...args: never[]) => Promise<unknown>> = Json<Awaited<ReturnType<F>>>;
