import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { refetchAfterWrite } from "@/lib/client/query-client";

// A write that finishes while the list's first load (asked before the write) is still on its way: the list must
// end up with the write in it (a sitter's upload on a slow phone showed "Falta" until the page was reloaded).

it("fetches again after the write instead of keeping a first load asked before it", async () => {
  const client = new QueryClient();
  let stored = ["Comprobante de domicilio"];
  const list = jest.fn(async () => {
    const seen = [...stored];
    await new Promise((resolve) => setTimeout(resolve, 30));
    return seen;
  });
  const observer = new QueryObserver(client, { queryKey: ["/api/portal/documents"], queryFn: list });
  const stop = observer.subscribe(() => {});
  stored = [...stored, "DUI"]; // the upload lands while the first load is still on its way
  await refetchAfterWrite(client, ["/api/portal/documents"]);
  expect(client.getQueryData(["/api/portal/documents"])).toEqual(["Comprobante de domicilio", "DUI"]);
  stop();
  client.clear();
});

it("leaves alone a list nobody is showing", async () => {
  const client = new QueryClient();
  client.setQueryData(["/api/portal/me"], { name: "Andrea" });
  await refetchAfterWrite(client, ["/api/portal/me"]);
  expect(client.getQueryState(["/api/portal/me"])?.isInvalidated).toBe(true);
  client.clear();
});
