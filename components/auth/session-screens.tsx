import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/api";

// What a signed-in area shows while it asks who is signed in, and when it cannot find out.

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Spinner label={label} className="size-10 text-primary" />
    </main>
  );
}

export function SessionCheckFailed({
  title,
  lead,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  lead: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert">
        {lead} {errorMessage(error, "Revisa tu conexión e intenta de nuevo.")}
      </p>
      <Button onClick={onRetry} disabled={retrying}>
        Intentar de nuevo
      </Button>
    </main>
  );
}
