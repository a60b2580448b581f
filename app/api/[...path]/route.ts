import { fail, handler } from "@/lib/http/handler";

// Any /api path without its own handler answers JSON, not the HTML 404 page.
const notFound = handler(async () => fail(404, "Esta dirección de la API no existe."));
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
