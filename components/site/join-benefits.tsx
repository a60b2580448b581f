import { FeatureList } from "@/components/site/feature-list";

const BENEFITS = [
  { icon: "calendar-clock", title: "Tus horarios", text: "Aceptas solo las reservas que te convienen, entre semana o en fin de semana." },
  { icon: "hand-coins", title: "Ingresos extra", text: "Paseos desde $5, guardería desde $6 y hospedaje desde $12 por noche. Tú pones el precio de cada servicio y lo acordamos contigo." },
  { icon: "heart-handshake", title: "Te acompañamos", text: "Te ayudamos con tu perfil, tus primeras reservas y cualquier duda por WhatsApp." },
  { icon: "users", title: "Una comunidad", text: "Formas parte de una red de cuidadores verificados que se apoyan y aprenden juntos." },
] as const;

/** Why join as a sitter (/unete). */
export function JoinBenefits() {
  return <FeatureList items={BENEFITS} className="sm:grid-cols-2" />;
}
