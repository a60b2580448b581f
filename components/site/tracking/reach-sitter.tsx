import { waMe } from "@/lib/site/whatsapp";
import { formatWhatsapp, whatsappDigits } from "@/lib/site/whatsapp-number";
import { UnreadBadge } from "@/components/conversation/unread-badge";

/**
 * A confirmed booking: how to reach its sitter, by the page's conversation («Escribir a tu cuidador», an anchor that
 * works without JavaScript, with how many messages the owner had not read) and by WhatsApp (a chat with a prefilled
 * hello naming the booking).
 */
export function ReachSitter({ contact, reference, unread = 0 }: { contact: { firstName: string; whatsapp: string } | null; reference: string; unread?: number }) {
  const hello = contact && `¡Hola, ${contact.firstName}! Te escribo por la reserva ${reference}.`;
  return (
    <section aria-labelledby="cuidador-titulo" className="grid gap-2 rounded-xl border bg-card p-5 text-sm">
      <h2 id="cuidador-titulo" className="text-lg font-semibold">
        Habla con {contact?.firstName ?? "tu cuidador"}
      </h2>
      <p>
        <a href="#conversacion" className="font-medium text-primary underline underline-offset-4">
          Escribir a tu cuidador
        </a>{" "}
        aquí, en la conversación de tu reserva: la leen tu cuidador y el equipo. <UnreadBadge count={unread} className="whitespace-nowrap" />
      </p>
      {contact && hello && (
        <p>
          O por WhatsApp:{" "}
          <a
            href={waMe(whatsappDigits(contact.whatsapp), hello)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            {formatWhatsapp(contact.whatsapp)}
            <span className="sr-only"> (WhatsApp de {contact.firstName}, se abre en una pestaña nueva)</span>
          </a>
        </p>
      )}
    </section>
  );
}
