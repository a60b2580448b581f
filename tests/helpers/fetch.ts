/** jsdom has no Response: the part of one that lib/client/api reads, with `status` and a JSON `body`. */
export const jsonAnswer = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body) });

/** Replaces the browser's fetch with a Jest mock for each test; answer with `jsonAnswer()`. */
export function mockFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  return fetchMock;
}
