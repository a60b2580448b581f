export function testBrowserPath(): string | undefined;
export function chromiumPath(): string | undefined;
