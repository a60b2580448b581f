import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { SessionArea } from "@/lib/client/session-api";
import { LoginForm } from "./login-form";

/** The signed-out page of an area: a card with its name, what it is for, and the login form. */
export function LoginCard({
  area,
  eyebrow,
  title,
  description,
  footer,
}: {
  area: SessionArea;
  /** The small line above the title (brand and icon). */
  eyebrow: React.ReactNode;
  title: string;
  description: string;
  footer?: React.ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <CardHeader>
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">{eyebrow}</p>
          <CardTitle>
            <h1 className="text-2xl font-bold">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm area={area} />
        </CardContent>
        {footer && <CardFooter className="justify-center text-center">{footer}</CardFooter>}
      </Card>
    </main>
  );
}
