// GET /api/health – liveness for the platform and the benchmark's baseline: no database, no work.
export function GET() {
  return Response.json({ ok: true });
}
