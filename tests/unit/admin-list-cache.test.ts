/**
 * @jest-environment jsdom
 */
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { replaceInLists } from "@/lib/client/admin-api";

jest.mock("client-only", () => ({}));

type Row = { id: string; internalNote: string };

// The admin's bookings list: a copy being fetched when the team saves a note (the list refreshing in the background
// after a filter change) answered after the save with the note as it was, and the card showed the old note.
describe("replaceInLists", () => {
  it("keeps a saved change when a fetch started before it answers after it", async () => {
    const client = new QueryClient();
    const key = ["/api/admin/bookings"];
    let server: Row[] = [{ id: "b1", internalNote: "" }];
    let release = () => {};
    let calls = 0;
    const queryFn = async () => {
      calls += 1;
      const answer = server.map((row) => ({ ...row })); // what the server held when the request arrived
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return answer;
    };
    client.setQueryData(key, server); // the list on screen, refreshed in the background as the page shows it again
    const observer = new QueryObserver<Row[]>(client, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => {});
    try {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(client.isFetching({ queryKey: key })).toBe(1);

      server = [{ id: "b1", internalNote: "Confirmado por teléfono" }];
      replaceInLists(client, key, server[0]);
      release();
      for (let i = 0; i < 50 && client.isFetching({ queryKey: key }) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));

      expect(client.getQueryData<Row[]>(key)).toEqual([{ id: "b1", internalNote: "Confirmado por teléfono" }]);
    } finally {
      unsubscribe();
      client.clear();
    }
  });

  it("does not fetch a list again when nothing was being fetched", async () => {
    const client = new QueryClient();
    const key = ["/api/admin/bookings"];
    const queryFn = jest.fn(async () => [{ id: "b1", internalNote: "" }]);
    const observer = new QueryObserver<Row[]>(client, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => {});
    try {
      for (let i = 0; i < 50 && client.isFetching({ queryKey: key }) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      replaceInLists(client, key, { id: "b1", internalNote: "Nota" });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(queryFn).toHaveBeenCalledTimes(1);
      expect(client.getQueryData<Row[]>(key)).toEqual([{ id: "b1", internalNote: "Nota" }]);
    } finally {
      unsubscribe();
      client.clear();
    }
  });
});
