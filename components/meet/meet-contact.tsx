import { waMe } from "@/lib/site/whatsapp";
import { formatWhatsapp, whatsappDigits } from "@/lib/site/whatsapp-number";

/**
 * A confirmed meet & greet at a public place: how to reach the other side to find each other there (their first
 * name and WhatsApp, a chat with a prefilled hello). Shown to the owner on their page and to the sitter in the portal.
 */
export function MeetContact({ contact, reference }: { contact: { firstName: string; whatsapp: string }; reference: string }) {
  const hello = `¡Hola, ${contact.firstName}! Te escribo por nuestro encuentro de bienvenida (reserva ${reference}).`;
  return (
    <p>
      Para encontrarse en el lugar, escríbele a {contact.firstName} por WhatsApp:{" "}
      <a
        href={waMe(whatsappDigits(contact.whatsapp), hello)}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium whitespace-nowrap text-primary underline underline-offset-4"
      >
        {formatWhatsapp(contact.whatsapp)}
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </p>
  );
}
