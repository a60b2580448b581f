export function applyPendingMigrations(options?: { quiet?: boolean }): Promise<string[]>;
