/** Answers null when nothing listens on `port`, or the Spanish sentence that says it is taken. */
export function portTaken(port: number): Promise<string | null>;
/** Throws the sentence of the first taken port. */
export function assertPortsFree(...ports: number[]): Promise<void>;
