import { turnTaker } from "@/lib/http/turn-taker";

// 200 failed sign-ins at once took every libuv thread with argon2 and the site stopped answering;
// hashes now take turns, HASHES_AT_ONCE at a time.

it("runs at most `limit` tasks at once, every one of them, in the order they came", async () => {
  const inTurn = turnTaker(2);
  let now = 0;
  let most = 0;
  const order: number[] = [];
  const task = (n: number) =>
    inTurn(async () => {
      now++;
      most = Math.max(most, now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      now--;
      return n;
    });
  expect(await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(task))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  expect(most).toBe(2);
  expect(order.slice(2)).toEqual([2, 3, 4, 5, 6, 7]);
});

it("lets the next one run when a task fails", async () => {
  const inTurn = turnTaker(1);
  const failed = inTurn(() => Promise.reject(new Error("no")));
  const next = inTurn(async () => "sí");
  await expect(failed).rejects.toThrow("no");
  await expect(next).resolves.toBe("sí");
});


it("lets work asked `first` take the next free turn ahead of all the others waiting, in the order it came", async () => {
  const inTurn = turnTaker(1);
  const order: string[] = [];
  const task = (name: string, first = false) =>
    inTurn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      order.push(name);
    }, { first });
  await Promise.all([task("a"), task("b"), task("c"), task("primero", true), task("d"), task("segundo", true)]);
  expect(order).toEqual(["a", "primero", "segundo", "b", "c", "d"]);
});
