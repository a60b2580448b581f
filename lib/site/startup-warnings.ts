import { clientHeader, trustedProxyHops } from "@/lib/http/client-key";
import { teamEmergencyPhone } from "@/lib/site/team-contact";
import { teamWhatsappNumber } from "@/lib/site/whatsapp";

/**
 * What an operator should fix in production settings, as log lines (printed once at start-up by
 * instrumentation.ts). Empty when all is well, and always outside production.
 */
export function startupWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (!clientHeader(env)) {
    warnings.push(
      "Ningún encabezado identifica al cliente (CLIENT_IP_HEADER no está definido y esto no es Vercel): los " +
        "formularios públicos comparten un tope general (PUBLIC_FORM_FLOOD_LIMIT) en lugar de un límite por visitante, " +
        "y los inicios de sesión fallidos se limitan por cuenta y para todos juntos. Detrás de nginx o Caddy define " +
        "CLIENT_IP_HEADER=x-forwarded-for (o x-real-ip); detrás de Cloudflare, cf-connecting-ip.",
    );
  }
  if (!env.AUTH_SECRET) {
    warnings.push(
      "AUTH_SECRET no está definido: las cookies de dispositivo se firman con una clave creada al arrancar, así que " +
        "dejan de valer en cada reinicio y en otras instancias, y los fallos de otras personas pueden bloquear a " +
        "navegadores que ya habían entrado. Defínelo con 32 bytes aleatorios o más (openssl rand -base64 32).",
    );
  } else if (env.AUTH_SECRET.length < 32) {
    warnings.push("AUTH_SECRET tiene menos de 32 caracteres: usa 32 bytes aleatorios o más (openssl rand -base64 32).");
  }
  if (!env.CRON_SECRET?.trim()) {
    warnings.push(
      "CRON_SECRET no está definido: las tareas programadas (/api/cron/bookings y /api/cron/outbox) rechazan toda " +
        "llamada, así que las solicitudes no vencen, las estadías no se completan y los correos que fallen no se reintentan.",
    );
  }
  if (!env.SMTP_URL?.trim()) {
    warnings.push("SMTP_URL no está definido: los correos quedan en la bandeja de salida y nadie los recibe hasta que lo definas.");
  }
  if (!env.TEAM_EMAIL?.trim()) {
    warnings.push("TEAM_EMAIL no está definido: el equipo no recibe correo de las solicitudes nuevas, las cancelaciones ni las respuestas de los cuidadores.");
  }
  if (!teamWhatsappNumber(env)) {
    warnings.push(
      "WHATSAPP_NUMBER no está definido (o no es un número válido): no se muestra ningún botón de WhatsApp hacia el equipo, y las " +
        "páginas y los correos no invitan a escribir por WhatsApp: ofrecen el correo en su lugar.",
    );
  }
  if (!teamEmergencyPhone(env)) {
    warnings.push(
      "EMERGENCY_PHONE no está definido (o no es un teléfono válido): la hoja de emergencia y el Plan B no muestran una línea de " +
        "emergencia; dicen cómo escribirle al equipo.",
    );
  }
  if (trustedProxyHops(env) === null) {
    warnings.push(`TRUSTED_PROXY_HOPS=${JSON.stringify(env.TRUSTED_PROXY_HOPS)} no es un número entero de 1 a 10: se usa 1.`);
  }
  return warnings;
}
